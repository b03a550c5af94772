// /company: the companies of the super company (spec §2), API paging and sorting, CRUD and admin dialogs.
// `?id=12` (a palette record) opens that company's edit form.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCommandContext } from '../../commands/context';
import { runRowCommand } from '../../components/list-screen/command-buttons';
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ListScreen } from '../../components/list-screen/list-screen';
import { openModal } from '../../lib/modals';
import { toastError } from '../../lib/toasts';
import { companyColumns } from './companies.columns';
import { COMPANY_ENTITY, COMPANY_FORM_MODAL } from './companies.commands';
import { type Company, type CompanyCriteria, companiesList, getCompany } from './companies.store';
import { CompanyAdminDialog, CompanyDeleteAlert, CompanyFormDialog } from './company-dialogs';
import { COMPANY_STATUS_OPTIONS } from './company-form';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Tên, mã, mã số thuế' },
  { name: 'status', label: 'Trạng thái', type: 'select', options: COMPANY_STATUS_OPTIONS },
];

export default function CompaniesScreen() {
  const ctx = useCommandContext();
  const [params, setParams] = useSearchParams();
  const recordId = Number(params.get('id'));

  useEffect(() => {
    if (!recordId) return;
    setParams({}, { replace: true });
    getCompany(recordId).then((company) => openModal(COMPANY_FORM_MODAL, company), toastError);
  }, [recordId, setParams]);

  return (
    <>
      <ListScreen<Company, CompanyCriteria>
        title="Quản lý công ty"
        gridId="companies"
        entity={COMPANY_ENTITY}
        noun="công ty"
        store={companiesList}
        columns={companyColumns}
        getRowId={(c) => String(c.id)}
        criteriaFields={criteriaFields}
        onOpen={(company) => runRowCommand('companies.edit', ctx, COMPANY_ENTITY, 'công ty', [company])}
      />
      <CompanyFormDialog />
      <CompanyAdminDialog />
      <CompanyDeleteAlert />
    </>
  );
}
