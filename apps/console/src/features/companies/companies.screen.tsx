// /company: the companies of the super company (spec §2), API paging and sorting, CRUD and admin dialogs.
// `?id=12` (a palette record, a recent record) opens that company's edit form.
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ResourceListScreen } from '../../kit/resource-screen';
import { companyColumns } from './companies.columns';
import { companyRecord } from './companies.resource';
import { companies } from './companies.store';
import { CompanyDialogs } from './company-dialogs';
import { COMPANY_STATUS_OPTIONS } from './company-form';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Tên, mã, mã số thuế' },
  { name: 'status', label: 'Trạng thái', type: 'select', options: COMPANY_STATUS_OPTIONS },
];

export default function CompaniesScreen() {
  return (
    <>
      <ResourceListScreen
        store={companies}
        columns={companyColumns}
        criteriaFields={criteriaFields}
        record={companyRecord}
      />
      <CompanyDialogs />
    </>
  );
}
