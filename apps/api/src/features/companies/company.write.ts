// Creating, updating and deleting companies. The super company cannot be deactivated or deleted;
// a company goes only without staff, taking its own positions and invoice configuration with it.
import { and, eq, sql } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { billSettings, busStaff, companies, roles, users } from '../../db/schema/index.ts';
import { companySearchText } from '../../db/search-text.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import {
  assertActingAsSuperCompany,
  assertUniqueCodes,
  phoneOrNull,
  visibleCompany,
} from './company.checks.ts';
import { updateCompanyRecorded } from './company.recorded-update.ts';
import { type CompanyView, companyView, loadCompany } from './views.ts';

export function createCompany(
  db: Db,
  principal: Principal,
  body: BodyOf<'createCompany'>,
): Promise<CompanyView> {
  assertActingAsSuperCompany(principal);
  return db.transaction(async (tx) => {
    await assertUniqueCodes(tx, { code: body.code, taxCode: body.tax_code }, null);
    const [row] = await tx
      .insert(companies)
      .values({
        name: body.name,
        shortName: body.short_name ?? null,
        code: body.code,
        taxCode: body.tax_code ?? null,
        address: body.address ?? null,
        phoneNumber: phoneOrNull(body.phone_number),
        email: body.email ?? null,
        status: body.status ?? 'active',
        isSuper: false,
        searchText: companySearchText(body.name, body.short_name, body.code),
      })
      .returning();
    const view = companyView(row!, { staffCount: 0, adminName: null });
    await recordHistory(tx, principal, {
      entity: 'company',
      entityId: row!.id,
      action: 'create',
      companyId: row!.id,
      after: view,
    });
    return view;
  });
}

export function updateCompany(
  db: Db,
  principal: Principal,
  id: number,
  body: BodyOf<'updateCompany'>,
): Promise<CompanyView> {
  return db.transaction(async (tx) => {
    const row = await visibleCompany(tx, id);
    const before = (await loadCompany(tx, row.id))!;
    if (row.isSuper && body.status === 'inactive') {
      throw badRequest('Không thể ngừng hoạt động công ty tổng', [
        { field: 'status', message: 'Không thể ngừng hoạt động công ty tổng' },
      ]);
    }
    if (body.admin_id !== undefined && body.admin_id !== null) {
      const [staff] = await tx
        .select({ id: busStaff.id })
        .from(busStaff)
        .where(and(eq(busStaff.id, body.admin_id), eq(busStaff.companyId, row.id)));
      if (!staff) {
        const message = 'Quản trị viên phải là nhân viên của công ty này';
        throw badRequest(message, [{ field: 'admin_id', message }]);
      }
    }
    await assertUniqueCodes(tx, { code: body.code, taxCode: body.tax_code }, row.id);

    const name = body.name ?? row.name;
    const shortName = body.short_name !== undefined ? body.short_name : row.shortName;
    const code = body.code ?? row.code;
    return updateCompanyRecorded(tx, principal, row.id, 'update', before, {
      name,
      shortName,
      code,
      ...(body.tax_code !== undefined ? { taxCode: body.tax_code } : {}),
      ...(body.address !== undefined ? { address: body.address } : {}),
      ...(body.phone_number !== undefined ? { phoneNumber: phoneOrNull(body.phone_number) } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.admin_id !== undefined ? { adminId: body.admin_id } : {}),
      searchText: companySearchText(name, shortName, code),
    });
  });
}

export function deleteCompany(db: Db, principal: Principal, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await visibleCompany(tx, id);
    if (row.isSuper) throw conflict('Không thể xoá công ty tổng', 'SUPER_COMPANY');
    // Lock the company row so no staff is added while it is being deleted.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, row.id)).for('update');
    const [{ staff } = { staff: 0 }] = await tx
      .select({ staff: sql<number>`count(*)`.mapWith(Number) })
      .from(busStaff)
      .where(eq(busStaff.companyId, row.id));
    if (staff > 0) throw conflict('Không thể xoá công ty còn nhân viên', 'COMPANY_HAS_STAFF');
    const before = (await loadCompany(tx, row.id))!;

    // The company's own positions and invoice configuration go with it.
    const ownPositions = await tx.delete(roles).where(eq(roles.companyId, row.id)).returning();
    for (const position of ownPositions) {
      await recordHistory(tx, principal, {
        entity: 'role',
        entityId: position.id,
        action: 'delete',
        companyId: row.id,
        before: position,
      });
    }
    const bill = await tx.delete(billSettings).where(eq(billSettings.companyId, row.id)).returning();
    if (bill.length) {
      await recordHistory(tx, principal, {
        entity: 'bill_setting',
        entityId: row.id,
        action: 'delete',
        companyId: row.id,
        before: bill[0],
      });
    }
    await tx.update(users).set({ currentCompanyId: null }).where(eq(users.currentCompanyId, row.id));
    await tx.delete(companies).where(eq(companies.id, row.id));
    await recordHistory(tx, principal, {
      entity: 'company',
      entityId: row.id,
      action: 'delete',
      companyId: row.id,
      before,
    });
  });
}
