// The NFC cards store on the app's SDK client, and the card-user calls (link, unlink, status) every card
// action goes through: one call, its toast ('Gắn thẻ thành công!'...), then the list reloads.
import { connect } from '../../kit/resource';
import { api } from '../../lib/api';
import { toast } from '../../lib/toasts';
import { nfcCardResource } from './nfc-cards.resource';

export const nfcCards = connect(nfcCardResource, api);

export type CardAction = 'unlink' | 'active' | 'blocked' | 'lost' | 'expired';

export async function linkCard(cardId: number, memberId: number): Promise<void> {
  const answer = await nfcCards.mutate('createNfcCardUser', {
    body: { card_id: cardId, member_id: memberId },
  });
  toast.success(answer.message);
}

export async function changeCard(card: { id: number; version: number }, action: CardAction): Promise<void> {
  const answer = await nfcCards.mutate('updateNfcCardUser', {
    body: { card_id: card.id, action, version: card.version },
  });
  toast.success(answer.message);
}
