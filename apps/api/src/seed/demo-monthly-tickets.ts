// Demo monthly tickets (issue 11): for each member company the three Hanoi 2024 price categories, a
// price per route and an all-routes price, NFC cards in stock, and passes in every state a counter
// meets: paid for this month (due for renewal), paid ahead, lapsed, and today's unpaid orders; paid
// orders name their cashier (the company's sales staff); and two change-card orders per company, one
// done (the lost card replaced, its fee paid) and one awaiting payment.

import {
  addMonths,
  HANOI_2024_PASS_PRICES,
  monthOf,
  ORDER_STATUS,
  periodDays,
  saigonToday,
} from '@busops/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  busStaff,
  cardTypes,
  members,
  nfcCards,
  routes,
  subscriptionOrders,
  subscriptionPrices,
  subscriptions,
} from '../db/schema/index.ts';
import { appendLedger, orderTransactionId } from '../features/ledger/ledger.append.ts';
import type { DemoCompanyKey } from './demo-accounts.ts';

/** Fee of a new or replacement card, VND. */
export const DEMO_CARD_FEE = 30_000;
/** Name of the all-routes price (multiple_routes_name). */
export const DEMO_ALL_ROUTES = 'Liên tuyến toàn mạng';

/** A demo card UID: 7 bytes hex, unique per company and index. */
export function demoCardUid(companyIndex: number, n: number): string {
  return `04${companyIndex.toString(16).padStart(2, '0')}${n.toString(16).padStart(6, '0')}80`.toUpperCase();
}

