// The dialogs of /company: create/edit, assign the admin, delete (spec §8 success messages).
import { ConfirmAlert } from '../../components/confirm-alert/confirm-alert';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { closeModal, useModal } from '../../lib/modals';
import { toast } from '../../lib/toasts';
import { COMPANY_ADMIN_MODAL, COMPANY_DELETE_MODAL, COMPANY_FORM_MODAL } from './companies.commands';
import {
  assignCompanyAdmin,
  type Company,
  createCompany,
  deleteCompany,
  updateCompany,
} from './companies.store';
import {
  companyAdminFields,
  companyFields,
  companyInitialValues,
  toCompanyAdminInput,
  toCompanyInput,
  toCompanyUpdate,
} from './company-form';

export function CompanyFormDialog() {
  const [isOpen, company] = useModal<Company>(COMPANY_FORM_MODAL);
  return (
    <FormDialog
      isOpen={isOpen}
      title={company ? `Sửa công ty: ${company.name}` : 'Thêm công ty'}
      icon={company ? 'edit' : 'add'}
      fields={companyFields(company)}
      initialValues={companyInitialValues(company)}
      onSubmit={async (values) => {
        if (company) {
          await updateCompany(company.id, toCompanyUpdate(values, company));
          toast.success('updated');
        } else {
          await createCompany(toCompanyInput(values));
          toast.success('created');
        }
      }}
      onClose={() => closeModal(COMPANY_FORM_MODAL)}
    />
  );
}

export function CompanyAdminDialog() {
  const [isOpen, company] = useModal<Company>(COMPANY_ADMIN_MODAL);
  return (
    <FormDialog
      isOpen={isOpen}
      title={`Gán quản trị viên${company ? `: ${company.name}` : ''}`}
      icon="user"
      submitText="Gán quản trị viên"
      fields={companyAdminFields}
      onSubmit={async (values) => {
        if (!company) return;
        await assignCompanyAdmin(company.id, toCompanyAdminInput(values));
        toast.success('updated');
      }}
      onClose={() => closeModal(COMPANY_ADMIN_MODAL)}
    >
      {company?.admin_name && (
        <p className="bp6-text-muted">
          Quản trị viên hiện tại: {company.admin_name} (vẫn là nhân viên của công ty).
        </p>
      )}
    </FormDialog>
  );
}

export function CompanyDeleteAlert() {
  const [isOpen, companies] = useModal<Company[]>(COMPANY_DELETE_MODAL);
  const list = companies ?? [];
  return (
    <ConfirmAlert
      isOpen={isOpen}
      onConfirm={async () => {
        for (const company of list) await deleteCompany(company.id);
        toast.success('deleted');
      }}
      onClose={() => closeModal(COMPANY_DELETE_MODAL)}
    >
      {list.length === 1 ? (
        <p>
          Xoá công ty <b>{list[0]?.name}</b>?
        </p>
      ) : (
        <p>Xoá {list.length} công ty đã chọn?</p>
      )}
    </ConfirmAlert>
  );
}
