// Monthly-ticket order rows in the ledger for the report tests: for each member company, three of its
// demo orders (with their pass, customer and card) paid in the fixture's month (October 2024) and the
// second one refunded, written with appendLedger as an order payment and cancellation write them
// (transaction ids order-<id>-payment / -refund, no route, payment at the counter).
import { asc, eq } from 'drizzle-orm';
import { subscriptionOrders, subscriptions } from '../../src/db/schema/index.ts';
import { appendLedger, type LedgerRow } from '../../src/features/ledger/ledger.append.ts';
import type { TestApp } from '../harness.ts';
import { type LedgerFixture, ledgerRow } from './ledger.fixture.ts';

export interface OrderRow extends LedgerRow {
  /** The order's pass's card type (the card_type_id filter). */
  cardTypeId: number;
  orderType: number;
}

export async function writeMonthlyTicketRows(t: TestApp, fx: LedgerFixture): Promise<OrderRow[]> {
  const db = t.services.database.db;
  const rows: OrderRow[] = [];
  for (const company of [fx.pn, fx.qt]) {
    const orders = await db
      .select({
        id: subscriptionOrders.id,
        type: subscriptionOrders.orderType,
        cardTypeId: subscriptions.cardTypeId,
      })
      .from(subscriptionOrders)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionOrders.subscriptionId))
      .where(eq(subscriptionOrders.companyId, company))
      .orderBy(asc(subscriptionOrders.id))
      .limit(3);
    orders.forEach((order, i) => {
      const day = `2024-10-1${i}`;
      const of = { cardTypeId: order.cardTypeId, orderType: order.type };
      const paid = {
        orderId: order.id,
        routeId: null,
        fareMedia: 'counter' as const,
        numRiders: 0,
        paymentType: i === 1 ? ('QR' as const) : ('CASH' as const),
        fareProduct: 'monthly_pass',
      };
      const amount = 200000 + 50000 * i;
      rows.push({
        ...ledgerRow(company, day, `mt-order-${order.id}-payment`, i, {
          ...paid,
          amount,
          fareAction: 'pass_purchase',
        }),
        ...of,
      });
      if (i === 1)
        rows.push({
          ...ledgerRow(company, '2024-10-20', `mt-order-${order.id}-refund`, 30, {
            ...paid,
            amount: -amount,
            fareAction: 'refund',
          }),
          ...of,
        });
    });
  }
  await db.transaction((tx) => appendLedger(tx, rows));
  return rows;
}