export async function seedMonthlyTickets(
  tx: Tx,
  companyIds: Record<DemoCompanyKey, number>,
  options: { now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const today = saigonToday(now);
  const month = monthOf(today);
  let orderNo = 0;
  for (const [companyIndex, key] of (['phuongNam', 'quyetThang'] as const).entries()) {
    const companyId = companyIds[key];
    const cashierId = await demoCashier(tx, companyId);
    const types = await tx
      .insert(cardTypes)
      .values(
        HANOI_2024_PASS_PRICES.map((p) => ({
          companyId,
          code: p.code,
          name: p.name,
          requiresProof: p.code === 'UT',
          cardFee: DEMO_CARD_FEE,
          description:
            p.code === 'UT'
              ? 'Học sinh, sinh viên, công nhân khu công nghiệp, người cao tuổi: xuất trình giấy tờ'
              : p.code === 'TT'
                ? 'Cơ quan, doanh nghiệp mua từ 30 vé trở lên'
                : 'Hành khách cá nhân',
        })),
      )
      .returning({ id: cardTypes.id, code: cardTypes.code });
    const typeId = (code: string) => types.find((t) => t.code === code)!.id;
    const companyRoutes = await tx
      .select({ id: routes.id })
      .from(routes)
      .where(eq(routes.companyId, companyId))
      .orderBy(routes.id);
    const validFrom = '2024-11-01';
    const single = companyRoutes.flatMap((r) =>
      HANOI_2024_PASS_PRICES.map((p) => ({
        companyId,
        scope: 'single' as const,
        routeId: r.id,
        cardTypeId: typeId(p.code),
        price: p.single,
        validFrom,
      })),
    );
    const multi = HANOI_2024_PASS_PRICES.map((p) => ({
      companyId,
      scope: 'multi' as const,
      multipleRoutesName: DEMO_ALL_ROUTES,
      cardTypeId: typeId(p.code),
      price: p.multi,
      validFrom,
    }));
    const prices = await tx
      .insert(subscriptionPrices)
      .values([...single, ...multi])
      .returning({
        id: subscriptionPrices.id,
        routeId: subscriptionPrices.routeId,
        cardTypeId: subscriptionPrices.cardTypeId,
        price: subscriptionPrices.price,
      });

    const cards = await tx
      .insert(nfcCards)
      .values(
        Array.from({ length: 60 }, (_, n) => ({
          companyId,
          uid: demoCardUid(companyIndex + 1, n + 1),
          cardNumber: `${key === 'phuongNam' ? 'PN' : 'QT'}${String(n + 1).padStart(6, '0')}`,
        })),
      )
      .returning({ id: nfcCards.id });

    // Passes paid ahead (not due this month, so the counter's renewals never meet them): where the
    // change-card orders go.
    const changeable: Array<{ passId: number; memberId: number; cardId: number; typeId: number }> = [];
    const people = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.companyId, companyId))
      .orderBy(members.id);
    for (const [k, person] of people.entries()) {
      // Three in four hold a pass; the fourth are new customers with none.
      if (k % 4 === 3) continue;
      const category = HANOI_2024_PASS_PRICES[k % 3]!;
      const route = companyRoutes.length > 0 && k % 5 !== 0 ? companyRoutes[k % companyRoutes.length] : null;
      const price = prices.find(
        (p) => p.cardTypeId === typeId(category.code) && p.routeId === (route?.id ?? null),
      )!;
      const card = cards[k]!;
      // Paid months: lapsed two months ago, paid through this month (renew now), or paid ahead.
      const lastPaid = k % 6 === 0 ? addMonths(month, -2) : k % 6 === 5 ? addMonths(month, 1) : month;
      const [pass] = await tx
        .insert(subscriptions)
        .values({
          companyId,
          memberId: person.id,
          cardTypeId: typeId(category.code),
          scope: route ? 'single' : 'multi',
          routeId: route?.id ?? null,
          multipleRoutesName: route ? null : DEMO_ALL_ROUTES,
          cardId: card.id,
          paidThrough: periodDays(lastPaid).to,
        })
        .returning({ id: subscriptions.id });
      await tx
        .update(nfcCards)
        .set({ memberId: person.id, linkedAt: new Date(`${addMonths(lastPaid, -2)}-03T09:00:00+07:00`) })
        .where(and(eq(nfcCards.id, card.id), eq(nfcCards.companyId, companyId)));
      const paidMonths = [addMonths(lastPaid, -2), addMonths(lastPaid, -1), lastPaid];
      for (const [i, paidMonth] of paidMonths.entries()) {
        const paidAt = new Date(
          `${addMonths(paidMonth, -1)}-${String(20 + (k % 8)).padStart(2, '0')}T08:30:00+07:00`,
        );
        const [order] = await tx
          .insert(subscriptionOrders)
          .values({
            companyId,
            code: `VT-${String(++orderNo).padStart(6, '0')}`,
            orderType: i === 0 ? 1 : 2,
            status: i === 0 ? ORDER_STATUS.cardIssued : ORDER_STATUS.paid,
            memberId: person.id,
            subscriptionId: pass!.id,
            periodMonth: paidMonth,
            cardId: card.id,
            amount: price.price,
            priceId: price.id,
            paidAt,
            paidBy: cashierId,
            createdBy: cashierId,
            paymentType: 'CASH',
            createdAt: paidAt,
          })
          .returning({ id: subscriptionOrders.id });
        await cashPayment(tx, companyId, order!.id, price.price, paidAt, cashierId);
      }
      // Today's queue: a few renewals taken but not yet paid.
      if (k % 7 === 1 && lastPaid === month) {
        await tx.insert(subscriptionOrders).values({
          companyId,
          code: `VT-${String(++orderNo).padStart(6, '0')}`,
          orderType: 2,
          status: ORDER_STATUS.created,
          memberId: person.id,
          subscriptionId: pass!.id,
          periodMonth: addMonths(month, 1),
          cardId: card.id,
          amount: price.price,
          priceId: price.id,
          createdBy: cashierId,
        });
      } else if (lastPaid > month) {
        changeable.push({
          passId: pass!.id,
          memberId: person.id,
          cardId: card.id,
          typeId: typeId(category.code),
        });
      }
    }
    orderNo = await seedChangeCardOrders(tx, companyId, cashierId, changeable, cards.slice(55), orderNo, now);
  }
  // Order numbers continue after the demo's.
  await tx.execute(sql`select setval('subscription_order_no', ${orderNo})`);
}

