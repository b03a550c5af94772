// listNfcCardHistory (spec §7 NFC GET history/{id}): the history rows every card change wrote, newest
// first, for a card of the caller's company (another company's answers 404).
import type { Db } from '../../db/client.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { historyPage } from '../history/history-page.ts';
import { CARD_ENTITY } from './nfc-card.fields.ts';
import { loadVisibleCard } from './nfc-card.query.ts';

type Answer = SuccessOf<'listNfcCardHistory'>;
/** The version is bookkeeping of the compare-and-set, not a change a reader asked for. */
const HIDDEN = new Set(['version']);

export async function listNfcCardHistoryPage(
  db: Db,
  id: number,
  query: QueryOf<'listNfcCardHistory'>,
): Promise<Answer> {
  await loadVisibleCard(db, id);
  return historyPage<Answer['items'][number]['action']>(db, { entity: CARD_ENTITY, id }, query, HIDDEN);
}
