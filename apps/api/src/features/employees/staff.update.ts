// updateBusStaff: a partial update of one company's staff record. Name and email on it are that
// company's copy; the person behind it (users row: phone, name, email, companies) changes only from
// the super company or by the person themself, and the phone (a sign-in identity) only where the
// caller sees every company the person works for. A new phone or role ends the person's sessions.
import { toInternationalPhone } from '@busops/sdk';
import { and, eq, ne } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import { unscoped } from '../../access/scoped-db.ts';
import { canSeeCompany } from '../../access/tenancy.ts';
import type { Db, Tx } from '../../db/client.ts';
import { busStaff, users } from '../../db/schema/index.ts';
import { staffSearchText } from '../../db/search-text.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import type { Services } from '../../services.ts';
import { revokeAllSessionsOf } from '../auth/sessions.ts';
import { assertRealDay } from '../real-day.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { type BusStaffBody, loadVisibleStaff, STAFF_NOT_FOUND, toStaffBody } from './staff.query.ts';
import { assertMayActOn, assertMayGrant, forCaller, PHONE_TAKEN } from './staff.rules.ts';
import { type UserRow, updateUserRecorded } from './staff.user.ts';

type StaffRow = typeof busStaff.$inferSelect;

export async function updateStaff(
  db: Db,
  services: Services,
  principal: Principal,
  id: number,
  body: BodyOf<'updateBusStaff'>,
): Promise<BusStaffBody> {
  if (body.role !== undefined) assertMayGrant(principal, body.role);
  if (body.enabled_bus_companies_id !== undefined && !principal.isSuper) {
    throw forbidden('Chỉ công ty tổng mới được thay đổi danh sách công ty của người dùng');
  }
  assertRealDay(body.licence_expires_on, 'licence_expires_on', 'Hạn giấy phép lái xe');
  try {
    const { answer, afterCommit } = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(busStaff).where(eq(busStaff.id, id)).for('update');
      if (!before) throw notFound(STAFF_NOT_FOUND);
      assertMayActOn(principal, before);
      const roleChanged = body.role !== undefined && body.role !== before.role;
      if (roleChanged) assertMayGrant(principal, before.role);
      const beforeBody = toStaffBody(await loadVisibleStaff(tx, before.id));
      const [user] = await tx.select().from(users).where(eq(users.id, before.userId)).for('update');
      if (!user) throw notFound(STAFF_NOT_FOUND);

      const phone =
        body.phone_number !== undefined ? toInternationalPhone(body.phone_number) : user.phoneNumber;
      const phoneChanged = phone !== user.phoneNumber;
      if (phoneChanged) await assertPhoneChangeAllowed(tx, principal, user, phone);

      // The person: only the super company or the person themself changes name and email there.
      const personLevel = principal.isSuper || principal.userId === user.id;
      const userPatch = {
        ...(personLevel && body.full_name !== undefined ? { fullName: body.full_name } : {}),
        ...(personLevel && body.email !== undefined ? { email: body.email } : {}),
        ...(phoneChanged ? { phoneNumber: phone } : {}),
        ...(body.enabled_bus_companies_id !== undefined
          ? { enabledBusCompaniesId: body.enabled_bus_companies_id }
          : {}),
      };
      if (Object.keys(userPatch).length > 0) {
        await updateUserRecorded(tx, principal, user, userPatch, before.companyId);
      }
      if (phoneChanged) await movePhoneOfOtherRecords(tx, principal, before, phone);

      const fullName = body.full_name ?? before.fullName;
      const staffCode = body.staff_code !== undefined ? body.staff_code : before.staffCode;
      await tx
        .update(busStaff)
        .set({
          ...(body.full_name !== undefined ? { fullName: body.full_name } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.staff_code !== undefined ? { staffCode: body.staff_code } : {}),
          ...(body.role !== undefined ? { role: body.role } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(body.licence_expires_on !== undefined ? { licenceExpiresOn: body.licence_expires_on } : {}),
          phoneNumber: phone,
          searchText: staffSearchText(fullName, phone, staffCode),
          updatedAt: new Date(),
        })
        .where(eq(busStaff.id, before.id));
      const after = toStaffBody(await loadVisibleStaff(tx, before.id));
      await recordHistory(tx, principal, {
        entity: 'bus_staff',
        entityId: before.id,
        action: 'update',
        companyId: before.companyId,
        before: beforeBody,
        after,
      });
      const revoke =
        phoneChanged || roleChanged
          ? await endSessions(tx, services, principal, user.id, before.companyId, phoneChanged)
          : async () => {};
      return { answer: forCaller(principal, after), afterCommit: revoke };
    });
    await afterCommit();
    return answer;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PHONE_TAKEN);
    throw error;
  }
}

/** A new sign-in phone or a new role: every session of the person ends, and history says why. */
async function endSessions(
  tx: Tx,
  services: Services,
  principal: Principal,
  userId: number,
  companyId: number,
  phoneChanged: boolean,
): Promise<() => Promise<void>> {
  const revoke = await revokeAllSessionsOf(tx, services, userId);
  await recordHistory(tx, principal, {
    entity: 'user',
    entityId: userId,
    action: 'revoke_sessions',
    companyId,
    after: { reason: phoneChanged ? 'phone_change' : 'role_change' },
  });
  return revoke;
}

/**
 * A phone number moves with the person (sign-in, SMS codes): it must be free, and when the person
 * also works for companies the caller does not see (another member company, the super company),
 * only the super company may change it.
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
  // Every company of the person, the ones the caller does not see included: that is the question.
  const memberships = await unscoped(tx)
    .select({ companyId: busStaff.companyId })
    .from(busStaff)
    .where(eq(busStaff.userId, user.id));
  if (
    user.belongSuperCompany ||
    user.activeSuperCompany ||
    memberships.some((m) => !canSeeCompany(principal, m.companyId))
  ) {
    throw forbidden('Nhân viên này làm việc cho nhiều công ty: chỉ công ty tổng mới được đổi số điện thoại');
  }
}

/**
 * The person's other staff records carry the same sign-in phone. Only the super company reaches
 * records outside the caller's company here (assertPhoneChangeAllowed); names and emails there are
 * those companies' own and stay.
 */
async function movePhoneOfOtherRecords(
  tx: Tx,
  principal: Principal,
  staff: StaffRow,
  phone: string,
): Promise<void> {
  // The super company, even working in one member company, moves the phone on every record.
  const everywhere = unscoped(tx);
  const others = await everywhere
    .select()
    .from(busStaff)
    .where(and(eq(busStaff.userId, staff.userId), ne(busStaff.id, staff.id)));
  for (const other of others) {
    await everywhere
      .update(busStaff)
      .set({
        phoneNumber: phone,
        searchText: staffSearchText(other.fullName, phone, other.staffCode),
        updatedAt: new Date(),
      })
      .where(eq(busStaff.id, other.id));
    await recordHistory(tx, principal, {
      entity: 'bus_staff',
      entityId: other.id,
      action: 'update',
      companyId: other.companyId,
      before: { phone_number: other.phoneNumber },
      after: { phone_number: phone },
    });
  }
}
