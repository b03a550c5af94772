// Companies: the super company and its member companies (spec §2 /company, §7 Companies).
import { fold } from '@busops/domain';
import { toInternationalPhone } from '@busops/sdk';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import { canSeeCompany, companyFilter } from '../../access/tenancy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Executor } from '../../db/client.ts';
import { billSettings, busStaff, companies, roles, users } from '../../db/schema/index.ts';
import { companySearchText, staffSearchText } from '../../db/search-text.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { defineHandlers } from '../../http/operation.ts';
import { likePattern, orderBy, pageOf } from '../../http/paging.ts';
import { adminNameSql, companyView, loadCompany, loadStaffView, staffCountSql } from './views.ts';

const COMPANY_NOT_FOUND = 'Không tìm thấy công ty';

/** A company row the caller may see (its own id is its company), else 404. */
async function visibleCompany(executor: Executor, principal: Principal, id: number) {
  const [row] = await executor.select().from(companies).where(eq(companies.id, id));
  if (!row || !canSeeCompany(principal, row.id)) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

/** Creating companies is the super company's own business (not a super user working in a member company). */
function assertActingAsSuperCompany(principal: Principal): void {
  if (!canSeeCompany(principal, principal.superCompanyId) || principal.companyIds !== 'all')
    throw forbidden();
}

async function assertUniqueCodes(
  executor: Executor,
  values: { code?: string; taxCode?: string | null },
  exceptId: number | null,
): Promise<void> {
  const others = exceptId === null ? undefined : ne(companies.id, exceptId);
  if (values.code !== undefined) {
    const [dup] = await executor
      .select({ id: companies.id })
      .from(companies)
      .where(and(sql`lower(${companies.code}) = lower(${values.code})`, others))
      .limit(1);
    if (dup) throw conflict('Mã công ty đã tồn tại');
  }
  if (values.taxCode) {
    const [dup] = await executor
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.taxCode, values.taxCode), others))
      .limit(1);
    if (dup) throw conflict('Mã số thuế đã được sử dụng bởi công ty khác');
  }
}

const phoneOrNull = (phone: string | null | undefined) => (phone ? toInternationalPhone(phone) : null);

export const companyHandlers = defineHandlers({
  async listCompanies({ query, principal, services }) {
    const { db } = services.database;
    const keyword = query.keyword?.trim();
    const where = and(
      companyFilter(principal, companies.id),
      query.status ? eq(companies.status, query.status) : undefined,
      keyword
        ? sql`(${companies.searchText} like ${likePattern(fold(keyword))} or coalesce(${companies.taxCode}, '') like ${likePattern(keyword)})`
        : undefined,
    );
    const { limit, offset } = pageOf(query);
    const [rows, [counted]] = await Promise.all([
      db
        .select({ company: companies, staffCount: staffCountSql, adminName: adminNameSql })
        .from(companies)
        .where(where)
        .orderBy(
          ...orderBy<'name' | 'code' | 'staff_count' | 'created_at'>(
            query.sort,
            {
              name: companies.name,
              code: companies.code,
              staff_count: staffCountSql,
              created_at: companies.createdAt,
            },
            'name',
            companies.id,
          ),
        )
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(companies)
        .where(where),
    ]);
    return { items: rows.map((r) => companyView(r.company, r)), total: counted?.total ?? 0 };
  },

  async createCompany({ body, principal, services }) {
    assertActingAsSuperCompany(principal);
    return services.database.db.transaction(async (tx) => {
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
  },

  async getCompany({ params, principal, services }) {
    const company = await loadCompany(services.database.db, params.id);
    if (!company || !canSeeCompany(principal, company.id)) throw notFound(COMPANY_NOT_FOUND);
    return company;
  },

  async updateCompany({ params, body, principal, services }) {
    return services.database.db.transaction(async (tx) => {
      const row = await visibleCompany(tx, principal, params.id);
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
      await tx
        .update(companies)
        .set({
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
          updatedAt: new Date(),
        })
        .where(eq(companies.id, row.id));
      const after = (await loadCompany(tx, row.id))!;
      await recordHistory(tx, principal, {
        entity: 'company',
        entityId: row.id,
        action: 'update',
        companyId: row.id,
        before,
        after,
      });
      return after;
    });
  },

  async deleteCompany({ params, principal, services }) {
    return services.database.db.transaction(async (tx) => {
      const row = await visibleCompany(tx, principal, params.id);
      if (row.isSuper) throw conflict('Không thể xoá công ty tổng', 'SUPER_COMPANY');
      // Lock the company row so no staff is added while it is being deleted.
      await tx.execute(sql`select id from ${companies} where ${companies.id} = ${row.id} for update`);
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
      return { message: 'OK' };
    });
  },

  async assignCompanyAdmin({ params, body, principal, services }) {
    const phone = toInternationalPhone(body.phone_number);
    // Hash outside the transaction: argon2 is slow on purpose.
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    return services.database.db.transaction(async (tx) => {
      const company = await visibleCompany(tx, principal, params.id);
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

      await tx
        .update(companies)
        .set({ adminId: staff!.id, updatedAt: new Date() })
        .where(eq(companies.id, company.id));
      const after = (await loadCompany(tx, company.id))!;
      await recordHistory(tx, principal, {
        entity: 'company',
        entityId: company.id,
        action: 'assign_admin',
        companyId: company.id,
        before,
        after,
      });
      return { company: after, staff: staffAnswer };
    });
  },
});
