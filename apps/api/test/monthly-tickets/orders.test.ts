// Monthly ticket orders through the API (issue 11): registration, extension, change of card, cash
// confirmation (idempotent, one ledger entry), cancellation and refunds by role, the counter's lists
// with their totals, the renewal campaign, and other companies' records answering 404.
import { addMonths, monthOf, periodDays, saigonToday } from '@busops/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfcCards, subscriptions } from '../../src/db/schema/index.ts';
import { ledgerOfOrder } from '../../src/features/ledger/ledger.append.ts';
import { DEMO_ALL_ROUTES } from '../../src/seed/demo-monthly-tickets.ts';
import { failsCleanly } from '../fails-cleanly.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  ADMIN,
  CONTROLLER,
  cardTypeId,
  companyIdOf,
  firstRoute,
  freeCard,
  memberWithoutPass,
  OTHER_ADMIN,
  passesDueThisMonth,
  passOf,
  SALE,
} from './orders.fixture.ts';

let t: TestApp;
let pn: number;
let qt: number;
const month = monthOf(saigonToday());
beforeAll(async () => {
  t = await createTestApp();
  pn = await companyIdOf(t, 'PNB');
  qt = await companyIdOf(t, 'QTH');
}, 180_000);
afterAll(() => t.close());

const ledgerOf = (orderId: number) => ledgerOfOrder(t.services.database.db, orderId);

