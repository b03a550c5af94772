// The list inside the bell popover: newest first, unread in bold, 'Xem thêm' appends the next page.
import { Button, Classes, Menu, MenuItem, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDateTime } from '@busops/domain';
import { useSnapshot } from 'valtio';
import type { NotificationsStore } from './notifications.store';

export interface NotificationListProps {
  store: NotificationsStore;
  onOpenLink?: (link: string) => void;
}

export function NotificationList({ store, onOpenLink }: NotificationListProps) {
  const snap = useSnapshot(store.state);
  if (snap.notifications.length === 0) {
    return snap.requesting ? <Spinner size={24} /> : <NonIdealState icon="inbox" title="Chưa có thông báo" />;
  }
  return (
    <div>
      <Menu aria-label="Thông báo">
        {snap.notifications.map((n) => (
          <MenuItem
            key={n.id}
            multiline
            icon={n.read ? 'blank' : 'dot'}
            text={
              <div>
                <div style={{ fontWeight: n.read ? 400 : 600 }}>{n.title}</div>
                <div className={Classes.TEXT_MUTED}>{n.body}</div>
                <small className={Classes.TEXT_MUTED}>{formatDateTime(n.created_at)}</small>
              </div>
            }
            onClick={() => {
              void store.markRead(n.id);
              if (n.link) onOpenLink?.(n.link);
            }}
          />
        ))}
      </Menu>
      {snap.more && (
        <Button fill variant="minimal" loading={snap.requesting} onClick={() => void store.loadMore()}>
          Xem thêm
        </Button>
      )}
    </div>
  );
}
