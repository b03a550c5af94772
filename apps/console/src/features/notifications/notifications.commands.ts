import type { Command } from '../../commands/types';
import { notifications } from './notifications';

export const notificationCommands: Command[] = [
  {
    id: 'notifications.mark-all-read',
    title: 'Đánh dấu tất cả thông báo đã đọc',
    keywords: ['notification', 'thong bao'],
    group: 'actions',
    icon: 'notifications-updated',
    operationId: 'markAllNotificationsRead',
    when: () => notifications.state.total_unread > 0,
    run: () => notifications.markAllRead(),
  },
];
