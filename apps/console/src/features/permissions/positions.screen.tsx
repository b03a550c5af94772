// /permission/role (Chức vụ): positions with their system role and features; CRUD through the registry.
import { useCommandContext } from '../../commands/context';
import { runRowCommand } from '../../components/list-screen/command-buttons';
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ListScreen } from '../../components/list-screen/list-screen';
import { positionColumns } from './permissions.columns';
import { POSITION_ENTITY } from './permissions.commands';
import { SYSTEM_ROLE_OPTIONS } from './permissions-form';
import { PositionDeleteAlert, PositionFormDialog } from './position-dialogs';
import { type Position, type PositionCriteria, positionsList } from './positions.store';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Mã, tên chức vụ' },
  { name: 'system_role', label: 'Vai trò hệ thống', type: 'select', options: SYSTEM_ROLE_OPTIONS },
];

export default function PositionsScreen() {
  const ctx = useCommandContext();
  return (
    <>
      <ListScreen<Position, PositionCriteria>
        title="Chức vụ"
        gridId="positions"
        entity={POSITION_ENTITY}
        history="position"
        noun="chức vụ"
        store={positionsList}
        columns={positionColumns}
        getRowId={(p) => String(p.id)}
        criteriaFields={criteriaFields}
        onOpen={(p) => runRowCommand('positions.edit', ctx, POSITION_ENTITY, 'chức vụ', [p])}
      />
      <PositionFormDialog />
      <PositionDeleteAlert />
    </>
  );
}
