// The customer form: fields from the contract's createMember / updateMember bodies with their Vietnamese
// labels; the phone is typed only when registering (it is who the customer is).
import { formatPhone } from '@busops/domain';
import { validate as createMemberBody } from '@busops/sdk/validators/createMember';
import { validate as updateMemberBody } from '@busops/sdk/validators/updateMember';
import type { FormContract, FormValues } from '../../components/form-dialog/form-fields';
import { schemaFields } from '../../kit/schema-fields';
import type { Member, MemberCreate, MemberUpdate } from './members.resource';

export const memberCreateFields = schemaFields('createMember', {
  phone_number: { label: 'Số điện thoại', placeholder: '0912345678' },
  full_name: { label: 'Họ và tên', placeholder: 'Nguyễn Văn An' },
  date_of_birth: { label: 'Ngày sinh', type: 'date' },
  address: { label: 'Địa chỉ', placeholder: '12 Lê Lợi, Quận 1' },
});

export const memberUpdateFields = schemaFields('updateMember', {
  full_name: { label: 'Họ và tên', placeholder: 'Nguyễn Văn An' },
  date_of_birth: { label: 'Ngày sinh', type: 'date' },
  address: { label: 'Địa chỉ', placeholder: '12 Lê Lợi, Quận 1' },
});

export function memberInitialValues(row: Member | null): FormValues {
  if (!row) return {};
  return {
    phone_number: formatPhone(row.phone_number),
    full_name: row.full_name,
    date_of_birth: row.date_of_birth ?? '',
    address: row.address ?? '',
  };
}

const orNull = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export const toMemberUpdate = (values: FormValues): MemberUpdate => ({
  full_name: (values.full_name ?? '').trim(),
  date_of_birth: orNull(values.date_of_birth),
  address: orNull(values.address),
});

export const toMemberCreate = (values: FormValues): MemberCreate => ({
  phone_number: (values.phone_number ?? '').replace(/[\s.]/g, ''),
  ...toMemberUpdate(values),
});

export function memberContract(row: Member | null): FormContract {
  return row
    ? { validate: updateMemberBody, toBody: toMemberUpdate }
    : { validate: createMemberBody, toBody: toMemberCreate };
}
