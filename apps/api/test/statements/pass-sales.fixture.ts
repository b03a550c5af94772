// Ledger rows for monthly-pass orders the demo seeded, in June and July 2024 (months the demo never
// writes): each order paid (`pass_purchase`), every fifth refunded a few days later. Each row keeps what
// the statements group it by: the pass's card type, the order's type and the pass product (the route of a
// one-route pass, or the multi-route name).
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { cardTypes, subscriptionOrders, subscriptions } from '../../src/db/schema/index.ts';
import { appendLedger, type LedgerRow } from '../../src/features/ledger/ledger.append.ts';
import type { TestApp } from '../harness.ts';
import { companyIdOf } from '../monthly-tickets/orders.fixture.ts';

export const PASS_PERIOD = { date_from: '2024-06-01', date_to: '2024-07-31' };

export interface Sale extends LedgerRow {
  cardTypeId: number;
  orderType: number;
  /** `single:<route id>` or `multi:<name>`. */
  product: string;
}

export interface PassSales {
  pn: number;
  qt: number;
  sales: Sale[];
}

export async function writePassSales(t: TestApp): Promise<PassSales> {
  const pn = await companyIdOf(t, 'PNB');
  const qt = await companyIdOf(t, 'QTH');
  const db = t.services.database.db;
  const orders = await db
    .select({
      id: subscriptionOrders.id,
      companyId: subscriptionOrders.companyId,
      orderType: subscriptionOrders.orderType,
      amount: subscriptionOrders.amount,
      cardTypeId: cardTypes.id,
      scope: subscriptions.scope,
      routeId: subscriptions.routeId,
      multipleRoutesName: subscriptions.multipleRoutesName,
    })
    .from(subscriptionOrders)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionOrders.subscriptionId))
    .innerJoin(cardTypes, eq(cardTypes.id, subscriptions.cardTypeId))
    .where(inArray(subscriptionOrders.companyId, [pn, qt]))
    .orderBy(subscriptionOrders.id);
  expect(new Set(orders.map((o) => o.cardTypeId)).size).toBeGreaterThan(1);
  const sales: Sale[] = [];
  orders.slice(0, 40).forEach((order, i) => {
    const day = i % 2 === 0 ? '2024-06-10' : '2024-07-05';
    const base = {
      companyId: order.companyId,
      eventTimestamp: new Date(`${day}T09:00:00+07:00`),
      paymentType: 'CASH' as const,
      fareMedia: 'counter' as const,
      numRiders: 0,
      orderId: order.id,
      cardTypeId: order.cardTypeId,
      orderType: order.orderType,
      product: order.scope === 'single' ? `single:${order.routeId}` : `multi:${order.multipleRoutesName}`,
    };
    const amount = order.amount > 0 ? order.amount : 100000;
    sales.push({
      ...base,
      transactionId: `sc-${order.id}-payment`,
      serviceDate: day,
      amount,
      fareAction: 'pass_purchase',
    });
    // Every fifth order is cancelled and refunded in the next days.
    if (i % 5 === 0) {
      const back = day.replace(/-(\d\d)$/, (_, d) => `-${String(Number(d) + 3).padStart(2, '0')}`);
      sales.push({
        ...base,
        transactionId: `sc-${order.id}-refund`,
        serviceDate: back,
        amount: -amount,
        fareAction: 'refund',
      });
    }
  });
  await db.transaction((tx) =>
    appendLedger(
      tx,
      sales.map(({ cardTypeId: _c, orderType: _o, product: _p, ...row }) => row),
    ),
  );
  return { pn, qt, sales };
}

export const sumAmount = (rows: readonly LedgerRow[]) => rows.reduce((s, r) => s + r.amount, 0);
