// 'Lịch sử thay đổi' of the selected row (the `h` command, the row menu): who changed what, when, newest
// first, in a Blueprint Drawer. Escape or the close button closes it and gives the focus back.
import { Button, Callout, Classes, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDateTime, formatPhone, historyActionLabel } from '@busops/domain';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Drawer } from '../overlay/overlays';
import { ChangesTable } from './changes-table';
import { type HistoryEntry, type HistoryState, recordHistory } from './history.store';
import { fieldLabel, fieldValue } from './history-fields';

function actorText(actor: HistoryEntry['actor']): string {
  if (!actor) return 'Hệ thống';
  const phone = formatPhone(actor.phone_number);
  return actor.full_name ? `${actor.full_name} (${phone})` : phone;
}

function Entry({ entry }: { entry: HistoryEntry }) {
  const action = historyActionLabel(entry.action);
  return (
    <li className="busops-history-entry" tabIndex={-1} aria-label={`${action} ${formatDateTime(entry.at)}`}>
      <div className="busops-history-entry-head">
        <strong>{action}</strong>
        <span className={Classes.TEXT_MUTED}>{formatDateTime(entry.at)}</span>
        <span>{actorText(entry.actor)}</span>
      </div>
      <ChangesTable changes={entry.changes} label={fieldLabel} value={fieldValue} />
    </li>
  );
}

/** The app's drawer; tests hand it a store over a fake client. */
export function HistoryDrawer({ store = recordHistory }: { store?: HistoryState }) {
  const snap = useSnapshot(store);
  const target = snap.target;
  const items = snap.items as readonly HistoryEntry[];
  const more = items.length < snap.total;
  // Leaving the screen closes it: back on the screen, it does not reopen by itself.
  useEffect(() => () => store.close(), [store]);
  // 'Xem thêm' goes away on the last page: the focus moves to the first entry it brought, so the keys
  // (Escape, Tab) still act in the drawer.
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('.busops-history-entry')[from]?.focus();
  }, [items.length]);
  const showMore = () => {
    focusFrom.current = items.length;
    void store.more();
  };
  return (
    <Drawer
      isOpen={target !== null}
      onClose={() => store.close()}
      title={target ? `Lịch sử thay đổi: ${target.title}` : 'Lịch sử thay đổi'}
      icon="history"
      size="min(560px, 100vw)"
      className="busops-history-drawer"
    >
      <div className={Classes.DRAWER_BODY}>
        {snap.error && (
          <Callout intent={Intent.DANGER} compact>
            {snap.error}
          </Callout>
        )}
        {items.length === 0 && snap.requesting && <Spinner size={24} />}
        {items.length === 0 && !snap.requesting && !snap.error && (
          <NonIdealState icon="history" title="Chưa có thay đổi nào được ghi lại" />
        )}
        {items.length > 0 && (
          <ol ref={listRef} className="busops-history-list" aria-label="Các thay đổi, mới nhất trước">
            {items.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </div>
      {items.length > 0 && (
        <div className={Classes.DRAWER_FOOTER}>
          <span className={Classes.TEXT_MUTED}>
            {items.length} / {snap.total} thay đổi
          </span>{' '}
          {more && (
            <Button loading={snap.requesting} onClick={showMore}>
              Xem thêm
            </Button>
          )}
        </div>
      )}
    </Drawer>
  );
}
