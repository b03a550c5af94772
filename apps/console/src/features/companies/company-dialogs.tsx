// The dialogs of /company: create/edit and delete (the kit's), assign or remove the admin (spec §8
// success messages).
import { ConfirmAlert } from '../../components/confirm-alert/confirm-alert';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { ResourceDeleteAlert, ResourceFormDialog } from '../../kit/resource-dialogs';
import { closeModal, useModal } from '../../lib/modals';
import { COMPANY_ADMIN_MODAL, COMPANY_REMOVE_ADMIN_MODAL } from './companies.commands';
import type { Company } from './companies.resource';
import { companies } from './companies.store';
import {
  companyAdminFields,
  companyFields,
  companyInitialValues,
  toCompanyAdminInput,
  toCompanyInput,
  toCompanyUpdate,
} from './company-form';

const byId = (company: Company) => ({ path: { id: company.id } });

export function CompanyDialogs() {
  return (
    <>
      <ResourceFormDialog
        store={companies}
        fields={companyFields}
        initialValues={companyInitialValues}
        create={(values) => companies.mutate('createCompany', { body: toCompanyInput(values) }, 'created')}
        update={(values, company) =>
          companies.mutate(
            'updateCompany',
            { params: byId(company), body: toCompanyUpdate(values, company) },
            'updated',
          )
        }
      />
      <CompanyAdminDialog />
      <CompanyRemoveAdminAlert />
      <ResourceDeleteAlert store={companies} />
    </>
  );
}

function CompanyAdminDialog() {
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
        await companies.mutate(
          'assignCompanyAdmin',
          { params: byId(company), body: toCompanyAdminInput(values) },
          'updated',
        );
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

function CompanyRemoveAdminAlert() {
  const [isOpen, company] = useModal<Company>(COMPANY_REMOVE_ADMIN_MODAL);
  return (
    <ConfirmAlert
      isOpen={isOpen}
      icon="blocked-person"
      confirmText="Bỏ quản trị viên"
      onConfirm={async () => {
        if (!company) return;
        await companies.mutate(
          'updateCompany',
          { params: byId(company), body: { admin_id: null } },
          'updated',
        );
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
