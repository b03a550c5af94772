// assignCompanyAdmin: makes a person (found by phone, or new) the admin of a member company: a new
// staff record on the shared Company Admin position, set as the company's admin_id.
import { toInternationalPhone } from '@busops/sdk';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { busStaff, roles, users } from '../../db/schema/index.ts';
import { staffSearchText } from '../../db/search-text.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { visibleCompany } from './company.checks.ts';
import { updateCompanyRecorded } from './company.recorded-update.ts';
import { loadCompany, loadStaffView } from './views.ts';

export async function assignCompanyAdmin(
  db: Db,
  principal: Principal,
  companyId: number,
  body: BodyOf<'assignCompanyAdmin'>,
): Promise<SuccessOf<'assignCompanyAdmin'>> {
  const phone = toInternationalPhone(body.phone_number);
  // Hash outside the transaction: argon2 is slow on purpose.
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  return db.transaction(async (tx) => {
    const company = await visibleCompany(tx, companyId);
    if (company.isSuper) {
      const message = 'Không thể gán quản trị viên công ty thành viên cho công ty tổng';
      throw badRequest(message, [{ field: 'id', message }]);
    }
    const before = (await loadCompany(tx, company.id))!;
    const [already] = await tx
      .select({ id: busStaff.id })
      .from(busStaff)
      .innerJoin(users, eq(users.id, busStaff.userId))
      .where(
        and(
          eq(busStaff.companyId, company.id),
          sql`(${users.phoneNumber} = ${phone} or ${busStaff.phoneNumber} = ${phone})`,
        ),
      )
      .limit(1);
    if (already) throw conflict('Số điện thoại đã là nhân viên của công ty này', 'STAFF_EXISTS');

    let [user] = await tx.select().from(users).where(eq(users.phoneNumber, phone));
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({
          phoneNumber: phone,
          fullName: body.full_name,
          email: body.email ?? null,
          passwordHash,
          orgId: company.id,
          enabledBusCompaniesId: [company.id],
          belongSuperCompany: false,
          activeSuperCompany: false,
        })
        .returning();
      await recordHistory(tx, principal, {
        entity: 'user',
        entityId: user!.id,
        action: 'create',
        companyId: company.id,
        after: { ...user!, passwordHash: undefined },
      });
    } else if (!user.enabledBusCompaniesId.includes(company.id)) {
      const beforeUser = { enabled_bus_companies_id: user.enabledBusCompaniesId };
      [user] = await tx
        .update(users)
        .set({ enabledBusCompaniesId: [...user.enabledBusCompaniesId, company.id], updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      await recordHistory(tx, principal, {
        entity: 'user',
        entityId: user!.id,
        action: 'update',
        companyId: company.id,
        before: beforeUser,
        after: { enabled_bus_companies_id: user!.enabledBusCompaniesId },
      });
    }

    // The shared Company Admin position, when one exists.
    const [position] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.systemRole, 2), isNull(roles.companyId)))
      .orderBy(asc(roles.id))
      .limit(1);
    const [staff] = await tx
      .insert(busStaff)
      .values({
        companyId: company.id,
        userId: user!.id,
        fullName: body.full_name,
        phoneNumber: phone,
        email: body.email ?? null,
        role: 2,
        roleId: position?.id ?? null,
        searchText: staffSearchText(body.full_name, phone, null),
      })
      .returning();
    const staffAnswer = (await loadStaffView(tx, staff!.id))!;
    await recordHistory(tx, principal, {
      entity: 'bus_staff',
      entityId: staff!.id,
      action: 'create',
      companyId: company.id,
      after: staffAnswer,
    });

    const after = await updateCompanyRecorded(tx, principal, company.id, 'assign_admin', before, {
      adminId: staff!.id,
    });
    return { company: after, staff: staffAnswer };
  });
}
