// Employees (bus staff): list and .xlsx export, create (user + staff in one transaction), read,
// partial update, delete, and idempotent deposits. Tenancy through access/tenancy.ts only.
import { toInternationalPhone } from '@busops/sdk';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import { assertVisible, canSeeCompany, targetCompanyId } from '../../access/tenancy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Tx } from '../../db/client.ts';
import { busStaff, companies, deposits, users } from '../../db/schema/index.ts';
import { staffSearchText } from '../../db/search-text.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { withIdempotency } from '../../http/idempotency.ts';
import { defineHandlers, type SuccessOf } from '../../http/operation.ts';
import { pageOf } from '../../http/paging.ts';
import { exportStaff } from './staff.export.ts';
import {
  loadVisibleStaff,
  STAFF_NOT_FOUND,
  selectStaff,
  staffListWhere,
  staffOrder,
  toStaffBody,
} from './staff.query.ts';

export const PHONE_IN_COMPANY = 'Số điện thoại đã tồn tại trong công ty';
export const PHONE_TAKEN = 'Số điện thoại đã được sử dụng bởi người dùng khác';

type StaffRow = typeof busStaff.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** Roles 1 (Super Admin) and 2 (Admin) are granted, and taken away, by a Super Admin only. */
const ADMIN_ROLES: ReadonlySet<number> = new Set([1, 2]);
const isSuperAdmin = (principal: Principal) => principal.role === 1;

