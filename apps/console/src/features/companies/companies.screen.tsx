// /company: the companies of the super company (spec §2), API paging and sorting, CRUD and admin dialogs.
// `?id=12` (a palette record, a recent record) opens that company's edit form.
import { useCommandContext } from '../../commands/context';
import { rememberOpened } from '../../commands/recent';
import { runRowCommand } from '../../components/list-screen/command-buttons';
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useRecordLink } from '../../components/list-screen/use-record-link';
import { openModal } from '../../lib/modals';
import { companyColumns } from './companies.columns';
import { COMPANY_ENTITY, COMPANY_FORM_MODAL, COMPANY_SEARCHER, companyRecord } from './companies.commands';
import { type Company, type CompanyCriteria, companiesList, getCompany } from './companies.store';
import {
  CompanyAdminDialog,
  CompanyDeleteAlert,
  CompanyFormDialog,
  CompanyRemoveAdminAlert,
} from './company-dialogs';
import { COMPANY_STATUS_OPTIONS } from './company-form';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Tên, mã, mã số thuế' },
  { name: 'status', label: 'Trạng thái', type: 'select', options: COMPANY_STATUS_OPTIONS },
];

export default function CompaniesScreen() {
  const ctx = useCommandContext();
  useRecordLink(getCompany, (company) => {
    rememberOpened(COMPANY_SEARCHER, companyRecord(company));
    openModal(COMPANY_FORM_MODAL, company);
  });

  return (
    <>
      <ListScreen<Company, CompanyCriteria>
        title="Quản lý công ty"
        gridId="companies"
        entity={COMPANY_ENTITY}
        history="company"
        noun="công ty"
        store={companiesList}
        columns={companyColumns}
        getRowId={(c) => String(c.id)}
        criteriaFields={criteriaFields}
        onOpen={(company) => {
          rememberOpened(COMPANY_SEARCHER, companyRecord(company));
          runRowCommand('companies.edit', ctx, COMPANY_ENTITY, 'công ty', [company]);
        }}
      />
      <CompanyFormDialog />
      <CompanyAdminDialog />
      <CompanyRemoveAdminAlert />
      <CompanyDeleteAlert />
    </>
  );
}
