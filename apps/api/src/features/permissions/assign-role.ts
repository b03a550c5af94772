// assignRole: puts an employee on a position of their company (or a shared one); the employee's
// system role follows the position's. Admin positions are Super Admin business only. A new position
// or role ends the employee's sessions (their rights changed under them).
import { canGrantRole } from '@busops/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { busStaff, roles } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import type { Services } from '../../services.ts';
import { revokeAllSessionsOf } from '../auth/sessions.ts';
import { loadStaffView } from '../companies/views.ts';
import { forCaller } from '../employees/staff.rules.ts';
import { ROLE_NOT_FOUND } from './positions.query.ts';

const STAFF_NOT_FOUND = 'Không tìm thấy nhân viên';

export async function assignPosition(
  db: Db,
  services: Services,
  principal: Principal,
  body: BodyOf<'assignRole'>,
): Promise<SuccessOf<'assignRole'>> {
  const { answer, afterCommit } = await db.transaction(async (tx) => {
    const [staff] = await tx.select().from(busStaff).where(eq(busStaff.id, body.staff_id));
    if (!staff) throw notFound(STAFF_NOT_FOUND);
    const [position] = await tx
      .select()
      .from(roles)
      .where(
        and(eq(roles.id, body.role_id), or(isNull(roles.companyId), eq(roles.companyId, staff.companyId))),
      );
    if (!position) throw notFound(ROLE_NOT_FOUND);
    // Admin positions are granted, and admins re-positioned, by Super Admin only.
    // Neither hand out an admin position nor move someone off one without being Super Admin.
    if (!canGrantRole(principal.role, position.systemRole) || !canGrantRole(principal.role, staff.role)) {
      throw forbidden('Chỉ Super Admin được gán hoặc thay đổi chức vụ quản trị');
    }
    // Lock the position against a concurrent delete.
    await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, position.id)).for('share');
    const before = (await loadStaffView(tx, staff.id))!;
    await tx
      .update(busStaff)
      .set({ roleId: position.id, role: position.systemRole, updatedAt: new Date() })
      .where(eq(busStaff.id, staff.id));
    const after = (await loadStaffView(tx, staff.id))!;
    await recordHistory(tx, principal, {
      entity: 'bus_staff',
      entityId: staff.id,
      action: 'assign_role',
      companyId: staff.companyId,
      before,
      after,
    });
    let revoke = async () => {};
    if (position.id !== staff.roleId || position.systemRole !== staff.role) {
      revoke = await revokeAllSessionsOf(tx, services, staff.userId);
      await recordHistory(tx, principal, {
        entity: 'user',
        entityId: staff.userId,
        action: 'revoke_sessions',
        companyId: staff.companyId,
        after: { reason: 'role_change' },
      });
    }
    return { answer: forCaller(principal, after), afterCommit: revoke };
  });
  await afterCommit();
  return answer;
}
