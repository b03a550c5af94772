// The dialogs of /customer/search: register a customer (`n`), and a customer's dialog (Enter on a row, a
// palette record): the profile form, saved with 'Cập nhật thành công!', and under it the customer's photo,
// attachments, cards and the sections other areas add.
import { formatPhone } from '@busops/domain';
import { ResourceFormDialog } from '../../kit/resource-dialogs';
import { MemberDetail } from './member-detail';
import {
  memberContract,
  memberCreateFields,
  memberInitialValues,
  memberUpdateFields,
  toMemberCreate,
  toMemberUpdate,
} from './member-form';
import { members } from './members.store';

export function MemberDialogs() {
  return (
    <ResourceFormDialog
      store={members}
      columns={2}
      fields={(row) => (row ? memberUpdateFields : memberCreateFields)}
      contract={memberContract}
      initialValues={memberInitialValues}
      title={(row) =>
        row ? `Khách hàng: ${row.full_name} (${formatPhone(row.phone_number)})` : 'Thêm khách hàng'
      }
      create={(values) => members.mutate('createMember', { body: toMemberCreate(values) }, 'created')}
      update={(values, row) =>
        members.mutate(
          'updateMember',
          { params: { path: { id: row.id } }, body: toMemberUpdate(values) },
          'updated',
        )
      }
    >
      {(row) => (row ? <MemberDetail member={row} /> : null)}
    </ResourceFormDialog>
  );
}
