// listNfcCards with export=true: the same criteria and order as the pages, every row, streamed as .xlsx.
import { and } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { exportList } from '../../kit/list-export.ts';
import { loadVisibleMember } from './member.query.ts';
import { NFC_CARD_EXPORT_COLUMNS } from './nfc-card.fields.ts';
import { NFC_CARD_SORTS, type NfcCardListQuery, nfcCardListWhere, selectNfcCards } from './nfc-card.query.ts';

export async function exportNfcCards(
  db: Db,
  query: NfcCardListQuery,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (query.member_id !== undefined) await loadVisibleMember(db, query.member_id);
  const where = nfcCardListWhere(db, query);
  return exportList(reply, {
    sort: query.sort,
    sorts: NFC_CARD_SORTS,
    batch: ({ sortKey, after, order, limit }) =>
      selectNfcCards(db, { sortKey })
        .where(and(where, after))
        .orderBy(...order)
        .limit(limit),
    filePrefix: 'the-nfc',
    sheetName: 'Thẻ NFC',
    columns: NFC_CARD_EXPORT_COLUMNS,
  });
}
