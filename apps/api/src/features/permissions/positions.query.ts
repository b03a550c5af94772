// Reading positions (permission roles): shared ones (no company) plus those of the caller's
// companies, each answered with the features it grants.
import { fold } from '@busops/domain';
import type { components } from '@busops/sdk/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { features, roleFeatures, roles } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { QueryOf } from '../../http/operation.ts';
import { likePattern, readPage } from '../../http/paging.ts';
import { foldedSql } from '../companies/views.ts';
import { countRows } from '../count-rows.ts';

export type PositionView = components['schemas']['Position'];
export type RoleRow = typeof roles.$inferSelect;

export const ROLE_NOT_FOUND = 'Không tìm thấy chức vụ';

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

export async function positionView(executor: Executor, id: number): Promise<PositionView> {
  const [row] = await executor.select().from(roles).where(eq(roles.id, id));
  if (!row) throw notFound(ROLE_NOT_FOUND);
  return (await positionViews(executor, [row]))[0]!;
}

/** A position the caller sees (a scoped executor: shared ones and those of the caller's companies). */
export async function findRole(executor: Executor, id: number): Promise<RoleRow> {
  const [row] = await executor.select().from(roles).where(eq(roles.id, id));
  if (!row) throw notFound(ROLE_NOT_FOUND);
  return row;
}

/** Shared positions, plus those of the caller's companies (`db` is scoped). */
export async function listPositions(db: Db, query: QueryOf<'listRoles'>) {
  const keyword = query.keyword?.trim();
  const where = and(
    query.system_role !== undefined ? eq(roles.systemRole, query.system_role) : undefined,
    query.company_id !== undefined ? eq(roles.companyId, query.company_id) : undefined,
    keyword ? sql`${foldedSql(roles.code, roles.name)} like ${likePattern(fold(keyword))}` : undefined,
  );
  const { items, total } = await readPage(
    query,
    (limit, offset) =>
      db
        .select()
        .from(roles)
        .where(where)
        .orderBy(asc(roles.name), asc(roles.id))
        .limit(limit)
        .offset(offset),
    () => countRows(db, roles, where),
  );
  return { items: await positionViews(db, items), total };
}
