// /customer/search: Tra cứu khách hàng. The keyword finds a customer by phone (any form), name without
// diacritics, or a card's number or UID; Enter opens their dialog, `n` registers one. `?id=12` (a palette
// record) opens that customer.
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ResourceListScreen } from '../../kit/resource-screen';
import { MemberDialogs } from './member-dialogs';
import { memberColumns } from './members.columns';
import { memberRecord } from './members.resource';
import { members } from './members.store';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Số điện thoại, tên, số thẻ' },
];

export default function MembersScreen() {
  return (
    <>
      <ResourceListScreen
        store={members}
        columns={memberColumns}
        criteriaFields={criteriaFields}
        record={memberRecord}
      />
      <MemberDialogs />
    </>
  );
}
