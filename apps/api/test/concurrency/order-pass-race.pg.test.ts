// The race suite's monthly-ticket orders and the pass's card (issue 18; race.fixture.ts): every pair of
// order moves from one state, and a pass's card moves (attach, change, take back) against the order moves
// they depend on, sent at once on PostgreSQL. Each round must end in a state some serial order allows,
// answer no 5xx, and leave the ledger balanced: payments minus refunds equal what a paid order holds, no
// refund without its payment, and the pass's paid months hold the order's month only while it is paid; a
// cancelled registration's pass holds no card.
import { ORDER_MACHINE, type OrderMove, type OrderStatus, racingPairs, serialEnds } from '@busops/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nfcCards, subscriptionOrders, subscriptions } from '../../src/db/schema/index.ts';
import { ledgerOfOrder } from '../../src/features/ledger/ledger.append.ts';
import type { TestApp } from '../harness.ts';
import { ADMIN, CONTROLLER, SALE } from '../monthly-tickets/orders.fixture.ts';
import { nextSerial, pairName, ROUNDS, stockCard, useRaceApp } from './race.fixture.ts';

const app = useRaceApp();
const db = () => app.t.services.database.db;

// ---- orders ----------------------------------------------------------------------------------------

type OrderRace = { orderId: number; passId: number; amount: number; month: string };

