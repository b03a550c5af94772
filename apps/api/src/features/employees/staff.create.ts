// createBusStaff: the user (found by phone, or new) and the staff record in one transaction. Only
// the super company sets org fields; only a Super Admin grants admin roles or super-company rights.
// An existing person is added as they are: nothing they are or hold elsewhere changes (ADR 0006).
import { toInternationalPhone } from '@busops/sdk';
import { and, eq } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import { targetCompanyId } from '../../access/tenancy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db, Tx } from '../../db/client.ts';
import { busStaff, companies, users } from '../../db/schema/index.ts';
import { staffSearchText } from '../../db/search-text.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import { assertRealDay } from '../real-day.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { type BusStaffBody, loadVisibleStaff, toStaffBody } from './staff.query.ts';
import { assertMayGrant, forCaller, isSuperAdmin, PHONE_IN_COMPANY } from './staff.rules.ts';
import { updateUserRecorded, userAudit } from './staff.user.ts';

type NewStaff = BodyOf<'createBusStaff'>;

export async function createStaff(db: Db, principal: Principal, body: NewStaff): Promise<BusStaffBody> {
  const companyId = targetCompanyId(principal, body.company_id);
  assertMayGrant(principal, body.role);
  // Sent at all, even `false`: these are the person's, not the company's (schema defaults are not
  // filled into bodies, see http/validation.ts).
  const superFields =
    body.org_id !== undefined ||
    body.enabled_bus_companies_id !== undefined ||
    body.belong_super_company !== undefined ||
    body.active_super_company !== undefined;
  if (superFields && !principal.isSuper) {
    throw forbidden(
      'Chỉ công ty tổng mới được thiết lập tổ chức, danh sách công ty hoặc quyền công ty tổng của người dùng',
    );
  }
  if (body.active_super_company === true && !isSuperAdmin(principal)) {
    throw forbidden('Chỉ Super Admin mới được cấp quyền công ty tổng');
  }
  const phone = toInternationalPhone(body.phone_number);
  const passwordHash = body.password ? await hashPassword(body.password) : null;

  assertRealDay(body.licence_expires_on, 'licence_expires_on', 'Hạn giấy phép lái xe');
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company) throw notFound('Không tìm thấy công ty');

      const userId = await ensureUser(tx, principal, { ...body, phone, passwordHash, companyId });
      const [staff] = await tx
        .insert(busStaff)
        .values({
          companyId,
          userId,
          fullName: body.full_name,
          phoneNumber: phone,
          email: body.email ?? null,
          staffCode: body.staff_code ?? null,
          role: body.role,
          status: body.status ?? 'active',
          licenceExpiresOn: body.licence_expires_on ?? null,
          searchText: staffSearchText(body.full_name, phone, body.staff_code),
        })
        .returning();
      const created = toStaffBody(await loadVisibleStaff(tx, staff!.id));
      await recordHistory(tx, principal, {
        entity: 'bus_staff',
        entityId: staff!.id,
        action: 'create',
        companyId,
        after: created,
      });
      return forCaller(principal, created);
    });
  } catch (error) {
    // Two concurrent creates of the same person: the unique indexes decide, the loser gets 409.
    if (isUniqueViolation(error)) throw conflict(PHONE_IN_COMPANY);
    throw error;
  }
}

/** The body's person fields, plus what createStaff worked out: the +84 phone, the hash, the company. */
type NewStaffPerson = Pick<
  NewStaff,
  | 'full_name'
  | 'email'
  | 'org_id'
  | 'enabled_bus_companies_id'
  | 'belong_super_company'
  | 'active_super_company'
> & { phone: string; passwordHash: string | null; companyId: number };

const union = (list: readonly number[], extra: readonly number[]) => [...new Set([...list, ...extra])];

/**
 * The user behind a new staff record: the existing user with this phone (unless already staff of
 * the company: 409), or a new one. An existing person's password, name, email, other companies and
 * super-company rights are left alone; they only gain this company in the list they may choose from
 * (and, from the super company only, the org fields it sent explicitly).
 */
async function ensureUser(tx: Tx, principal: Principal, input: NewStaffPerson): Promise<number> {
  const [existing] = await tx.select().from(users).where(eq(users.phoneNumber, input.phone)).for('update');
  if (!existing) {
    const [user] = await tx
      .insert(users)
      .values({
        phoneNumber: input.phone,
        fullName: input.full_name,
        email: input.email ?? null,
        passwordHash: input.passwordHash,
        orgId: input.org_id ?? input.companyId,
        enabledBusCompaniesId: union(input.enabled_bus_companies_id ?? [], [input.companyId]),
        belongSuperCompany: input.belong_super_company ?? false,
        activeSuperCompany: input.active_super_company ?? false,
      })
      .returning();
    await recordHistory(tx, principal, {
      entity: 'user',
      entityId: user!.id,
      action: 'create',
      companyId: input.companyId,
      after: userAudit(user!),
    });
    return user!.id;
  }

  const [already] = await tx
    .select({ id: busStaff.id })
    .from(busStaff)
    .where(and(eq(busStaff.userId, existing.id), eq(busStaff.companyId, input.companyId)));
  if (already) throw conflict(PHONE_IN_COMPANY);

  const patch = {
    enabledBusCompaniesId: union(input.enabled_bus_companies_id ?? existing.enabledBusCompaniesId, [
      input.companyId,
    ]),
    ...(principal.isSuper && input.org_id !== undefined ? { orgId: input.org_id } : {}),
    ...(principal.isSuper && input.belong_super_company !== undefined
      ? { belongSuperCompany: input.belong_super_company }
      : {}),
    ...(principal.isSuper && input.active_super_company !== undefined
      ? { activeSuperCompany: input.active_super_company }
      : {}),
  };
  if (principal.isSuper) {
    await updateUserRecorded(tx, principal, existing, patch, input.companyId);
    return existing.id;
  }
  // A member company: only its own id joins the list, and its history row says only that (the
  // person's other companies and rights are not the company's to read).
  await tx
    .update(users)
    .set({ enabledBusCompaniesId: patch.enabledBusCompaniesId, updatedAt: new Date() })
    .where(eq(users.id, existing.id));
  await recordHistory(tx, principal, {
    entity: 'user',
    entityId: existing.id,
    action: 'add_company',
    companyId: input.companyId,
    after: { company_id: input.companyId },
  });
  return existing.id;
}
