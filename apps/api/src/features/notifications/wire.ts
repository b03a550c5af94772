// The contract's `Notification` as sent on the wire (list, mark read, stream events).
import type { components } from '@busops/sdk/schema';
import type { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type WireNotification = components['schemas']['Notification'];

export function toWire(row: NotificationRow): WireNotification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    read: row.read,
    type: row.type,
    link: row.link ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
