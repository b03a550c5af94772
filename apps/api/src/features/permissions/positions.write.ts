// Writing positions: a position's company must be one the caller sees, its features must exist and
// its code is unique over every position. Holders follow a change of its system role.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import { unscoped } from '../../access/scoped-db.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { busStaff, companies, features, roleFeatures, roles } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import { findRole, type PositionView, positionView } from './positions.query.ts';

type PositionInput = BodyOf<'createRole'>;

const COMPANY_UNKNOWN = 'Công ty không tồn tại';

/** Checks a position input: its company (visible, existing: `executor` is scoped), its features (all existing), its code (free). */
async function checkPositionInput(
  executor: Executor,
  body: PositionInput,
  exceptId: number | null,
): Promise<void> {
  const companyId = body.company_id ?? null;
  if (companyId !== null) {
    const [company] = await executor
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) {
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
  // A code is checked against every position, those of companies the caller does not see included.
  const [dup] = await unscoped(executor)
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.code, body.code), exceptId === null ? undefined : ne(roles.id, exceptId)))
    .limit(1);
  if (dup) throw conflict('Mã chức vụ đã tồn tại');
}

/** The columns a create or an update writes: every field, absent ones cleared. */
const positionValues = (body: PositionInput) => ({
  code: body.code,
  name: body.name,
  description: body.description ?? null,
  systemRole: body.system_role,
  companyId: body.company_id ?? null,
});

/** Grants the position exactly `featureIds` (duplicates ignored); the caller clears old grants. */
async function grantFeatures(tx: Tx, roleId: number, featureIds: number[]): Promise<void> {
  const unique = [...new Set(featureIds)];
  if (unique.length) {
    await tx.insert(roleFeatures).values(unique.map((featureId) => ({ roleId, featureId })));
  }
}

export function createPosition(db: Db, principal: Principal, body: PositionInput): Promise<PositionView> {
  return db.transaction(async (tx) => {
    await checkPositionInput(tx, body, null);
    const [row] = await tx.insert(roles).values(positionValues(body)).returning();
    await grantFeatures(tx, row!.id, body.feature_ids);
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
}

export function updatePosition(
  db: Db,
  principal: Principal,
  id: number,
  body: BodyOf<'updateRole'>,
): Promise<PositionView> {
  return db.transaction(async (tx) => {
    const row = await findRole(tx, id);
    await checkPositionInput(tx, body, row.id);
    // Holders in every company: those the caller does not see are affected all the same.
    const everywhere = unscoped(tx);
    const companyId = body.company_id ?? null;
    if (companyId !== null) {
      // A company's own position cannot stay with employees of another company.
      const [elsewhere] = await everywhere
        .select({ id: busStaff.id })
        .from(busStaff)
        .where(and(eq(busStaff.roleId, row.id), ne(busStaff.companyId, companyId)))
        .limit(1);
      if (elsewhere) throw conflict('Chức vụ đang được gán cho nhân viên của công ty khác', 'ROLE_IN_USE');
    }
    const before = await positionView(tx, row.id);
    await tx
      .update(roles)
      .set({ ...positionValues(body), updatedAt: new Date() })
      .where(eq(roles.id, row.id));
    await tx.delete(roleFeatures).where(eq(roleFeatures.roleId, row.id));
    await grantFeatures(tx, row.id, body.feature_ids);
    // Holders get the position's (new) system role in the same transaction.
    const moved = await everywhere
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
}

export function deletePosition(db: Db, principal: Principal, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findRole(tx, id);
    // Lock the position so no one is assigned to it meanwhile.
    await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, row.id)).for('update');
    // A holder in any company keeps the position, also one the caller does not see.
    const [holder] = await unscoped(tx)
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
  });
}
