// Employees (bus staff; spec §7, openapi/resources/employees/): the resource declaration the store,
// commands, dialogs and screen are built from.
import { canGrantRole, formatPhone, type Principal, ROLES, type RoleValue, roleLabel } from '@busops/domain';
import type { OperationQuery, Schemas } from '@busops/sdk';
import type { RecordItem } from '../../commands/record-search';
import { type ListCriteria, listQuery } from '../../components/list-screen/list-criteria';
import { recordLink } from '../../components/list-screen/use-record-link';
import { defineResource } from '../../kit/define-resource';

export type BusStaff = Schemas['BusStaff'];
export type BusStaffInput = Schemas['BusStaffInput'];
export type BusStaffUpdate = Schemas['BusStaffUpdate'];
export type Position = Schemas['Position'];
export type Deposit = Schemas['Deposit'];

/** Criteria as the criteria bar holds them (strings; '' = any). */
export interface EmployeeCriteria extends ListCriteria {
  keyword: string;
  role: string;
  status: string;
  company_id: string;
}

/** The listBusStaff query: page - 1, empty filters left out, numeric filters as numbers (spec §5). */
export function employeeQuery(criteria: EmployeeCriteria): OperationQuery<'listBusStaff'> {
  const query = listQuery<OperationQuery<'listBusStaff'>>(criteria);
  if (criteria.role) query.role = Number(criteria.role) as RoleValue;
  if (criteria.company_id) query.company_id = Number(criteria.company_id);
  return query;
}

export function employeeCriteria(): EmployeeCriteria {
  return employeeResource.initialCriteria();
}

export const employeeResource = defineResource<'listBusStaff', EmployeeCriteria>({
  area: 'employees',
  entity: 'employee',
  noun: 'nhân viên',
  path: '/employee',
  title: 'Quản lý nhân viên',
  list: 'listBusStaff',
  criteria: { keyword: '', role: '', status: '', company_id: '', sort: '-created_at' },
  query: employeeQuery,
  get: 'getBusStaff',
  remove: 'deleteBusStaff',
  rowName: (staff) => staff.full_name,
  history: 'bus_staff',
  searcher: 'employees',
});

/** Roles a caller may give: only Super Admin gives 1 or 2 (createBusStaff / updateBusStaff contracts). */
export function grantableRoles(principal: Principal | null) {
  return ROLES.filter((r) => canGrantRole(principal?.role, r.value));
}

/** 'role:<n>' (a system role, updateBusStaff) or 'position:<id>' (a position, assignRole). */
export type RoleChoice = `role:${number}` | `position:${number}`;

/** One employee as a record: a palette hit, and a recent record on /menu once opened. */
export function employeeRecord(staff: BusStaff): RecordItem {
  return {
    id: String(staff.id),
    title: staff.full_name,
    subtitle: [formatPhone(staff.phone_number), roleLabel(staff.role), staff.company_name]
      .filter(Boolean)
      .join(' · '),
    path: recordLink(employeeResource.path, staff.id),
  };
}
