// 'Lịch sử thẻ' (h on a card): the card's history (spec §7 NFC GET history/{id}), newest first, in a
// Drawer: registered, linked to / unlinked from a customer, status moves. Escape closes it.
import { Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDateTime, formatPhone } from '@busops/domain';
import type { OperationData } from '@busops/sdk';
import { useEffect, useState } from 'react';
import { ChangesTable } from '../../components/history-drawer/changes-table';
import { Drawer } from '../../components/overlay/overlays';
import { api } from '../../lib/api';
import { closeModal, useModal } from '../../lib/modals';
import { errorMessage } from '../../lib/toasts';
import { CARD_HISTORY_MODAL } from './nfc-card-modals';
import { cardStatusLabel, type NfcCard } from './nfc-cards.resource';

type Entry = OperationData<'listNfcCardHistory'>['items'][number];

const ACTIONS: Record<Entry['action'], string> = {
  create: 'Đăng ký thẻ',
  link: 'Gắn cho khách hàng',
  unlink: 'Gỡ khỏi khách hàng',
  status: 'Đổi trạng thái',
  replace: 'Thay thẻ',
};
const FIELDS: Record<string, string> = {
  status: 'Trạng thái',
  member_id: 'Mã khách hàng',
  member_phone: 'Số điện thoại',
  member_name: 'Khách hàng',
  linked_at: 'Ngày gắn',
  note: 'Ghi chú',
  uid: 'UID',
  card_number: 'Số thẻ',
};
const SHOWN = new Set(Object.keys(FIELDS));

function value(field: string, v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  if (field === 'status') return cardStatusLabel(String(v));
  if (field === 'linked_at') return formatDateTime(String(v));
  if (field === 'member_phone') return formatPhone(String(v));
  return String(v);
}

export function CardHistoryDrawer() {
  const [isOpen, card] = useModal<NfcCard>(CARD_HISTORY_MODAL);
  const [items, setItems] = useState<Entry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!card) return;
    setItems(null);
    setError(null);
    api.call('listNfcCardHistory', { params: { path: { id: card.id }, query: { size: 100 } } }).then(
      ({ data }) => setItems(data.items),
      (e) => setError(errorMessage(e)),
    );
  }, [card]);
  return (
    <Drawer
      isOpen={isOpen}
      onClose={() => closeModal(CARD_HISTORY_MODAL)}
      title={card ? `Lịch sử thẻ ${card.card_number}` : 'Lịch sử thẻ'}
      icon="history"
      size="min(560px, 100vw)"
      className="busops-history-drawer"
    >
      <div className={Classes.DRAWER_BODY}>
        {error && <NonIdealState icon="error" title={error} />}
        {!error && items === null && <Spinner size={24} />}
        {items && items.length === 0 && <NonIdealState icon="history" title="Chưa có thay đổi nào" />}
        {items && items.length > 0 && (
          <ol className="busops-history-list" aria-label="Lịch sử thẻ, mới nhất trước">
            {items.map((entry) => {
              const changes = entry.changes.filter((c) => SHOWN.has(c.field));
              return (
                <li key={entry.id} className="busops-history-entry" tabIndex={-1}>
                  <div className="busops-history-entry-head">
                    <strong>{ACTIONS[entry.action]}</strong>
                    <span className={Classes.TEXT_MUTED}>{formatDateTime(entry.at)}</span>
                    <span>
                      {entry.actor
                        ? `${entry.actor.full_name ?? ''} (${formatPhone(entry.actor.phone_number)})`
                        : 'Hệ thống'}
                    </span>
                  </div>
                  <ChangesTable changes={changes} label={(f) => FIELDS[f] ?? f} value={value} />
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </Drawer>
  );
}
