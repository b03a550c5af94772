// Features (functions of the product a position may be granted): the shared catalogue, listed with
// a folded keyword search, and written by the super company with a history row each.
import { fold } from '@busops/domain';
import type { components } from '@busops/sdk/schema';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Db, Executor } from '../../db/client.ts';
import { features, roleFeatures } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { BodyOf, QueryOf } from '../../http/operation.ts';
import { likePattern, readPage } from '../../http/paging.ts';
import { foldedSql } from '../companies/views.ts';
import { countRows } from '../count-rows.ts';

type FeatureView = components['schemas']['Feature'];
type FeatureRow = typeof features.$inferSelect;
type FeatureInput = BodyOf<'createFeature'>;

const FEATURE_NOT_FOUND = 'Không tìm thấy chức năng';

const featureView = (row: FeatureRow): FeatureView => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  group: row.group,
});

/** The columns a create or an update writes: every field, absent ones cleared. */
const featureValues = (body: FeatureInput) => ({
  code: body.code,
  name: body.name,
  description: body.description ?? null,
  group: body.group ?? null,
});

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

export async function listFeatures(db: Db, query: QueryOf<'listFeatures'>) {
  const keyword = query.keyword?.trim();
  const where = and(
    query.group ? eq(features.group, query.group) : undefined,
    keyword ? sql`${foldedSql(features.code, features.name)} like ${likePattern(fold(keyword))}` : undefined,
  );
  const { items, total } = await readPage(
    query,
    (limit, offset) =>
      db
        .select()
        .from(features)
        .where(where)
        .orderBy(asc(features.group), asc(features.code), asc(features.id))
        .limit(limit)
        .offset(offset),
    () => countRows(db, features, where),
  );
  return { items: items.map(featureView), total };
}

export function createFeature(db: Db, principal: Principal, body: FeatureInput): Promise<FeatureView> {
  return db.transaction(async (tx) => {
    await assertFeatureCodeFree(tx, body.code, null);
    const [row] = await tx.insert(features).values(featureValues(body)).returning();
    const view = featureView(row!);
    await recordHistory(tx, principal, {
      entity: 'feature',
      entityId: row!.id,
      action: 'create',
      after: view,
    });
    return view;
  });
}

export function updateFeature(
  db: Db,
  principal: Principal,
  id: number,
  body: BodyOf<'updateFeature'>,
): Promise<FeatureView> {
  return db.transaction(async (tx) => {
    const before = await findFeature(tx, id);
    await assertFeatureCodeFree(tx, body.code, before.id);
    const [row] = await tx
      .update(features)
      .set({ ...featureValues(body), updatedAt: new Date() })
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
}

export function deleteFeature(db: Db, principal: Principal, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await findFeature(tx, id);
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
  });
}
