// updateBusStaff: a partial update of the staff record and of the person behind it. Name, phone and
// email belong to the person, so they change on the users row and on every staff copy of them.
import { toInternationalPhone } from '@busops/sdk';
import { and, eq, ne } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import { assertVisible, canSeeCompany } from '../../access/tenancy.ts';
import type { Db, Tx } from '../../db/client.ts';
import { busStaff, users } from '../../db/schema/index.ts';
import { staffSearchText } from '../../db/search-text.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { type BusStaffBody, loadVisibleStaff, STAFF_NOT_FOUND, toStaffBody } from './staff.query.ts';
import { assertMayGrant, PHONE_TAKEN } from './staff.rules.ts';
import { type UserRow, updateUserRecorded } from './staff.user.ts';

type StaffRow = typeof busStaff.$inferSelect;
type PersonPatch = { fullName?: string; email?: string | null; phoneNumber?: string };

export async function updateStaff(
  db: Db,
  principal: Principal,
  id: number,
  body: BodyOf<'updateBusStaff'>,
): Promise<BusStaffBody> {
  if (body.role !== undefined) assertMayGrant(principal, body.role);
  if (body.enabled_bus_companies_id !== undefined && !principal.isSuper) {
    throw forbidden('Chỉ công ty tổng mới được thay đổi danh sách công ty của người dùng');
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(busStaff).where(eq(busStaff.id, id)).for('update');
      const before = assertVisible(principal, row, STAFF_NOT_FOUND);
      if (body.role !== undefined && body.role !== before.role) assertMayGrant(principal, before.role);
      const beforeBody = toStaffBody(await loadVisibleStaff(tx, principal, before.id));
      const [user] = await tx.select().from(users).where(eq(users.id, before.userId)).for('update');
      if (!user) throw notFound(STAFF_NOT_FOUND);

      const phone =
        body.phone_number !== undefined ? toInternationalPhone(body.phone_number) : user.phoneNumber;
      if (phone !== user.phoneNumber) await assertPhoneChangeAllowed(tx, principal, user, phone);

      // The person: users row, and every staff copy of their name, phone and email.
      const personPatch: PersonPatch = {
        ...(body.full_name !== undefined ? { fullName: body.full_name } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(phone !== user.phoneNumber ? { phoneNumber: phone } : {}),
      };
      const userPatch = {
        ...personPatch,
        ...(body.enabled_bus_companies_id !== undefined
          ? { enabledBusCompaniesId: body.enabled_bus_companies_id }
          : {}),
      };
      if (Object.keys(userPatch).length > 0) {
        await updateUserRecorded(tx, principal, user, userPatch, before.companyId);
      }
      if (Object.keys(personPatch).length > 0) {
        await syncOtherStaffCopies(tx, principal, before, personPatch);
      }

      const fullName = body.full_name ?? before.fullName;
      const staffCode = body.staff_code !== undefined ? body.staff_code : before.staffCode;
      await tx
        .update(busStaff)
        .set({
          ...personPatch,
          ...(body.staff_code !== undefined ? { staffCode: body.staff_code } : {}),
          ...(body.role !== undefined ? { role: body.role } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          phoneNumber: phone,
          searchText: staffSearchText(fullName, phone, staffCode),
          updatedAt: new Date(),
        })
        .where(eq(busStaff.id, before.id));
      const after = toStaffBody(await loadVisibleStaff(tx, principal, before.id));
      await recordHistory(tx, principal, {
        entity: 'bus_staff',
        entityId: before.id,
        action: 'update',
        companyId: before.companyId,
        before: beforeBody,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PHONE_TAKEN);
    throw error;
  }
}

/**
 * A phone number moves with the person (sign-in, SMS codes): it must be free, and when the person
 * also works for other companies only the super company may change it.
 */
async function assertPhoneChangeAllowed(
  tx: Tx,
  principal: Principal,
  user: UserRow,
  phone: string,
): Promise<void> {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  if (owner && owner.id !== user.id) throw conflict(PHONE_TAKEN);
  if (principal.isSuper) return;
  const memberships = await tx
    .select({ companyId: busStaff.companyId })
    .from(busStaff)
    .where(eq(busStaff.userId, user.id));
  if (memberships.some((m) => !canSeeCompany(principal, m.companyId))) {
    throw forbidden('Nhân viên này làm việc cho nhiều công ty: chỉ công ty tổng mới được đổi số điện thoại');
  }
}

/** The person's other staff records (other companies) keep the same name, phone and email. */
async function syncOtherStaffCopies(
  tx: Tx,
  principal: Principal,
  staff: StaffRow,
  patch: PersonPatch,
): Promise<void> {
  const others = await tx
    .select()
    .from(busStaff)
    .where(and(eq(busStaff.userId, staff.userId), ne(busStaff.id, staff.id)));
  for (const other of others) {
    const next = { ...other, ...patch };
    await tx
      .update(busStaff)
      .set({
        ...patch,
        searchText: staffSearchText(next.fullName, next.phoneNumber, next.staffCode),
        updatedAt: new Date(),
      })
      .where(eq(busStaff.id, other.id));
    await recordHistory(tx, principal, {
      entity: 'bus_staff',
      entityId: other.id,
      action: 'update',
      companyId: other.companyId,
      before: { full_name: other.fullName, phone_number: other.phoneNumber, email: other.email },
      after: { full_name: next.fullName, phone_number: next.phoneNumber, email: next.email },
    });
  }
}
