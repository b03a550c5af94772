// The dialogs of /company: create/edit, assign or remove the admin, delete (spec §8 success messages).

import { forgetRecords } from '../../commands/recent';
import { ConfirmAlert } from '../../components/confirm-alert/confirm-alert';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { closeModal, useModal } from '../../lib/modals';
import { batchFailureText } from '../../lib/row-batch';
import { toast } from '../../lib/toasts';
import {
  COMPANY_ADMIN_MODAL,
  COMPANY_DELETE_MODAL,
  COMPANY_FORM_MODAL,
  COMPANY_REMOVE_ADMIN_MODAL,
  COMPANY_SEARCHER,
} from './companies.commands';
import {
  assignCompanyAdmin,
  type Company,
  createCompany,
  deleteCompanies,
  updateCompany,
} from './companies.store';
import {
  companyAdminContract,
  companyAdminFields,
  companyContract,
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
      contract={companyContract(company)}
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
      contract={companyAdminContract}
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

export function CompanyRemoveAdminAlert() {
  const [isOpen, company] = useModal<Company>(COMPANY_REMOVE_ADMIN_MODAL);
  return (
    <ConfirmAlert
      isOpen={isOpen}
      icon="blocked-person"
      confirmText="Bỏ quản trị viên"
      onConfirm={async () => {
        if (!company) return;
        await updateCompany(company.id, { admin_id: null });
        toast.success('updated');
      }}
      onClose={() => closeModal(COMPANY_REMOVE_ADMIN_MODAL)}
    >
      <p>
        Bỏ quản trị viên <b>{company?.admin_name}</b> của công ty <b>{company?.name}</b>? Người này vẫn là
        nhân viên của công ty; có thể gán quản trị viên khác sau.
      </p>
    </ConfirmAlert>
  );
}

export function CompanyDeleteAlert() {
  const [isOpen, companies] = useModal<Company[]>(COMPANY_DELETE_MODAL);
  const list = companies ?? [];
  return (
    <ConfirmAlert
      isOpen={isOpen}
      onConfirm={async () => {
        const report = await deleteCompanies(list);
        forgetRecords(
          COMPANY_SEARCHER,
          report.done.map((c) => c.id),
        );
        if (report.failed.length === 0) return void toast.success('deleted');
        const failure = batchFailureText(report, 'delete', 'công ty', (c) => c.name);
        // nothing deleted: the alert stays open with the reason; some deleted: the selection has changed
        if (report.done.length === 0) throw new Error(failure);
        toast.error(failure);
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
