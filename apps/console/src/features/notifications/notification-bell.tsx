// Navbar bell: unread count, popover with the list, 'Đánh dấu tất cả đã đọc'.
import { Button, PopoverNext, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { NotificationList } from './notification-list';
import { notifications } from './notifications';
import { NotificationsOffCallout } from './notifications-off-callout';

export function NotificationBell() {
  const snap = useSnapshot(notifications.state);
  const navigate = useNavigate();
  const content = (
    <div style={{ width: 380, maxHeight: 480, overflow: 'auto', padding: 12, boxSizing: 'border-box' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <strong>Thông báo</strong>
        <Button
          size="small"
          variant="minimal"
          disabled={snap.total_unread === 0}
          onClick={() => void notifications.markAllRead()}
        >
          Đánh dấu tất cả đã đọc
        </Button>
      </div>
      <NotificationsOffCallout />
      <NotificationList
        store={notifications}
        onOpenLink={(link) =>
          link.startsWith('/') ? navigate(link) : window.open(link, '_blank', 'noopener')
        }
      />
    </div>
  );
  return (
    <PopoverNext content={content} placement="bottom-end">
      <Button
        variant="minimal"
        icon="notifications"
        aria-label={`Thông báo, ${snap.total_unread} chưa đọc`}
        endIcon={
          snap.total_unread > 0 ? (
            <Tag round intent="danger">
              {snap.total_unread > 99 ? '99+' : snap.total_unread}
            </Tag>
          ) : undefined
        }
      />
    </PopoverNext>
  );
}
