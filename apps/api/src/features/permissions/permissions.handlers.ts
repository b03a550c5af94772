// Features (functions), positions (permission roles) and their assignment to employees (spec §2 /permission).
import { fold } from '@busops/domain';
import type { components } from '@busops/sdk/schema';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import { assertVisible, canSeeCompany, companyFilter } from '../../access/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { busStaff, companies, features, roleFeatures, roles } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { type BodyOf, defineHandlers } from '../../http/operation.ts';
import { likePattern, pageOf } from '../../http/paging.ts';
import { foldedSql, loadStaffView } from '../companies/views.ts';

type FeatureView = components['schemas']['Feature'];
type PositionView = components['schemas']['Position'];
type FeatureRow = typeof features.$inferSelect;
type RoleRow = typeof roles.$inferSelect;

const FEATURE_NOT_FOUND = 'Không tìm thấy chức năng';
const ROLE_NOT_FOUND = 'Không tìm thấy chức vụ';
const STAFF_NOT_FOUND = 'Không tìm thấy nhân viên';

const featureView = (row: FeatureRow): FeatureView => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  group: row.group,
});

/** Positions with their features, in the order given. */
async function positionViews(executor: Executor, rows: RoleRow[]): Promise<PositionView[]> {
  if (rows.length === 0) return [];
  const granted = await executor
    .select({ roleId: roleFeatures.roleId, id: features.id, code: features.code, name: features.name })
    .from(roleFeatures)
    .innerJoin(features, eq(features.id, roleFeatures.featureId))
    .where(
      inArray(
        roleFeatures.roleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(features.group), asc(features.code), asc(features.id));
  return rows.map((row) => {
    const list = granted.filter((g) => g.roleId === row.id).map(({ id, code, name }) => ({ id, code, name }));
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      description: row.description,
      system_role: row.systemRole as PositionView['system_role'],
      feature_ids: list.map((f) => f.id),
      features: list,
      company_id: row.companyId,
    };
  });
}

async function positionView(executor: Executor, id: number): Promise<PositionView> {
  const [row] = await executor.select().from(roles).where(eq(roles.id, id));
  if (!row) throw notFound(ROLE_NOT_FOUND);
  return (await positionViews(executor, [row]))[0]!;
}

/** Shared positions, plus those of the caller's companies. */
function visiblePositions(principal: Principal) {
  const own = companyFilter(principal, roles.companyId);
  return own ? or(isNull(roles.companyId), own) : undefined;
}

async function findRole(executor: Executor, principal: Principal, id: number): Promise<RoleRow> {
  const [row] = await executor
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), visiblePositions(principal)));
  if (!row) throw notFound(ROLE_NOT_FOUND);
  return row;
}

async function findFeature(executor: Executor, id: number): Promise<FeatureRow> {
  const [row] = await executor.select().from(features).where(eq(features.id, id));
  if (!row) throw notFound(FEATURE_NOT_FOUND);
  return row;
}

async function assertFeatureCodeFree(
  executor: Executor,
  code: string,
  exceptId: number | null,
): Promise<void> {
  const [dup] = await executor
    .select({ id: features.id })
    .from(features)
    .where(and(eq(features.code, code), exceptId === null ? undefined : ne(features.id, exceptId)))
    .limit(1);
  if (dup) throw conflict('Mã chức năng đã tồn tại');
}

type PositionInput = BodyOf<'createRole'>;

/** Checks a position input: its company (visible, existing), its features (all existing), its code (free). */
async function checkPositionInput(
  executor: Executor,
  principal: Principal,
  body: PositionInput,
  exceptId: number | null,
): Promise<void> {
  const companyId = body.company_id ?? null;
  if (companyId !== null) {
    const [company] = await executor
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company || !canSeeCompany(principal, company.id)) {
      throw badRequest(COMPANY_UNKNOWN, [{ field: 'company_id', message: COMPANY_UNKNOWN }]);
    }
  }
  const wanted = [...new Set(body.feature_ids)];
  if (wanted.length) {
    const found = await executor
      .select({ id: features.id })
      .from(features)
      .where(inArray(features.id, wanted));
    const missing = wanted.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) {
      const message = `Chức năng không tồn tại: ${missing.join(', ')}`;
      throw badRequest(message, [{ field: 'feature_ids', message }]);
    }
  }
  // roles_code_key is unique over every position, so a code is checked against all of them.
  const [dup] = await executor
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.code, body.code), exceptId === null ? undefined : ne(roles.id, exceptId)))
    .limit(1);
  if (dup) throw conflict('Mã chức vụ đã tồn tại');
}

