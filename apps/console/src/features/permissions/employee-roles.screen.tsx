// /permission/employee-role (Phân quyền nhân viên): every employee with their position; 'Gán chức vụ'
// (toolbar, row menu, palette, `a`) assigns one to the selected employees.
import { useCommandContext } from '../../commands/context';
import { setSelection } from '../../commands/selection';
import { runRowCommand } from '../../components/list-screen/command-buttons';
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ListScreen } from '../../components/list-screen/list-screen';
import { type StaffCriteria, type StaffMember, staffRolesList } from './employee-roles.store';
import { staffRoleColumns } from './permissions.columns';
import { STAFF_ROLE_ENTITY } from './permissions.commands';
import { SYSTEM_ROLE_OPTIONS } from './permissions-form';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Tên, số điện thoại, mã' },
  { name: 'role', label: 'Vai trò hệ thống', type: 'select', options: SYSTEM_ROLE_OPTIONS },
];

export default function EmployeeRolesScreen() {
  const ctx = useCommandContext();
  return (
    <ListScreen<StaffMember, StaffCriteria>
      title="Phân quyền nhân viên"
      gridId="employee-roles"
      entity={STAFF_ROLE_ENTITY}
      history="bus_staff"
      noun="nhân viên"
      store={staffRolesList}
      columns={staffRoleColumns}
      getRowId={(s) => String(s.id)}
      criteriaFields={criteriaFields}
      onOpen={(s) => {
        // Enter / double-click: assign to this employee (the palette's first step offers it).
        setSelection(STAFF_ROLE_ENTITY, 'nhân viên', [s]);
        runRowCommand('permissions.assign-role', ctx, STAFF_ROLE_ENTITY, 'nhân viên', [s]);
      }}
    />
  );
}
