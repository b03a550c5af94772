// The palette steps of 'Gán chức vụ' (assignRole): choose the employees, then a position that fits them
// (shared, or of their company); then assign it to each and reload the list.
import { formatPhone, roleLabel } from '@busops/domain';
import type { CommandContext, StepItem } from '../../commands/types';
import { type StaffMember, staffRoleResource } from './employee-roles.resource';
import { assignPosition, positionFits, staffRoles } from './employee-roles.store';
import { allPositions } from './positions.store';

const STAFF_ROLE_ENTITY = staffRoleResource.entity;

function staffItem(member: StaffMember): StepItem {
  return {
    value: `staff-${member.id}`,
    label: `${member.full_name} · ${formatPhone(member.phone_number)}${member.role_name ? ` · ${member.role_name}` : ''}`,
    keywords: [member.company_name ?? '', member.staff_code ?? ''].filter(Boolean),
    data: [member],
  };
}

export async function staffStepItems(ctx: CommandContext): Promise<StepItem[]> {
  const selected = ctx.selection.entity === STAFF_ROLE_ENTITY ? (ctx.selection.rows as StaffMember[]) : [];
  // Chosen from another screen: the screen has just opened and its list request runs (or has not run yet).
  if (selected.length === 0 && staffRoles.list.items.length === 0) await staffRoles.list.loadFresh();
  const page = staffRoles.list.items as StaffMember[];
  if (selected.length === 0) return page.map(staffItem);
  const set: StepItem = {
    value: 'selected',
    label:
      selected.length === 1
        ? `Nhân viên đã chọn: ${selected[0]!.full_name}`
        : `${selected.length} nhân viên đã chọn`,
    keywords: selected.map((s) => s.full_name),
    data: selected,
  };
  return [set, ...selected.filter(() => selected.length > 1).map(staffItem)];
}

export async function positionStepItems(answers: Record<string, StepItem>): Promise<StepItem[]> {
  const staff = (answers.staff?.data as StaffMember[] | undefined) ?? [];
  return (await allPositions())
    .filter((p) => positionFits(p, staff))
    .map((p) => ({
      value: String(p.id),
      label: `${p.name} (${roleLabel(p.system_role)})`,
      keywords: [p.code],
      data: p,
    }));
}

export async function assignFromAnswers(answers: Record<string, StepItem>): Promise<void> {
  const staff = (answers.staff?.data as StaffMember[] | undefined) ?? [];
  const roleId = Number(answers.position?.value);
  if (staff.length === 0 || !roleId) return;
  await assignPosition(staff, roleId); // toasts the outcome itself
}
