// One page of the history rows of one record (entity + id), newest first, as the contract shows them:
// when, what, by whom, and the fields that changed. listRecordHistory and a card's history read it.
import type { components } from '@busops/sdk/schema';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, history, users } from '../../db/schema/index.ts';
import { type PageQuery, readPage } from '../../http/paging.ts';
import { countRows } from '../count-rows.ts';
import { changesOf } from './changes.ts';

type HistoryEntry = components['schemas']['HistoryEntry'];

export async function historyPage<A extends string = HistoryEntry['action']>(
  db: Db,
  record: { entity: string; id: number },
  query: PageQuery,
  hidden: ReadonlySet<string>,
): Promise<{ items: Array<Omit<HistoryEntry, 'action'> & { action: A }>; total: number }> {
  const where = and(eq(history.entity, record.entity), eq(history.entityId, String(record.id)));
  const page = await readPage(
    query,
    (limit, offset) =>
      db
        .select({
          id: history.id,
          at: history.at,
          action: history.action,
          before: history.before,
          after: history.after,
          actorName: users.fullName,
          actorPhone: users.phoneNumber,
          keyId: apiKeys.id,
          keyName: apiKeys.name,
          keyPrefix: apiKeys.prefix,
        })
        .from(history)
        .leftJoin(users, eq(users.id, history.actorUserId))
        .leftJoin(apiKeys, eq(apiKeys.id, history.actorApiKeyId))
        .where(where)
        .orderBy(desc(history.at), desc(history.id))
        .limit(limit)
        .offset(offset),
    () => countRows(db, history, where),
  );
  return {
    total: page.total,
    items: page.items.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      // Each entity's mutations write only the actions its contract lists.
      action: row.action as A,
      actor: row.actorPhone === null ? null : { full_name: row.actorName, phone_number: row.actorPhone },
      api_key: row.keyId === null ? null : { id: row.keyId, name: row.keyName!, prefix: row.keyPrefix! },
      changes: changesOf(row.before, row.after, hidden),
    })),
  };
}