const COMPANY_UNKNOWN = 'Công ty không tồn tại';

export const permissionHandlers = defineHandlers({
  async listFeatures({ query, services }) {
    const { db } = services.database;
    const keyword = query.keyword?.trim();
    const where = and(
      query.group ? eq(features.group, query.group) : undefined,
      keyword
        ? sql`${foldedSql(features.code, features.name)} like ${likePattern(fold(keyword))}`
        : undefined,
    );
    const { limit, offset } = pageOf(query);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(features)
        .where(where)
        .orderBy(asc(features.group), asc(features.code), asc(features.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(features)
        .where(where),
    ]);
    return { items: rows.map(featureView), total: counted?.total ?? 0 };
  },

  async createFeature({ body, principal, services }) {
    return services.database.db.transaction(async (tx) => {
      await assertFeatureCodeFree(tx, body.code, null);
      const [row] = await tx
        .insert(features)
        .values({
          code: body.code,
          name: body.name,
          description: body.description ?? null,
          group: body.group ?? null,
        })
        .returning();
      const view = featureView(row!);
      await recordHistory(tx, principal, {
        entity: 'feature',
        entityId: row!.id,
        action: 'create',
        after: view,
      });
      return view;
    });
  },

  async updateFeature({ params, body, principal, services }) {
    return services.database.db.transaction(async (tx) => {
      const before = await findFeature(tx, params.id);
      await assertFeatureCodeFree(tx, body.code, before.id);
      const [row] = await tx
        .update(features)
        .set({
          code: body.code,
          name: body.name,
          description: body.description ?? null,
          group: body.group ?? null,
          updatedAt: new Date(),
        })
        .where(eq(features.id, before.id))
        .returning();
      const view = featureView(row!);
      await recordHistory(tx, principal, {
        entity: 'feature',
        entityId: row!.id,
        action: 'update',
        before: featureView(before),
        after: view,
      });
      return view;
    });
  },

  async deleteFeature({ params, principal, services }) {
    return services.database.db.transaction(async (tx) => {
      const before = await findFeature(tx, params.id);
      const grantedBy = await tx
        .select({ roleId: roleFeatures.roleId })
        .from(roleFeatures)
        .where(eq(roleFeatures.featureId, before.id));
      // role_features rows go with the feature (ON DELETE CASCADE), in this transaction.
      await tx.delete(features).where(eq(features.id, before.id));
      await recordHistory(tx, principal, {
        entity: 'feature',
        entityId: before.id,
        action: 'delete',
        before: { ...featureView(before), granted_by_role_ids: grantedBy.map((g) => g.roleId) },
      });
      return { message: 'OK' };
    });
  },

  async listRoles({ query, principal, services }) {
    const { db } = services.database;
    const keyword = query.keyword?.trim();
    const where = and(
      visiblePositions(principal),
      query.system_role !== undefined ? eq(roles.systemRole, query.system_role) : undefined,
      query.company_id !== undefined ? eq(roles.companyId, query.company_id) : undefined,
      keyword ? sql`${foldedSql(roles.code, roles.name)} like ${likePattern(fold(keyword))}` : undefined,
    );
    const { limit, offset } = pageOf(query);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(roles)
        .where(where)
        .orderBy(asc(roles.name), asc(roles.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(roles)
        .where(where),
    ]);
    return { items: await positionViews(db, rows), total: counted?.total ?? 0 };
  },

  async createRole({ body, principal, services }) {
    return services.database.db.transaction(async (tx) => {
      await checkPositionInput(tx, principal, body, null);
      const [row] = await tx
        .insert(roles)
        .values({
          code: body.code,
          name: body.name,
          description: body.description ?? null,
          systemRole: body.system_role,
          companyId: body.company_id ?? null,
        })
        .returning();
      const featureIds = [...new Set(body.feature_ids)];
      if (featureIds.length) {
        await tx.insert(roleFeatures).values(featureIds.map((featureId) => ({ roleId: row!.id, featureId })));
      }
      const view = await positionView(tx, row!.id);
      await recordHistory(tx, principal, {
        entity: 'role',
        entityId: row!.id,
        action: 'create',
        companyId: row!.companyId,
        after: view,
      });
      return view;
    });
  },

  async updateRole({ params, body, principal, services }) {
    return services.database.db.transaction(async (tx) => {
      const row = await findRole(tx, principal, params.id);
      await checkPositionInput(tx, principal, body, row.id);
      const companyId = body.company_id ?? null;
      if (companyId !== null) {
        // A company's own position cannot stay with employees of another company.
        const [elsewhere] = await tx
          .select({ id: busStaff.id })
          .from(busStaff)
          .where(and(eq(busStaff.roleId, row.id), ne(busStaff.companyId, companyId)))
          .limit(1);
        if (elsewhere) throw conflict('Chức vụ đang được gán cho nhân viên của công ty khác', 'ROLE_IN_USE');
      }
      const before = await positionView(tx, row.id);
      await tx
        .update(roles)
        .set({
          code: body.code,
          name: body.name,
          description: body.description ?? null,
          systemRole: body.system_role,
          companyId,
          updatedAt: new Date(),
        })
        .where(eq(roles.id, row.id));
      await tx.delete(roleFeatures).where(eq(roleFeatures.roleId, row.id));
      const featureIds = [...new Set(body.feature_ids)];
      if (featureIds.length) {
        await tx.insert(roleFeatures).values(featureIds.map((featureId) => ({ roleId: row.id, featureId })));
      }
      // Holders get the position's (new) system role in the same transaction.
      const moved = await tx
        .update(busStaff)
        .set({ role: body.system_role, updatedAt: new Date() })
        .where(and(eq(busStaff.roleId, row.id), ne(busStaff.role, body.system_role)))
        .returning({ id: busStaff.id, companyId: busStaff.companyId });
      for (const staff of moved) {
        await recordHistory(tx, principal, {
          entity: 'bus_staff',
          entityId: staff.id,
          action: 'update',
          companyId: staff.companyId,
          before: { role: before.system_role },
          after: { role: body.system_role, role_id: row.id },
        });
      }
      const after = await positionView(tx, row.id);
      await recordHistory(tx, principal, {
        entity: 'role',
        entityId: row.id,
        action: 'update',
        companyId,
        before,
        after,
      });
      return after;
    });
  },

  async deleteRole({ params, principal, services }) {
    return services.database.db.transaction(async (tx) => {
      const row = await findRole(tx, principal, params.id);
      // Lock the position so no one is assigned to it meanwhile.
      await tx.execute(sql`select id from ${roles} where ${roles.id} = ${row.id} for update`);
      const [holder] = await tx
        .select({ id: busStaff.id })
        .from(busStaff)
        .where(eq(busStaff.roleId, row.id))
        .limit(1);
      if (holder) throw conflict('Không thể xoá chức vụ đang được gán cho nhân viên', 'ROLE_IN_USE');
      const before = await positionView(tx, row.id);
      await tx.delete(roles).where(eq(roles.id, row.id));
      await recordHistory(tx, principal, {
        entity: 'role',
        entityId: row.id,
        action: 'delete',
        companyId: row.companyId,
        before,
      });
      return { message: 'OK' };
    });
  },

  async assignRole({ body, principal, services }) {
    return services.database.db.transaction(async (tx) => {
      const [staffRow] = await tx.select().from(busStaff).where(eq(busStaff.id, body.staff_id));
      const staff = assertVisible(principal, staffRow, STAFF_NOT_FOUND);
      const [position] = await tx
        .select()
        .from(roles)
        .where(
          and(eq(roles.id, body.role_id), or(isNull(roles.companyId), eq(roles.companyId, staff.companyId))),
        );
      if (!position) throw notFound(ROLE_NOT_FOUND);
      // Admin positions are granted, and admins re-positioned, by Super Admin only.
      const isAdminRole = (role: number) => role === 1 || role === 2;
      if ((isAdminRole(position.systemRole) || isAdminRole(staff.role)) && principal.role !== 1) {
        throw forbidden('Chỉ Super Admin được gán hoặc thay đổi chức vụ quản trị');
      }
      // Lock the position against a concurrent delete.
      await tx.execute(sql`select id from ${roles} where ${roles.id} = ${position.id} for share`);
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
      return after;
    });
  },
});