/** A registration of a new customer, without a card, brought to `from` through the API. */
async function orderIn(from: OrderStatus): Promise<OrderRace> {
  const n = nextSerial();
  const created = await app.t.call('POST', '/subscription-order/new', {
    as: SALE,
    body: {
      member: { phone_number: `09${String(30_000_000 + n).padStart(8, '0')}`, full_name: `Khách Đua ${n}` },
      card_type_id: app.cardTypeCN,
      scope: 'single',
      route_id: app.route,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const order = created.body.order;
  if (from === 2) {
    const paid = await app.t.call('POST', `/subscription-order/${order.id}/confirm-cash-payment`, {
      as: SALE,
    });
    expect(paid.status).toBe(200);
  }
  return {
    orderId: order.id,
    passId: order.subscription_id,
    amount: order.amount,
    month: order.period_month,
  };
}

/** One request per order move, by a role the table allows for it from every state it leaves. */
async function sendOrderMove(move: OrderMove, race: OrderRace) {
  if (move === 'confirm_payment')
    return app.t.call('POST', `/subscription-order/${race.orderId}/confirm-cash-payment`, { as: SALE });
  if (move === 'cancel')
    return app.t.call('POST', `/subscription-order/${race.orderId}/cancel`, {
      as: CONTROLLER,
      body: { reason: 'đua' },
    });
  return app.t.call('POST', `/subscriptions/${race.passId}/card`, {
    as: SALE,
    body: { card_id: await stockCard(app) },
  });
}

async function orderEnd(race: OrderRace) {
  const [order] = await db().select().from(subscriptionOrders).where(eq(subscriptionOrders.id, race.orderId));
  const ledger = await ledgerOfOrder(db(), race.orderId);
  const [pass] = await db().select().from(subscriptions).where(eq(subscriptions.id, race.passId));
  const paidMonths = (await app.t.call('GET', `/subscriptions/${race.passId}`, { as: ADMIN })).body
    .paid_months;
  return { status: order!.status as OrderStatus, ledger, pass: pass!, paidMonths: paidMonths as string[] };
}

const orderPairs = racingPairs(ORDER_MACHINE);
describe(`order machine: ${orderPairs.length} pairs x ${ROUNDS} rounds`, () => {
  it.each(orderPairs.map((p) => [pairName(p), p] as const))(
    '%s',
    async (_, [a, b]) => {
      const allowed = serialEnds(ORDER_MACHINE, a.from, [a.move, b.move]);
      let bothOk = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const race = await orderIn(a.from);
        const answers = await Promise.all([sendOrderMove(a.move, race), sendOrderMove(b.move, race)]);
        if (answers.every((answer) => answer.status === 200)) bothOk++;
        for (const answer of answers)
          expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
        const end = await orderEnd(race);
        expect(allowed, `round ${round}: ended in ${end.status}`).toContain(end.status);
        const payments = end.ledger.filter((e) => e.fareAction === 'pass_purchase');
        const refunds = end.ledger.filter((e) => e.fareAction === 'refund');
        const held = end.status === 2 || end.status === 3 ? race.amount : 0;
        expect(payments.length).toBeLessThanOrEqual(1);
        expect(refunds.length).toBeLessThanOrEqual(payments.length);
        expect(end.ledger.reduce((sum, e) => sum + Number(e.amount), 0)).toBe(held);
        if (payments.length === 1 && end.status === 4) expect(refunds).toHaveLength(1);
        expect(end.paidMonths.includes(race.month)).toBe(held > 0);
        if (end.status === 4) expect(end.pass.cardId).toBeNull();
        if (end.status === 3) expect(end.pass.cardId).not.toBeNull();
      }
      // Both 200 is a serial order too (paid, then refunded): the assertions above judge the end.
      console.log(`[race] order ${pairName([a, b])}: ${ROUNDS} rounds, both answered 200 in ${bothOk}`);
    },
    120_000,
  );

  it('the company ledger balances: payments minus refunds = what paid orders hold', async () => {
    const rows = (await db().execute(
      sql`select
            (select coalesce(sum(amount), 0) from fare_transactions where company_id = ${app.pn} and order_id is not null)::bigint as ledger,
            (select coalesce(sum(amount), 0) from subscription_orders where company_id = ${app.pn} and status in (2, 3))::bigint as held,
            (select count(*) from fare_transactions r where r.fare_action = 'refund' and r.order_id is not null and not exists
              (select 1 from fare_transactions p where p.order_id = r.order_id and p.fare_action = 'pass_purchase'))::int as orphans`,
    )) as unknown as { rows: Array<{ ledger: string; held: string; orphans: number }> };
    expect(Number(rows.rows[0]!.ledger)).toBe(Number(rows.rows[0]!.held));
    expect(Number(rows.rows[0]!.orphans)).toBe(0);
  });
});

// ---- a pass's card (PASS_CARD_MACHINE's moves against the order moves they depend on) ----------------
// Each scenario brings one pass to a state, then sends two requests on it at once. Whatever wins, the
// pass ends consistent: its member holds at most one active card, the pass's card is its member's and not
// replaced, a card-issued order's card is the pass's, a cancelled change-card order left no card
// replaced, every other card of the round is free or replaced by the pass's card, and the ledger holds
// the order's amount exactly while it is paid.

type PassRace = {
  passId: number;
  memberId: number;
  /** The order the moves depend on: a paid registration, or a change-card order. */
  orderId: number;
  amount: number;
  /** Stock cards made for the round (the old card first, when the pass has one). */
  cards: number[];
};

const cardCall = (method: 'POST' | 'PUT', race: PassRace, cardId: number) =>
  app.t.call(method, `/subscriptions/${race.passId}/card`, { as: SALE, body: { card_id: cardId } });
const cancelCall = (race: PassRace) =>
  app.t.call('POST', `/subscription-order/${race.orderId}/cancel`, {
    as: CONTROLLER,
    body: { reason: 'đua' },
  });

/** A paid registration of a new customer, no card yet (PASS_CARD 'no_card'). */
async function paidRegistration(): Promise<PassRace> {
  const order = await orderIn(2);
  const [pass] = await db().select().from(subscriptions).where(eq(subscriptions.id, order.passId));
  return {
    passId: order.passId,
    memberId: pass!.memberId,
    orderId: order.orderId,
    amount: order.amount,
    cards: [],
  };
}

/**
 * A pass holding a card, with a replacement change-card order that stopped it (PASS_CARD 'card_stopped'),
 * paid or not; `reserved` puts a stock card on the order, issued by its payment.
 */
async function stoppedForChange(paid: boolean, reserved = false): Promise<PassRace> {
  const race = await paidRegistration();
  const old = await stockCard(app);
  const attached = await cardCall('POST', race, old);
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  race.cards.push(old);
  const newCard = reserved ? await stockCard(app) : undefined;
  const created = await app.t.call('POST', '/subscription-order/change-card', {
    as: SALE,
    body: {
      subscription_id: race.passId,
      kind: 'replacement',
      old_card_status: 'blocked',
      ...(newCard ? { card_id: newCard } : {}),
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (newCard) race.cards.push(newCard);
  race.orderId = created.body.order.id;
  race.amount = created.body.order.amount;
  if (paid) {
    const answer = await app.t.call('POST', `/subscription-order/${race.orderId}/confirm-cash-payment`, {
      as: SALE,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  return race;
}

/** A stock card for the round, kept in the round's list. */
async function roundCard(race: PassRace): Promise<number> {
  const id = await stockCard(app);
  race.cards.push(id);
  return id;
}

interface PassScenario {
  name: string;
  setup: () => Promise<PassRace>;
  moves: (race: PassRace) => Promise<[() => Promise<CallAnswer>, () => Promise<CallAnswer>]>;
  /** How many of the two may answer 200 (a serial order where the second is refused, or both apply). */
  winners: readonly number[];
}
type CallAnswer = Awaited<ReturnType<TestApp['call']>>;

const PASS_SCENARIOS: PassScenario[] = [
  {
    name: 'no_card: attach + cancel the registration (refund)',
    setup: paidRegistration,
    moves: async (r) => {
      const card = await roundCard(r);
      return [() => cardCall('POST', r, card), () => cancelCall(r)];
    },
    winners: [1],
  },
  {
    name: 'no_card: attach + attach (two cards)',
    setup: paidRegistration,
    moves: async (r) => {
      const [a, b] = [await roundCard(r), await roundCard(r)];
      return [() => cardCall('POST', r, a), () => cardCall('POST', r, b)];
    },
    winners: [1],
  },
  {
    name: 'card_stopped: change + cancel the change-card order (refund, old card back)',
    setup: () => stoppedForChange(true),
    moves: async (r) => {
      const card = await roundCard(r);
      return [() => cardCall('PUT', r, card), () => cancelCall(r)];
    },
    winners: [1],
  },
  {
    name: 'card_stopped: change + change (two cards)',
    setup: () => stoppedForChange(true),
    moves: async (r) => {
      const [a, b] = [await roundCard(r), await roundCard(r)];
      return [() => cardCall('PUT', r, a), () => cardCall('PUT', r, b)];
    },
    winners: [1],
  },
  {
    name: 'card_stopped: payment issuing the reserved card + cancel (old card back)',
    setup: () => stoppedForChange(false, true),
    moves: async (r) => [
      () => app.t.call('POST', `/subscription-order/${r.orderId}/confirm-cash-payment`, { as: SALE }),
      () => cancelCall(r),
    ],
    winners: [1],
  },
  {
    name: 'card_stopped: take the old card back (unlink) + cancel the change-card order',
    setup: () => stoppedForChange(false),
    moves: async (r) => [
      () =>
        app.t.call('PUT', '/nfc/card-user', { as: SALE, body: { card_id: r.cards[0], action: 'unlink' } }),
      () => cancelCall(r),
    ],
    winners: [1, 2],
  },
  {
    name: 'card_stopped: take the old card back (unlink) + change',
    setup: () => stoppedForChange(true),
    moves: async (r) => {
      const card = await roundCard(r);
      return [
        () =>
          app.t.call('PUT', '/nfc/card-user', { as: SALE, body: { card_id: r.cards[0], action: 'unlink' } }),
        () => cardCall('PUT', r, card),
      ];
    },
    winners: [1, 2],
  },
];

/** The invariants a pass and its cards keep whatever order the two moves took. */
async function expectPassConsistent(race: PassRace, round: number) {
  const where = `round ${round}`;
  const [pass] = await db().select().from(subscriptions).where(eq(subscriptions.id, race.passId));
  const [order] = await db().select().from(subscriptionOrders).where(eq(subscriptionOrders.id, race.orderId));
  const memberCards = await db().select().from(nfcCards).where(eq(nfcCards.memberId, race.memberId));
  expect(memberCards.filter((c) => c.status === 'active').length, where).toBeLessThanOrEqual(1);
  const held = pass!.cardId === null ? undefined : memberCards.find((c) => c.id === pass!.cardId);
  if (pass!.cardId !== null) {
    expect(held, `${where}: the pass's card is its member's`).toBeDefined();
    expect(['active', 'blocked', 'lost'], where).toContain(held!.status);
  }
  if (order!.status === 3) expect(pass!.cardId, where).toBe(order!.cardId);
  // A change that did not happen left the pass its old card, working (ORDER_MACHINE 'old_card_restored').
  if (order!.orderType === 3 && order!.status === 4 && pass!.cardId === order!.oldCardId)
    expect(held?.status, `${where}: the old card is back`).toBe('active');
  const cards = await db().select().from(nfcCards).where(sql`${nfcCards.id} in ${race.cards}`);
  for (const card of cards) {
    if (card.id === pass!.cardId) continue;
    const free = card.memberId === null;
    const replaced = card.status === 'replaced' && card.replacedById === pass!.cardId;
    expect(free || replaced, `${where}: card ${card.id} is ${card.status}, member ${card.memberId}`).toBe(
      true,
    );
    if (order!.orderType === 3 && order!.status === 4) expect(card.status, where).not.toBe('replaced');
  }
  const ledger = await ledgerOfOrder(db(), race.orderId);
  const holds = order!.status === 2 || order!.status === 3 ? race.amount : 0;
  expect(
    ledger.reduce((sum, e) => sum + Number(e.amount), 0),
    where,
  ).toBe(holds);
}

describe(`a pass's card: ${PASS_SCENARIOS.length} races x ${ROUNDS} rounds`, () => {
  it.each(PASS_SCENARIOS.map((s) => [s.name, s] as const))(
    '%s',
    async (_, scenario) => {
      const wins: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const race = await scenario.setup();
        const [a, b] = await scenario.moves(race);
        const answers = await Promise.all([a(), b()]);
        for (const answer of answers)
          expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
        const won = answers.filter((answer) => answer.status === 200).length;
        expect(scenario.winners, `round ${round}: ${won} answered 200`).toContain(won);
        wins.push(won);
        await expectPassConsistent(race, round);
      }
      console.log(
        `[race] pass card ${scenario.name}: ${ROUNDS} rounds, answers 200 per round ${wins.join(',')}`,
      );
    },
    180_000,
  );
});
