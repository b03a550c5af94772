// Demo monthly tickets (issue 11): for each member company the three Hanoi 2024 price categories, a
// price per route and an all-routes price, NFC cards in stock, and passes in every state a counter
// meets: paid for this month (due for renewal), paid ahead, lapsed, and today's unpaid orders.

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
  cardTypes,
  ledgerEntries,
  members,
  nfcCards,
  routes,
  subscriptionOrders,
  subscriptionPrices,
  subscriptions,
} from '../db/schema/index.ts';
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
  const today = saigonToday(options.now ?? new Date());
  const month = monthOf(today);
  let orderNo = 0;
  for (const [companyIndex, key] of (['phuongNam', 'quyetThang'] as const).entries()) {
    const companyId = companyIds[key];
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
            paymentType: 'CASH',
            createdAt: paidAt,
          })
          .returning({ id: subscriptionOrders.id });
        await tx.insert(ledgerEntries).values({
          companyId,
          kind: 'payment',
          orderId: order!.id,
          amount: price.price,
          paymentType: 'CASH',
          businessDate: saigonToday(paidAt),
          createdAt: paidAt,
        });
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
        });
      }
    }
  }
  // Order numbers continue after the demo's.
  await tx.execute(sql`select setval('subscription_order_no', ${orderNo})`);
}
