// The keys of a company's machines (table api_keys), of one kind: listed, created, rotated and revoked
// by its admins, each change in the history (the key's hash never: only its shown prefix). Device keys
// (issue 18) and service keys (issue 21) are this one mechanism with their own words and limits
// (device-key.write.ts, service-key.write.ts). The key itself leaves the API once, in the answer that
// made it (access/machine-keys.ts).
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { newKey } from '../../access/machine-keys.ts';
import type { Principal } from '../../access/principal.ts';
import type { Db, Executor } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { isUniqueViolation } from '../unique-violation.ts';

export type KeyRow = typeof apiKeys.$inferSelect;

/** What a kind of key is called and how many live ones a company may hold. */
export interface KeyKind<Body> {
  kind: KeyRow['kind'];
  maxLive: number;
  tooMany: string;
  notFound: string;
  toBody(row: KeyRow): Body;
}

const NAME_TAKEN = 'Tên khoá đã được dùng cho một khoá khác của công ty';

/** The fields both kinds answer. */
export const keyBody = (row: KeyRow) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  rotated_at: row.rotatedAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** What the history keeps of a key: never its hash. */
const historyView = (row: KeyRow) => ({
  name: row.name,
  prefix: row.prefix,
  kind: row.kind,
  ...(row.kind === 'service' ? { roles: row.roles } : {}),
});

const liveKeys = (kind: KeyRow['kind'], companyId: number) =>
  and(eq(apiKeys.companyId, companyId), eq(apiKeys.kind, kind), isNull(apiKeys.revokedAt));

export async function listKeys<B>(db: Db, of: KeyKind<B>, companyId: number): Promise<B[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(liveKeys(of.kind, companyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(of.maxLive);
  return rows.map(of.toBody);
}

async function loadLiveKey<B>(db: Executor, of: KeyKind<B>, companyId: number, id: number): Promise<KeyRow> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), liveKeys(of.kind, companyId)));
  if (!row) throw notFound(of.notFound);
  return row;
}

export async function createKey<B>(
  db: Db,
  of: KeyKind<B>,
  principal: Principal,
  companyId: number,
  input: { name: string; roles?: number[] },
): Promise<B & { key: string }> {
  const secret = newKey();
  try {
    return await recordedMutation(db, principal, async (tx) => {
      const [live] = await tx.select({ n: count() }).from(apiKeys).where(liveKeys(of.kind, companyId));
      if ((live?.n ?? 0) >= of.maxLive) throw conflict(of.tooMany);
      const [row] = await tx
        .insert(apiKeys)
        .values({
          companyId,
          kind: of.kind,
          name: input.name,
          prefix: secret.prefix,
          secretHash: secret.hash,
          roles: input.roles ?? [],
          createdBy: principal.userId,
        })
        .returning();
      return {
        answer: { ...of.toBody(row!), key: secret.key },
        history: {
          entity: 'api_key',
          entityId: row!.id,
          action: 'create',
          companyId,
          after: historyView(row!),
        },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN);
    throw error;
  }
}

/** A new secret for the same key: the compare-and-set on the live row decides (a revoked one is 404). */
export function rotateKey<B>(
  db: Db,
  of: KeyKind<B>,
  principal: Principal,
  companyId: number,
  id: number,
  now: Date,
): Promise<B & { key: string }> {
  const secret = newKey();
  return recordedMutation(db, principal, async (tx) => {
    const before = await loadLiveKey(tx, of, companyId, id);
    const [row] = await tx
      .update(apiKeys)
      .set({ prefix: secret.prefix, secretHash: secret.hash, rotatedAt: now })
      .where(and(eq(apiKeys.id, id), liveKeys(of.kind, companyId)))
      .returning();
    if (!row) throw notFound(of.notFound);
    return {
      answer: { ...of.toBody(row), key: secret.key },
      history: {
        entity: 'api_key',
        entityId: id,
        action: 'rotate',
        companyId,
        before: historyView(before),
        after: historyView(row),
      },
    };
  });
}

export function revokeKey<B>(
  db: Db,
  of: KeyKind<B>,
  principal: Principal,
  companyId: number,
  id: number,
  now: Date,
): Promise<void> {
  return recordedMutation(db, principal, async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, id), liveKeys(of.kind, companyId)))
      .returning();
    if (!row) throw notFound(of.notFound);
    return {
      answer: undefined,
      history: { entity: 'api_key', entityId: id, action: 'revoke', companyId, before: historyView(row) },
    };
  });
}
