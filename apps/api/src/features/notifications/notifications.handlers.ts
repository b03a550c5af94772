// In-app notifications (spec §3, §4, §7): the caller's inbox, customer-support sends, push device
// tokens and the live SSE stream fanned out across instances by the bus (design §4, §6).
import { defineHandlers } from '../../http/operation.ts';
import { deleteToken, registerToken } from './device-tokens.ts';
import { listInbox, markAllRead, markRead } from './inbox.ts';
import { sendNotification } from './send.ts';
import { openStream } from './stream.ts';

const OK = { message: 'OK' };

export const notificationHandlers = defineHandlers({
  async listNotifications({ query, principal, services }) {
    return listInbox(services.database.db, principal.userId, query);
  },

  async markNotificationRead({ params, principal, services }) {
    return markRead(services.database.db, principal, params.id);
  },

  async markAllNotificationsRead({ principal, services }) {
    return markAllRead(services.database.db, principal);
  },

  async sendNotification({ body, principal, services }) {
    return sendNotification(services, principal, body);
  },

  async streamNotifications({ request, reply, principal, services }) {
    return openStream({ request, reply, principal, services });
  },

  async registerDeviceToken({ body, headers, principal, services }) {
    await registerToken(services.database.db, principal, body.deviceToken, headers['x-app-id']);
    return OK;
  },

  async deleteDeviceToken({ params, principal, services }) {
    await deleteToken(services.database.db, principal, params.token);
    return OK;
  },
});
