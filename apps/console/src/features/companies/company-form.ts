// The company and company-admin forms: fields from the contract's request bodies (createCompany,
// assignCompanyAdmin: type, required, lengths) with their Vietnamese labels, the conversion of typed values
// to request bodies (empty optional fields are sent as null) and the contract those bodies are checked
// against (CompanyInput, CompanyUpdate, CompanyAdminInput: patterns and their messages come from there).
import { formatPhone, labelOptions, STATUS_LABELS } from '@busops/domain';
import { validate as assignCompanyAdminBody } from '@busops/sdk/validators/assignCompanyAdmin';
import { validate as createCompanyBody } from '@busops/sdk/validators/createCompany';
import { validate as updateCompanyBody } from '@busops/sdk/validators/updateCompany';
import type { FormContract, FormField, FormValues } from '../../components/form-dialog/form-fields';
import { schemaFields } from '../../kit/schema-fields';
import type { Company, CompanyAdminInput, CompanyInput, CompanyUpdate } from './companies.resource';

export const COMPANY_STATUS_OPTIONS = labelOptions(STATUS_LABELS);

export function companyFields(company?: Company | null): FormField[] {
  return schemaFields('createCompany', {
    name: 'Tên công ty',
    short_name: 'Tên viết tắt',
    code: 'Mã công ty',
    tax_code: 'Mã số thuế',
    address: 'Địa chỉ',
    phone_number: 'Điện thoại',
    email: 'Email',
    status: {
      label: 'Trạng thái',
      // The contract defaults it; the form always shows one.
      required: true,
      options: COMPANY_STATUS_OPTIONS,
      // The super company cannot be made inactive (updateCompany answers 400).
      disabled: company?.is_super === true,
    },
  });
}

export function companyInitialValues(company?: Company | null): FormValues {
  if (!company) return { status: 'active' };
  return {
    name: company.name,
    short_name: company.short_name ?? '',
    code: company.code,
    tax_code: company.tax_code ?? '',
    address: company.address ?? '',
    phone_number: company.phone_number ? formatPhone(company.phone_number) : '',
    email: company.email ?? '',
    status: company.status,
  };
}

/** Spaces, dots and dashes typed between the digits are not sent. */
const compactPhone = (value: string | undefined): string => (value ?? '').replace(/[\s.-]/g, '');

const orNull = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export function toCompanyInput(values: FormValues): CompanyInput {
  return {
    name: (values.name ?? '').trim(),
    short_name: orNull(values.short_name),
    code: (values.code ?? '').trim(),
    tax_code: orNull(values.tax_code),
    address: orNull(values.address),
    phone_number: orNull(compactPhone(values.phone_number)),
    email: orNull(values.email),
    status: values.status === 'inactive' ? 'inactive' : 'active',
  };
}

/** The update sends every editable field; the super company's status is left out (it cannot change). */
export function toCompanyUpdate(values: FormValues, company: Company): CompanyUpdate {
  const { status, ...rest } = toCompanyInput(values);
  return company.is_super ? rest : { ...rest, status };
}

export const companyAdminFields: FormField[] = schemaFields('assignCompanyAdmin', {
  full_name: 'Họ và tên',
  phone_number: 'Số điện thoại',
  email: 'Email',
  password: {
    label: 'Mật khẩu',
    type: 'password',
    helperText: 'Mật khẩu ban đầu khi tạo tài khoản mới; bỏ trống để đăng nhập bằng mã SMS',
  },
});

export function toCompanyAdminInput(values: FormValues): CompanyAdminInput {
  const password = values.password ?? '';
  return {
    full_name: (values.full_name ?? '').trim(),
    phone_number: compactPhone(values.phone_number),
    email: orNull(values.email),
    ...(password ? { password } : {}),
  };
}

/** createCompany, or updateCompany for an existing company. */
export function companyContract(company?: Company | null): FormContract {
  return company
    ? { validate: updateCompanyBody, toBody: (values) => toCompanyUpdate(values, company) }
    : { validate: createCompanyBody, toBody: toCompanyInput };
}

export const companyAdminContract: FormContract = {
  validate: assignCompanyAdminBody,
  toBody: toCompanyAdminInput,
};
