// listTopUpHistory (GET /statistic/transactions, /report/top-up-history): the ledger's `add` rows (stored
// value put on NFC cards), with the reports' criteria and optionally one card, paged in the database
// like the drill-down (fare-transactions.ts), whose page, totals and file it reuses.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fareTransactions } from '../../db/schema/index.ts';
import type { QueryOf } from '../../http/operation.ts';
import { exportLedgerRows, ledgerPage } from './fare-transactions.ts';
import { criteriaWhere } from './report.criteria.ts';
import type { ReportAnswer } from './report.file.ts';

type Query = QueryOf<'listTopUpHistory'>;

const f = fareTransactions;

function whereOf(query: Query): SQL {
  return and(
    criteriaWhere(query, f, true),
    eq(f.fareAction, 'add'),
    query.token_id !== undefined ? eq(f.tokenId, query.token_id) : undefined,
  )!;
}

export function topUpHistory(db: Db, query: Query) {
  return ledgerPage(db, whereOf(query), query);
}

export function exportTopUpHistory(db: Db, query: Query, reply: ReportAnswer) {
  return exportLedgerRows(db, whereOf(query), reply, {
    format: query.format,
    filePrefix: 'lich-su-nap-tien',
    sheetName: 'Giao dịch nạp tiền',
  });
}
