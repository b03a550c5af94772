// The two import operations: read the zip, parse the feed, then walk it against the company's
// records, without writing (preview) or in one transaction with history rows (apply). A feed with
// errors is refused whole: nothing is written.

import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden } from '../../http/errors.ts';
import { parseFeed } from './gtfs.feed-parse.ts';
import { type ImportSummary, walkImport } from './gtfs.import.ts';
import { readGtfsZip } from './gtfs.zip-read.ts';

function companyOf(principal: Principal): number {
  if (principal.currentCompanyId === null) throw forbidden('Vui lòng chọn công ty trước khi tiếp tục');
  return principal.currentCompanyId;
}

export async function previewGtfsImport(db: Db, principal: Principal, body: unknown): Promise<ImportSummary> {
  const companyId = companyOf(principal);
  const feed = parseFeed(await readGtfsZip(body));
  return (await walkImport(db, companyId, feed, false)).summary;
}

export async function applyGtfsImport(db: Db, principal: Principal, body: unknown): Promise<ImportSummary> {
  const companyId = companyOf(principal);
  const feed = parseFeed(await readGtfsZip(body));
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
}