function assertMayGrant(principal: Principal, role: number): void {
  if (ADMIN_ROLES.has(role) && !isSuperAdmin(principal)) {
    throw forbidden('Chỉ Super Admin mới được gán vai trò Super Admin hoặc Admin');
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const userAudit = (u: UserRow) => ({
  id: u.id,
  phone_number: u.phoneNumber,
  full_name: u.fullName,
  email: u.email,
  org_id: u.orgId,
  enabled_bus_companies_id: u.enabledBusCompaniesId,
  belong_super_company: u.belongSuperCompany,
  active_super_company: u.activeSuperCompany,
});

const union = (list: readonly number[], extra: readonly number[]) => [...new Set([...list, ...extra])];

export const employeeHandlers = defineHandlers({
  async listBusStaff({ query, principal, services, reply }) {
    const { db } = services.database;
    if (query.export) return exportStaff(db, principal, query, reply);
    const where = staffListWhere(principal, query);
    const { limit, offset } = pageOf(query);
    const [rows, [totals]] = await Promise.all([
      selectStaff(db)
        .where(where)
        .orderBy(...staffOrder(query.sort))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(busStaff)
        .where(where),
    ]);
    return { items: rows.map(toStaffBody), total: totals?.total ?? 0 };
  },

  async createBusStaff({ body, principal, services }) {
    const { db } = services.database;
    const companyId = targetCompanyId(principal, body.company_id);
    assertMayGrant(principal, body.role);
    const superFields =
      body.org_id !== undefined ||
      body.enabled_bus_companies_id !== undefined ||
      body.belong_super_company === true ||
      body.active_super_company === true;
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
            searchText: staffSearchText(body.full_name, phone, body.staff_code),
          })
          .returning();
        const created = toStaffBody(await loadVisibleStaff(tx, principal, staff!.id));
        await recordHistory(tx, principal, {
          entity: 'bus_staff',
          entityId: staff!.id,
          action: 'create',
          companyId,
          after: created,
        });
        return created;
      });
    } catch (error) {
      // Two concurrent creates of the same person: the unique indexes decide, the loser gets 409.
      if (isUniqueViolation(error)) throw conflict(PHONE_IN_COMPANY);
      throw error;
    }
  },

  async getBusStaff({ params, principal, services }) {
    return toStaffBody(await loadVisibleStaff(services.database.db, principal, params.id));
  },

  async getStaff({ params, principal, services }) {
    return toStaffBody(await loadVisibleStaff(services.database.db, principal, params.id));
  },

  async updateBusStaff({ params, body, principal, services }) {
    const { db } = services.database;
    if (body.role !== undefined) assertMayGrant(principal, body.role);
    if (body.enabled_bus_companies_id !== undefined && !principal.isSuper) {
      throw forbidden('Chỉ công ty tổng mới được thay đổi danh sách công ty của người dùng');
    }
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx.select().from(busStaff).where(eq(busStaff.id, params.id)).for('update');
        const before = assertVisible(principal, row, STAFF_NOT_FOUND);
        if (body.role !== undefined && body.role !== before.role) assertMayGrant(principal, before.role);
        const beforeBody = toStaffBody(await loadVisibleStaff(tx, principal, before.id));
        const [user] = await tx.select().from(users).where(eq(users.id, before.userId)).for('update');
        if (!user) throw notFound(STAFF_NOT_FOUND);

        const phone =
          body.phone_number !== undefined ? toInternationalPhone(body.phone_number) : user.phoneNumber;
        if (phone !== user.phoneNumber) await assertPhoneChangeAllowed(tx, principal, user, phone);

        // The person: users row, and every staff copy of their name, phone and email.
        const personPatch = {
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
          const [updatedUser] = await tx
            .update(users)
            .set({ ...userPatch, updatedAt: new Date() })
            .where(eq(users.id, user.id))
            .returning();
          await recordHistory(tx, principal, {
            entity: 'user',
            entityId: user.id,
            action: 'update',
            companyId: before.companyId,
            before: userAudit(user),
            after: userAudit(updatedUser!),
          });
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
  },

  async deleteBusStaff({ params, principal, services }) {
    const { db } = services.database;
    await db.transaction(async (tx) => {
      // Locks the row: a concurrent deposit waits, so the balance checked is the balance deleted.
      const [row] = await tx.select().from(busStaff).where(eq(busStaff.id, params.id)).for('update');
      const staff = assertVisible(principal, row, STAFF_NOT_FOUND);
      const beforeBody = toStaffBody(await loadVisibleStaff(tx, principal, staff.id));
      if (principal.staff?.id === staff.id)
        throw conflict('Không thể xoá chính tài khoản đang đăng nhập', 'STAFF_IS_SELF');
      const [company] = await tx
        .select({ adminId: companies.adminId })
        .from(companies)
        .where(eq(companies.id, staff.companyId));
      if (company?.adminId === staff.id) {
        throw conflict(
          'Nhân viên đang là quản trị viên của công ty, không thể xoá',
          'STAFF_IS_COMPANY_ADMIN',
        );
      }
      if (staff.depositBalance !== 0) {
        throw conflict('Nhân viên còn số dư ký quỹ, không thể xoá', 'STAFF_HAS_DEPOSIT');
      }
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(deposits)
        .where(eq(deposits.staffId, staff.id));
      if (Number(n) > 0) {
        throw conflict(
          'Nhân viên đã có giao dịch ký quỹ, không thể xoá; hãy chuyển sang trạng thái ngừng hoạt động',
          'STAFF_HAS_DEPOSIT',
        );
      }
      await tx.delete(busStaff).where(eq(busStaff.id, staff.id));
      // The user stays (other companies), but can no longer choose this one.
      await tx
        .update(users)
        .set({
          enabledBusCompaniesId: sql`array_remove(${users.enabledBusCompaniesId}, ${staff.companyId}::integer)`,
        })
        .where(eq(users.id, staff.userId));
      await recordHistory(tx, principal, {
        entity: 'bus_staff',
        entityId: staff.id,
        action: 'delete',
        companyId: staff.companyId,
        before: beforeBody,
      });
    });
    return { message: 'OK' };
  },

  async depositBusStaff({ body, request, principal, services, reply }) {
    const key = request.headers['idempotency-key'];
    const result = await withIdempotency<SuccessOf<'depositBusStaff'>>(
      {
        db: services.database.db,
        userId: principal.userId,
        operationId: 'depositBusStaff',
        key: typeof key === 'string' ? key : null,
        request: body,
      },
      async (tx) => {
        const [row] = await tx
          .select({ id: busStaff.id, companyId: busStaff.companyId, balance: busStaff.depositBalance })
          .from(busStaff)
          .where(eq(busStaff.id, body.staff_id));
        const staff = assertVisible(principal, row, STAFF_NOT_FOUND);
        const [updated] = await tx
          .update(busStaff)
          .set({ depositBalance: sql`${busStaff.depositBalance} + ${body.amount}`, updatedAt: new Date() })
          .where(eq(busStaff.id, staff.id))
          .returning({ balance: busStaff.depositBalance });
        const [deposit] = await tx
          .insert(deposits)
          .values({
            companyId: staff.companyId,
            staffId: staff.id,
            amount: body.amount,
            balanceAfter: updated!.balance,
            note: body.note ?? null,
            createdBy: principal.userId,
          })
          .returning();
        const answer = {
          id: deposit!.id,
          staff_id: deposit!.staffId,
          amount: deposit!.amount,
          balance_after: deposit!.balanceAfter,
          note: deposit!.note,
          created_at: deposit!.createdAt.toISOString(),
        };
        await recordHistory(tx, principal, {
          entity: 'bus_staff',
          entityId: staff.id,
          action: 'deposit',
          companyId: staff.companyId,
          before: { deposit_balance: updated!.balance - body.amount },
          after: { deposit_balance: updated!.balance, deposit: answer },
        });
        return { status: 201, body: answer };
      },
    );
    reply.code(result.status);
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return result.body;
  },
});

interface NewStaffPerson {
  phone: string;
  passwordHash: string | null;
  companyId: number;
  full_name: string;
  email?: string | null;
  org_id?: number;
  enabled_bus_companies_id?: number[];
  belong_super_company?: boolean;
  active_super_company?: boolean;
}

/**
 * The user behind a new staff record: the existing user with this phone (unless already staff of
 * the company: 409), or a new one. An existing user's password and name are left alone; they only
 * gain the company in the list they may choose from (and, from the super company, the org fields).
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
    ...(input.org_id !== undefined ? { orgId: input.org_id } : {}),
    ...(input.belong_super_company !== undefined ? { belongSuperCompany: input.belong_super_company } : {}),
    ...(input.active_super_company !== undefined ? { activeSuperCompany: input.active_super_company } : {}),
  };
  const [updated] = await tx
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, existing.id))
    .returning();
  await recordHistory(tx, principal, {
    entity: 'user',
    entityId: existing.id,
    action: 'update',
    companyId: input.companyId,
    before: userAudit(existing),
    after: userAudit(updated!),
  });
  return existing.id;
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
  patch: { fullName?: string; email?: string | null; phoneNumber?: string },
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
