// /permission/employee-role (Phân quyền nhân viên): every employee with their position; 'Gán chức vụ'
// (toolbar, row menu, palette, `a`) assigns one to the selected employees.
import { setSelection } from '../../commands/selection';
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ResourceListScreen } from '../../kit/resource-screen';
import type { StaffMember } from './employee-roles.resource';
import { staffRoles } from './employee-roles.store';
import { staffRoleColumns } from './permissions.columns';
import { ASSIGN_ROLE_COMMAND } from './permissions.commands';
import { SYSTEM_ROLE_OPTIONS } from './permissions-form';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Tên, số điện thoại, mã' },
  { name: 'role', label: 'Vai trò hệ thống', type: 'select', options: SYSTEM_ROLE_OPTIONS },
];

// Enter / double-click: assign to this employee (the palette's first step offers it).
const selectRow = (row: StaffMember) =>
  setSelection(staffRoles.resource.entity, staffRoles.resource.noun, [row]);

export default function EmployeeRolesScreen() {
  return (
    <ResourceListScreen
      store={staffRoles}
      gridId="employee-roles"
      columns={staffRoleColumns}
      criteriaFields={criteriaFields}
      openCommand={ASSIGN_ROLE_COMMAND}
      beforeOpen={selectRow}
    />
  );
}
