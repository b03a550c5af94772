// Phân quyền nhân viên: the employees (listBusStaff) with their position, and assignRole for a set of them.
import type { operations, Schemas } from '@busops/sdk';
import { initialCriteria, type ListCriteria, listQuery } from '../../components/list-screen/list-criteria';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { createListStore, type Page } from '../../lib/request-state';
import { batchFailureText, forEachRow, type RowBatchReport } from '../../lib/row-batch';
import { toast } from '../../lib/toasts';
import type { Position } from './positions.store';

export type StaffMember = Schemas['BusStaff'];
type ListBusStaffQuery = NonNullable<operations['listBusStaff']['parameters']['query']>;

export type StaffCriteria = ListCriteria & { keyword?: string; role?: string };

export function fetchStaff(criteria: StaffCriteria): Promise<Page<'listBusStaff'>> {
  const query = listQuery<ListBusStaffQuery & { role?: unknown }>(criteria);
  if (query.role !== undefined) query.role = Number(query.role) as StaffMember['role'];
  return data(api.GET('/bus/staff', { params: { query } }));
}

export const staffRolesList = createListStore<StaffMember, StaffCriteria>(
  fetchStaff,
  initialCriteria({ keyword: '', role: '', sort: 'full_name' }),
);

/** A position may be given to an employee when it is shared or belongs to the employee's company. */
export function positionFits(position: Pick<Position, 'company_id'>, staff: readonly StaffMember[]): boolean {
  return position.company_id === null || staff.every((s) => s.company_id === position.company_id);
}

/**
 * assignRole for each employee in turn, every one tried even after a failure; one toast for the whole set
 * (success, or which employees failed and why). The list reloads either way: some may have changed.
 */
export async function assignPosition(
  staff: readonly StaffMember[],
  roleId: number,
): Promise<RowBatchReport<StaffMember>> {
  const report = await forEachRow(staff, (member) =>
    data(api.PUT('/bus/roles/assign', { body: { staff_id: member.id, role_id: roleId } })),
  );
  if (report.failed.length === 0) toast.success('updated');
  else toast.error(batchFailureText(report, 'assign', 'nhân viên', (member) => member.full_name));
  void staffRolesList.reload();
  return report;
}
