// Handing a card over for a paid registration or new-card order ('Cấp thẻ', k): the card in stock is typed
// or scanned by its printed number or its UID, found among the company's free cards (listNfcCards), and put
// on the order's pass (attachSubscriptionCard: a replaced card becomes 'replaced', the order 'card issued').
import { normalizeCardUid } from '@busops/domain';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import type { FormField } from '../../components/form-dialog/form-fields';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { closeModal, useModal } from '../../lib/modals';
import { toast } from '../../lib/toasts';
import { ORDER_MODALS } from './order-actions';
import type { Order } from './orders.resource';
import { reloadOrderLists } from './orders.store';

const FIELDS: FormField[] = [
  {
    name: 'card',
    label: 'Số thẻ hoặc UID (quét thẻ)',
    required: true,
    maxLength: 40,
    helperText: 'Thẻ trong kho: đang hoạt động, chưa gắn cho khách hàng nào',
  },
];

/** The free card whose printed number or UID is exactly `typed`, or an error saying why none. */
export async function freeCardId(typed: string): Promise<number> {
  const keyword = typed.trim();
  const uid = normalizeCardUid(keyword);
  const found = await data(
    api.call('listNfcCards', {
      params: { query: { keyword, status: 'active', linked: false, page: 0, size: 20 } },
    }),
  );
  const card = found.items.find(
    (c) => c.card_number.toUpperCase() === keyword.toUpperCase() || (uid !== null && c.uid === uid),
  );
  if (!card) throw new Error(`Không có thẻ trống nào số ${keyword} trong kho`);
  return card.id;
}

export function IssueCardDialog() {
  const [isOpen, order] = useModal<Order>(ORDER_MODALS.issueCard);
  const close = () => closeModal(ORDER_MODALS.issueCard);
  return (
    <FormDialog
      isOpen={isOpen}
      title={`Cấp thẻ cho đơn ${order?.code ?? ''}: ${order?.member.full_name ?? ''}`}
      icon="id-number"
      submitText="Cấp thẻ"
      fields={FIELDS}
      onSubmit={async (values) => {
        if (!order) return;
        const cardId = await freeCardId(values.card!);
        await data(
          api.call('attachSubscriptionCard', {
            params: { path: { id: order.subscription_id } },
            body: { card_id: cardId },
          }),
        );
        toast.success(order.old_card ? 'cardChanged' : 'cardAttached');
        reloadOrderLists();
        close();
      }}
      onClose={close}
    />
  );
}