describe('registration', () => {
  it('takes an order for a member, then cash and card in one confirmation', async () => {
    const [member] = await memberWithoutPass(t, pn);
    const card = await freeCard(t, pn);
    const route = await firstRoute(t, pn);
    const created = await t.call('POST', '/subscription-order/new', {
      as: SALE,
      body: {
        member_id: member!.id,
        card_type_id: await cardTypeId(t, pn, 'UT'),
        scope: 'single',
        route_id: route,
        card_id: card.id,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.order).toMatchObject({
      order_type: 1,
      status: 1,
      amount: 70_000,
      period_month: month,
      period_from: periodDays(month).from,
      source: 'web-admin',
    });
    expect(created.body.order.code).toMatch(/^VT-\d{6}$/);
    // The card stays in stock until the money is taken.
    const [before] = await t.services.database.db.select().from(nfcCards).where(eq(nfcCards.id, card.id));
    expect(before!.memberId).toBeNull();

    const paid = await t.call('POST', `/subscription-order/${created.body.order.id}/confirm-cash-payment`, {
      as: SALE,
      headers: { 'idempotency-key': `registration-${created.body.order.id}` },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe('Xác nhận thanh toán thành công!');
    expect(paid.body.order).toMatchObject({ status: 3, payment_type: 'CASH', card: { id: card.id } });
    expect(paid.body.ledger_entry).toMatchObject({
      amount: 70_000,
      payment_type: 'CASH',
      business_date: saigonToday(),
    });
    const pass = await passOf(t, created.body.order.subscription_id);
    expect(pass.paidThrough).toBe(periodDays(month).to);
    expect(pass.cardId).toBe(card.id);
    const [linked] = await t.services.database.db.select().from(nfcCards).where(eq(nfcCards.id, card.id));
    expect(linked!.memberId).toBe(member!.id);

    // A retry with the key replays; a second confirm without it is told the order is paid.
    const replay = await t.call('POST', `/subscription-order/${created.body.order.id}/confirm-cash-payment`, {
      as: SALE,
      headers: { 'idempotency-key': `registration-${created.body.order.id}` },
    });
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await failsCleanly(t, 409, () =>
      t.call('POST', `/subscription-order/${created.body.order.id}/confirm-cash-payment`, { as: ADMIN }),
    );
    expect(again.message).toBe('Đơn hàng đã được thanh toán');
    expect(await ledgerOf(created.body.order.id)).toHaveLength(1);
  });

  it('registers a new customer typed at the counter, once per phone', async () => {
    const body = {
      member: { phone_number: '0987654321', full_name: 'Lý Thị Vé Mới', address: '12 Lê Lợi, Quận 1' },
      card_type_id: await cardTypeId(t, pn, 'CN'),
      scope: 'multi',
      multiple_routes_name: DEMO_ALL_ROUTES,
    };
    const created = await t.call('POST', '/subscription-order/new', { as: SALE, body });
    expect(created.status).toBe(201);
    expect(created.body.order.member).toMatchObject({
      full_name: 'Lý Thị Vé Mới',
      phone_number: '+84987654321',
    });
    expect(created.body.order.amount).toBe(280_000);
    const again = await failsCleanly(t, 409, () =>
      t.call('POST', '/subscription-order/new', { as: SALE, body }),
    );
    expect(again.message).toContain('Số điện thoại đã có');
  });

  it('refuses what another company owns, a month in the past, and a pass without a price', async () => {
    const [member] = await memberWithoutPass(t, pn);
    const base = { member_id: member!.id, card_type_id: await cardTypeId(t, pn, 'UT'), scope: 'single' };
    const pnRoute = await firstRoute(t, pn);
    const qtRoute = await firstRoute(t, qt);
    const qtCard = (await freeCard(t, qt)).id;
    const post = (as: string, body: Record<string, unknown>) => () =>
      t.call('POST', '/subscription-order/new', { as, body });
    await failsCleanly(t, 404, post(SALE, { ...base, route_id: qtRoute }));
    await failsCleanly(t, 404, post(SALE, { ...base, route_id: pnRoute, card_id: qtCard }));
    await failsCleanly(t, 404, post(OTHER_ADMIN, { ...base, route_id: qtRoute }));
    await failsCleanly(
      t,
      400,
      post(SALE, { ...base, route_id: pnRoute, period_month: addMonths(month, -1) }),
    );
    const none = await failsCleanly(t, 404, () =>
      t.call('POST', '/subscription-order/new', {
        as: SALE,
        body: { ...base, scope: 'multi', multiple_routes_name: 'Không có giá này' },
      }),
    );
    expect(none.message).toContain('Chưa có giá vé tháng');
  });
});

describe('extension', () => {
  it('buys the month after the paid one, once, and moves paid_through when paid', async () => {
    const [due] = await passesDueThisMonth(t, pn);
    const next = addMonths(month, 1);
    const created = await t.call('POST', '/subscription-order/extend', {
      as: SALE,
      body: { subscription_id: due!.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.order).toMatchObject({
      order_type: 2,
      status: 1,
      period_month: next,
      card: { id: due!.card_id },
    });
    const twice = await failsCleanly(t, 409, () =>
      t.call('POST', '/subscription-order/extend', { as: SALE, body: { subscription_id: due!.id } }),
    );
    expect(twice.message).toContain(created.body.order.code);
    const paid = await t.call('POST', `/subscription-order/${created.body.order.id}/confirm-cash-payment`, {
      as: SALE,
    });
    expect(paid.body.order.status).toBe(2);
    expect((await passOf(t, due!.id)).paidThrough).toBe(periodDays(next).to);
    // The next extension buys the month after.
    const third = await t.call('POST', '/subscription-order/extend', {
      as: SALE,
      body: { subscription_id: due!.id },
    });
    expect(third.body.order.period_month).toBe(addMonths(month, 2));
  });

  it('extends a pass paid before any order here (imported) from its paid month', async () => {
    const [due] = await passesDueThisMonth(t, pn);
    const [member] = await memberWithoutPass(t, pn);
    const [pass] = await t.services.database.db
      .insert(subscriptions)
      .values({
        companyId: pn,
        memberId: member!.id,
        cardTypeId: (await passOf(t, due!.id)).cardTypeId,
        scope: 'multi',
        multipleRoutesName: DEMO_ALL_ROUTES,
        paidThrough: periodDays(month).to,
      })
      .returning({ id: subscriptions.id });
    const got = await t.call('GET', `/subscriptions/${pass!.id}`, { as: SALE });
    expect(got.body).toMatchObject({ next_period: addMonths(month, 1), open_order: null });
    const created = await t.call('POST', '/subscription-order/extend', {
      as: SALE,
      body: { subscription_id: pass!.id },
    });
    expect(created.body.order.period_month).toBe(addMonths(month, 1));
  });

  it("answers 404 for another company's pass", async () => {
    const [due] = await passesDueThisMonth(t, qt);
    await failsCleanly(t, 404, () =>
      t.call('POST', '/subscription-order/extend', { as: SALE, body: { subscription_id: due!.id } }),
    );
  });
});

describe('change of card', () => {
  it('blocks the old card at once and replaces it when paid', async () => {
    const [, due] = await passesDueThisMonth(t, pn);
    const card = await freeCard(t, pn);
    const created = await t.call('POST', '/subscription-order/change-card', {
      as: SALE,
      body: { subscription_id: due!.id, kind: 'replacement', old_card_status: 'lost', card_id: card.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.order).toMatchObject({
      order_type: 3,
      amount: 30_000,
      old_card: { id: due!.card_id, status: 'lost' },
    });
    const paid = await t.call('POST', `/subscription-order/${created.body.order.id}/confirm-cash-payment`, {
      as: SALE,
    });
    expect(paid.body.order.status).toBe(3);
    const [old] = await t.services.database.db.select().from(nfcCards).where(eq(nfcCards.id, due!.card_id!));
    expect(old).toMatchObject({ status: 'replaced', replacedById: card.id });
    expect((await passOf(t, due!.id)).cardId).toBe(card.id);
  });
});

describe('cards of passes', () => {
  it('a card unlinked from its member leaves the pass without one, and the counter attaches a new one', async () => {
    const due = await passesDueThisMonth(t, pn);
    const pass = due.at(-1)!;
    const unlinked = await t.call('PUT', '/nfc/card-user', {
      as: SALE,
      body: { card_id: pass.card_id, action: 'unlink' },
    });
    expect(unlinked.status).toBe(200);
    expect((await passOf(t, pass.id)).cardId).toBeNull();
    const card = await freeCard(t, pn);
    const attach = () =>
      t.call('POST', `/subscriptions/${pass.id}/card`, { as: SALE, body: { card_id: card.id } });
    // No card without a paid order waiting for one (issue 18): a blank-card order, paid, first.
    await failsCleanly(t, 409, attach);
    const order = await t.call('POST', '/subscription-order/change-card', {
      as: SALE,
      body: { subscription_id: pass.id, kind: 'blank' },
    });
    expect(order.status).toBe(201);
    await failsCleanly(t, 409, attach);
    await t.call('POST', `/subscription-order/${order.body.order.id}/confirm-cash-payment`, { as: SALE });
    const attached = await attach();
    expect(attached.status).toBe(200);
    expect(attached.body.card).toMatchObject({ id: card.id, status: 'active' });
    const another = (await freeCard(t, pn)).id;
    await failsCleanly(t, 409, () =>
      t.call('POST', `/subscriptions/${pass.id}/card`, { as: SALE, body: { card_id: another } }),
    );
  });
});

describe('cancellation', () => {
  it('lets sales staff cancel an unpaid order, and only controllers refund a paid one', async () => {
    const [a, b] = (await passesDueThisMonth(t, pn)).slice(2);
    const unpaid = await t.call('POST', '/subscription-order/extend', {
      as: SALE,
      body: { subscription_id: a!.id },
    });
    const cancelled = await t.call('POST', `/subscription-order/${unpaid.body.order.id}/cancel`, {
      as: SALE,
      body: { reason: 'Khách đổi ý' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 4, cancel_reason: 'Khách đổi ý' });
    await failsCleanly(t, 409, () =>
      t.call('POST', `/subscription-order/${unpaid.body.order.id}/cancel`, {
        as: SALE,
        body: { reason: 'Lần hai' },
      }),
    );

    const order = await t.call('POST', '/subscription-order/extend', {
      as: SALE,
      body: { subscription_id: b!.id },
    });
    await t.call('POST', `/subscription-order/${order.body.order.id}/confirm-cash-payment`, { as: SALE });
    await failsCleanly(t, 403, () =>
      t.call('POST', `/subscription-order/${order.body.order.id}/cancel`, {
        as: SALE,
        body: { reason: 'Hoàn tiền' },
      }),
    );
    const refunded = await t.call('POST', `/subscription-order/${order.body.order.id}/cancel`, {
      as: CONTROLLER,
      body: { reason: 'Hoàn tiền cho khách' },
    });
    expect(refunded.status).toBe(200);
    const entries = await ledgerOf(order.body.order.id);
    expect(entries.map((e) => [e.fareAction, e.amount]).sort()).toEqual([
      ['pass_purchase', order.body.order.amount],
      ['refund', -order.body.order.amount],
    ]);
    expect((await passOf(t, b!.id)).paidThrough).toBe(periodDays(month).to);
    // Controllers do not take cash.
    await failsCleanly(t, 403, () =>
      t.call('POST', `/subscription-order/${unpaid.body.order.id}/confirm-cash-payment`, { as: CONTROLLER }),
    );
  });
});

describe('lists', () => {
  it('filters what a counter needs and totals the money of every matching order', async () => {
    const unpaid = await t.call('GET', '/subscription-order', {
      as: SALE,
      query: { order_type: 2, status: 1, size: 2 },
    });
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.items.length).toBeLessThanOrEqual(2);
    for (const o of unpaid.body.items) expect(o).toMatchObject({ order_type: 2, status: 1 });
    expect(unpaid.body.totals.unpaid_amount).toBe(unpaid.body.totals.amount);
    expect(unpaid.body.totals.count).toBe(unpaid.body.total);

    const [sumRow] = (
      (await t.services.database.db.execute(
        sql`select coalesce(sum(amount), 0)::bigint as s from subscription_orders where company_id = ${pn} and order_type = 2 and status = 1`,
      )) as unknown as { rows: Array<{ s: string }> }
    ).rows;
    expect(unpaid.body.totals.amount).toBe(Number(sumRow!.s));

    const phone = unpaid.body.items[0].member.phone_number.replace('+84', '0');
    const byPhone = await t.call('GET', '/subscription-order', {
      as: SALE,
      query: { order_type: 2, keyword: phone },
    });
    expect(
      byPhone.body.items.every(
        (o: { member: { phone_number: string } }) =>
          o.member.phone_number === unpaid.body.items[0].member.phone_number,
      ),
    ).toBe(true);

    const today = await t.call('GET', '/subscription-order', {
      as: SALE,
      query: { order_type: 1, date_from: saigonToday(), date_to: saigonToday() },
    });
    expect(today.body.items.length).toBeGreaterThan(0);

    const file = await t.call('GET', '/subscription-order', {
      as: SALE,
      query: { order_type: 2, export: true },
    });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');

    // Another company's orders never show.
    const other = await t.call('GET', '/subscription-order', {
      as: OTHER_ADMIN,
      query: { order_type: 2, size: 100 },
    });
    const mine = new Set(unpaid.body.items.map((o: { id: number }) => o.id));
    expect(other.body.items.some((o: { id: number }) => mine.has(o.id))).toBe(false);
  });
});

describe('renewal campaign', () => {
  it('lists the passes due this month and extends the selected with per-row outcomes', async () => {
    const due = await t.call('GET', '/subscriptions', {
      as: SALE,
      query: { expiring_month: month, size: 100 },
    });
    expect(due.status).toBe(200);
    expect(due.body.items.length).toBeGreaterThan(2);
    for (const p of due.body.items) {
      expect(p.paid_through).toBe(periodDays(month).to);
      expect(p.next_period).toBe(addMonths(month, 1));
    }
    const [first, second] = due.body.items;
    const [foreign] = await passesDueThisMonth(t, qt);
    await t.call('POST', '/subscription-order/extend', { as: SALE, body: { subscription_id: second.id } });
    const batch = await t.call('POST', '/subscription-order/extend/batch', {
      as: SALE,
      body: { subscription_ids: [first.id, second.id, foreign!.id] },
    });
    expect(batch.status).toBe(200);
    expect(batch.body).toMatchObject({ created: 1, refused: 2 });
    expect(batch.body.items[0]).toMatchObject({
      subscription_id: first.id,
      ok: true,
      message: 'Tạo đơn gia hạn thành công!',
    });
    expect(batch.body.items[1].message).toContain('đang có đơn chờ thanh toán');
    expect(batch.body.items[2].message).toBe('Không tìm thấy vé tháng');
    const after = await t.call('GET', '/subscriptions', {
      as: SALE,
      query: { expiring_month: month, size: 100 },
    });
    const left = new Set(after.body.items.map((p: { id: number }) => p.id));
    expect(left.has(first.id)).toBe(false);
    expect(left.has(second.id)).toBe(false);
  });
});
