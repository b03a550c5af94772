// In-app notifications (spec §3, §4, §7): the caller's inbox, customer-support sends, push device
// tokens and the live SSE stream fanned out across instances by the bus (design §4, §6).
import { defineHandlers } from '../../http/operation.ts';
import { deleteToken, registerToken } from './device-tokens.ts';
import { listInbox, markAllRead, markRead } from './inbox.ts';
import { sendNotification } from './send.ts';
import { openStream } from './stream.ts';

const OK = { message: 'OK' };

export const notificationHandlers = defineHandlers({
  async listNotifications({ query, principal, db }) {
    return listInbox(db, principal.userId, query);
  },

  async markNotificationRead({ params, principal, db }) {
    return markRead(db, principal, params.id);
  },

  async markAllNotificationsRead({ principal, db }) {
    return markAllRead(db, principal);
  },

  async sendNotification({ body, principal, db, services }) {
    return sendNotification(db, services, principal, body);
  },

  async streamNotifications({ request, reply, principal, db, services }) {
    return openStream({ request, reply, principal, db, services });
  },

  async registerDeviceToken({ body, headers, principal, db }) {
    await registerToken(db, principal, body.deviceToken, headers['x-app-id']);
    return OK;
  },

  async deleteDeviceToken({ params, principal, db }) {
    await deleteToken(db, principal, params.token);
    return OK;
  },
});