/** The ledger's payment of a paid demo order, in cash, on its day, by its cashier (as the counter writes it). */
function cashPayment(
  tx: Tx,
  companyId: number,
  orderId: number,
  amount: number,
  paidAt: Date,
  cashierId: number | null,
) {
  return appendLedger(tx, [
    {
      companyId,
      transactionId: orderTransactionId(orderId, 'payment'),
      serviceDate: saigonToday(paidAt),
      eventTimestamp: paidAt,
      amount,
      fareAction: 'pass_purchase',
      paymentType: 'CASH',
      fareMedia: 'counter',
      fareProduct: 'monthly_pass',
      numRiders: 0,
      orderId,
      createdBy: cashierId,
    },
  ]);
}

/** The company's cashier for the demo's paid orders: its sales staff, else a controller, else its admin. */
async function demoCashier(tx: Tx, companyId: number): Promise<number | null> {
  const staff = await tx
    .select({ userId: busStaff.userId, role: busStaff.role })
    .from(busStaff)
    .where(eq(busStaff.companyId, companyId));
  for (const role of [8, 9, 2]) {
    const found = staff.find((s) => s.role === role && s.userId !== null);
    if (found) return found.userId;
  }
  return null;
}

/**
 * Two change-card orders: the first pass's lost card replaced by a stock card, its fee paid (card
 * issued, old card 'replaced', a ledger payment); the second's card reported lost, the replacement
 * awaiting payment (old card 'lost', no new card yet). Answers the last order number used.
 */
async function seedChangeCardOrders(
  tx: Tx,
  companyId: number,
  cashierId: number | null,
  passes: ReadonlyArray<{ passId: number; memberId: number; cardId: number }>,
  stock: ReadonlyArray<{ id: number }>,
  orderNo: number,
  now: Date,
): Promise<number> {
  const [done, waiting] = passes;
  const newCard = stock[0];
  if (done && newCard) {
    const paidAt = new Date(now.getTime() - 2 * 86_400_000);
    // The old card first: a member holds one active card at a time.
    await tx
      .update(nfcCards)
      .set({ status: 'replaced', replacedById: newCard.id })
      .where(eq(nfcCards.id, done.cardId));
    await tx
      .update(nfcCards)
      .set({ memberId: done.memberId, linkedAt: paidAt })
      .where(eq(nfcCards.id, newCard.id));
    await tx.update(subscriptions).set({ cardId: newCard.id }).where(eq(subscriptions.id, done.passId));
    const [order] = await tx
      .insert(subscriptionOrders)
      .values({
        companyId,
        code: `VT-${String(++orderNo).padStart(6, '0')}`,
        orderType: 3,
        status: ORDER_STATUS.cardIssued,
        memberId: done.memberId,
        subscriptionId: done.passId,
        periodMonth: null,
        cardId: newCard.id,
        oldCardId: done.cardId,
        amount: DEMO_CARD_FEE,
        vatIncluded: true,
        paidAt,
        paidBy: cashierId,
        createdBy: cashierId,
        paymentType: 'CASH',
        note: 'Khách báo mất thẻ',
        createdAt: paidAt,
      })
      .returning({ id: subscriptionOrders.id });
    await cashPayment(tx, companyId, order!.id, DEMO_CARD_FEE, paidAt, cashierId);
  }
  if (waiting) {
    await tx.update(nfcCards).set({ status: 'lost' }).where(eq(nfcCards.id, waiting.cardId));
    await tx.insert(subscriptionOrders).values({
      companyId,
      code: `VT-${String(++orderNo).padStart(6, '0')}`,
      orderType: 3,
      status: ORDER_STATUS.created,
      memberId: waiting.memberId,
      subscriptionId: waiting.passId,
      periodMonth: null,
      cardId: null,
      oldCardId: waiting.cardId,
      amount: DEMO_CARD_FEE,
      vatIncluded: true,
      createdBy: cashierId,
      note: 'Khách báo mất thẻ, chờ thanh toán phí thẻ mới',
    });
  }
  return orderNo;
}
