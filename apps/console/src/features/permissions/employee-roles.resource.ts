// Phân quyền nhân viên: every employee (listBusStaff) with their position. Rows are 'employee-role', not
// 'employee', so the employees screen's own row commands do not show here.
import type { Schemas } from '@busops/sdk';
import type { ListCriteria } from '../../components/list-screen/list-criteria';
import { listQuery } from '../../components/list-screen/list-criteria';
import { defineResource } from '../../kit/resource';

export type StaffMember = Schemas['BusStaff'];
export type StaffCriteria = ListCriteria & { keyword?: string; role?: string };

export const staffRoleResource = defineResource<'listBusStaff', StaffCriteria>({
  area: 'permissions',
  entity: 'employee-role',
  noun: 'nhân viên',
  path: '/permission/employee-role',
  title: 'Phân quyền nhân viên',
  list: 'listBusStaff',
  criteria: { keyword: '', role: '', sort: 'full_name' },
  query: ({ role, ...criteria }) => ({
    ...listQuery(criteria),
    ...(role ? { role: Number(role) as StaffMember['role'] } : {}),
  }),
  rowName: (s) => s.full_name,
});
