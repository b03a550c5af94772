// Monthly ticket orders and passes (/monthly-ticket/*-list, issue 11). This map only unpacks requests;
// `db` is scoped to the caller's companies (ADR 0009). The work is in order.* and pass.* files.
import { ORDER_CREATED_MESSAGES } from '@busops/domain';
import { AppError } from '../../http/errors.ts';
import { defineHandlers } from '../../http/operation.ts';
import { cancelOrder, ORDER_CANCELLED } from './order.cancel.ts';
import { createChangeCard, createExtension, createRegistration, extendPass } from './order.create.ts';
import { exportOrders } from './order.export.ts';
import { confirmCashPayment } from './order.payment.ts';
import { listMemberOrders, listOrdersPage } from './order.query.ts';
import { loadOrder } from './order.select.ts';
import { issueCard } from './pass.card.ts';
import { listPassesPage, loadPass } from './pass.query.ts';

export const orderHandlers = defineHandlers({
  async listSubscriptionOrders({ query, db, reply }) {
    if (query.export) return exportOrders(db, query, reply);
    return listOrdersPage(db, query);
  },
  async getSubscriptionOrder({ params, db }) {
    return { message: '', order: await loadOrder(db, params.id) };
  },
  async listMemberSubscriptionOrders({ params, query, db }) {
    return listMemberOrders(db, params.id, query);
  },
  async createRegistrationOrder({ body, principal, db }) {
    return { message: ORDER_CREATED_MESSAGES[1], order: await createRegistration(db, principal, body) };
  },
  async createExtensionOrder({ body, principal, db }) {
    return { message: ORDER_CREATED_MESSAGES[2], order: await createExtension(db, principal, body) };
  },
  async createChangeCardOrder({ body, principal, db }) {
    return { message: ORDER_CREATED_MESSAGES[3], order: await createChangeCard(db, principal, body) };
  },
  async createExtensionOrders({ body, principal, db }) {
    // The renewal campaign: one transaction per pass, so one refusal never undoes the others.
    const items = [];
    for (const subscriptionId of body.subscription_ids) {
      try {
        const made = await db.transaction((tx) =>
          extendPass(tx, principal, { subscription_id: subscriptionId }),
        );
        items.push({
          subscription_id: subscriptionId,
          ok: true,
          message: ORDER_CREATED_MESSAGES[2],
          order_id: made.id,
          order_code: made.code,
        });
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        items.push({
          subscription_id: subscriptionId,
          ok: false,
          message: error.message,
          order_id: null,
          order_code: null,
        });
      }
    }
    const created = items.filter((i) => i.ok).length;
    return { items, created, refused: items.length - created };
  },
  async confirmOrderCashPayment({ params, principal, db, request, reply }) {
    return confirmCashPayment({ db, principal, request, reply }, params.id);
  },
  async cancelSubscriptionOrder({ params, body, principal, db }) {
    return { message: ORDER_CANCELLED, order: await cancelOrder(db, principal, params.id, body) };
  },
  async listSubscriptions({ query, db }) {
    return listPassesPage(db, query);
  },
  async getSubscription({ params, db }) {
    return loadPass(db, params.id);
  },
  async attachSubscriptionCard({ params, body, principal, db }) {
    await db.transaction((tx) => issueCard(tx, principal, params.id, body.card_id, 'attach'));
    return loadPass(db, params.id);
  },
  async changeSubscriptionCard({ params, body, principal, db }) {
    await db.transaction((tx) => issueCard(tx, principal, params.id, body.card_id, 'change'));
    return loadPass(db, params.id);
  },
});
