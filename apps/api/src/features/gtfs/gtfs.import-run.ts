// The two import operations: parse the feed off the event loop (gtfs.parse-thread.ts), then walk it
// against the company's records, without writing (preview) or in one transaction with history rows
// (apply). A feed with errors is refused whole: nothing is written. One import per company at a time,
// across instances (gtfs.import-lock.ts).

import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Database, Db } from '../../db/client.ts';
import { conflict, forbidden } from '../../http/errors.ts';
import type { ParsedFeed } from './gtfs.feed-parse.ts';
import { type ImportSummary, walkImport } from './gtfs.import.ts';
import { withImportLock } from './gtfs.import-lock.ts';
import { parseGtfsFeed } from './gtfs.parse-thread.ts';

/** The feed parsed, and its rows checked with the edit screens' rules, off the event loop. */
function readFeed(body: unknown): Promise<ParsedFeed> {
  return parseGtfsFeed(body);
}

function companyOf(principal: Principal): number {
  if (principal.currentCompanyId === null) throw forbidden('Vui lòng chọn công ty trước khi tiếp tục');
  return principal.currentCompanyId;
}

export async function previewGtfsImport(
  database: Database,
  db: Db,
  principal: Principal,
  body: unknown,
): Promise<ImportSummary> {
  const companyId = companyOf(principal);
  return withImportLock(database, companyId, async () => {
    const feed = await readFeed(body);
    return (await walkImport(db, companyId, feed, false)).summary;
  });
}

export async function applyGtfsImport(
  database: Database,
  db: Db,
  principal: Principal,
  body: unknown,
): Promise<ImportSummary> {
  const companyId = companyOf(principal);
  return withImportLock(database, companyId, async () => {
    const feed = await readFeed(body);
    if (feed.errors.length > 0) {
      const more = feed.errors.length > 3 ? ` (và ${feed.errors.length - 3} lỗi khác)` : '';
      throw conflict(
        `Tệp GTFS có lỗi, chưa nhập gì: ${feed.errors.slice(0, 3).join('; ')}${more}`,
        'GTFS_INVALID',
      );
    }
    return db.transaction(async (tx) => {
      const { summary, history } = await walkImport(tx, companyId, feed, true);
      for (const change of history) await recordHistory(tx, principal, change);
      return summary;
    });
  });
}
