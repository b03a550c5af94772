// Phân quyền nhân viên: the employees with their position, and assignRole for a set of them.
import { connect, type ResourceStore } from '../../kit/resource';
import { api } from '../../lib/api';
import type { RowBatchReport } from '../../lib/row-batch';
import { type StaffMember, staffRoleResource } from './employee-roles.resource';
import type { Position } from './positions.resource';

export const staffRoles = connect(staffRoleResource, api);

/** A position may be given to an employee when it is shared or belongs to the employee's company. */
export function positionFits(position: Pick<Position, 'company_id'>, staff: readonly StaffMember[]): boolean {
  return position.company_id === null || staff.every((s) => s.company_id === position.company_id);
}

/**
 * assignRole for each employee in turn, every one tried even after a failure; one toast for the whole set
 * (success, or which employees failed and why); one reload when any changed.
 */
export function assignPosition(
  staff: readonly StaffMember[],
  roleId: number,
  store: ResourceStore<'listBusStaff', typeof staffRoles.list.criteria> = staffRoles,
): Promise<RowBatchReport<StaffMember>> {
  return store.batch(
    staff,
    (member) => store.client.call('assignRole', { body: { staff_id: member.id, role_id: roleId } }),
    'assign',
    (member) => member.full_name,
  );
}
