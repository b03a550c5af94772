// Issue 18, findings 3 and 4: a registration buys this month or the next (never 2099), a pass is valid
// only in a paid month, and a card is issued or changed only against a paid order of its pass (a
// cancelled registration takes its card back).
import { addMonths, monthOf, REGISTRATION_MONTH_MESSAGE, saigonToday } from '@busops/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfcCards, subscriptions } from '../../src/db/schema/index.ts';
import { ledgerOfOrder } from '../../src/features/ledger/ledger.append.ts';
import { failsCleanly } from '../fails-cleanly.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  CONTROLLER,
  cardTypeId,
  companyIdOf,
  firstRoute,
  freeCard,
  memberWithoutPass,
  passesDueThisMonth,
  passOf,
  SALE,
} from './orders.fixture.ts';

let t: TestApp;
let pn: number;
const month = monthOf(saigonToday());
beforeAll(async () => {
  t = await createTestApp();
  pn = await companyIdOf(t, 'PNB');
}, 180_000);
afterAll(() => t.close());

async function registration(memberIndex: number, periodMonth?: string) {
  const members = await memberWithoutPass(t, pn);
  return {
    member_id: members[memberIndex]!.id,
    card_type_id: await cardTypeId(t, pn, 'CN'),
    scope: 'single',
    route_id: await firstRoute(t, pn),
    ...(periodMonth ? { period_month: periodMonth } : {}),
  };
}

describe('the months a registration buys', () => {
  it('refuses 2099-12 and any month past the next one, with the rule in Vietnamese', async () => {
    for (const far of ['2099-12', addMonths(month, 2), '1999-01']) {
      const body = await registration(0, far);
      const refused = await failsCleanly(t, 400, () =>
        t.call('POST', '/subscription-order/new', { as: SALE, body }),
      );
      expect(refused.message).toMatch(far < month ? /quá khứ/ : new RegExp(REGISTRATION_MONTH_MESSAGE));
    }
  });

  it('next month paid: the pass is not valid this month, valid only in the month bought', async () => {
    const next = addMonths(month, 1);
    const created = await t.call('POST', '/subscription-order/new', {
      as: SALE,
      body: await registration(0, next),
    });
    expect(created.status).toBe(201);
    const paid = await t.call('POST', `/subscription-order/${created.body.order.id}/confirm-cash-payment`, {
      as: SALE,
    });
    expect(paid.status).toBe(200);
    const pass = await t.call('GET', `/subscriptions/${created.body.order.subscription_id}`, { as: SALE });
    expect(pass.body).toMatchObject({ paid_months: [next], valid_today: false });
  });

  it('a demo pass paid through this month is valid today; a lapsed one is not', async () => {
    const [due] = await passesDueThisMonth(t, pn);
    const got = await t.call('GET', `/subscriptions/${due!.id}`, { as: SALE });
    expect(got.body.valid_today).toBe(true);
    expect(got.body.paid_months.at(-1)).toBe(month);
    const list = await t.call('GET', '/subscriptions', { as: SALE, query: { size: 100 } });
    const lapsed = list.body.items.find(
      (p: { paid_through: string | null }) => p.paid_through !== null && p.paid_through < `${month}-01`,
    );
    expect(lapsed).toMatchObject({ valid_today: false });
  });
});

describe('cards go only with a paid order', () => {
  it('PUT a card on a pass without a paid change-card order: 409, nothing changed', async () => {
    const [due] = await passesDueThisMonth(t, pn);
    const card = await freeCard(t, pn);
    await failsCleanly(t, 409, () =>
      t.call('PUT', `/subscriptions/${due!.id}/card`, { as: SALE, body: { card_id: card.id } }),
    );
  });

  it('POST a card on an unpaid registration: 409; once paid the card is handed over and the order is final', async () => {
    const created = await t.call('POST', '/subscription-order/new', {
      as: SALE,
      body: await registration(1),
    });
    expect(created.status).toBe(201);
    const passId = created.body.order.subscription_id as number;
    const card = await freeCard(t, pn);
    const attach = () =>
      t.call('POST', `/subscriptions/${passId}/card`, { as: SALE, body: { card_id: card.id } });
    await failsCleanly(t, 409, attach);
    await t.call('POST', `/subscription-order/${created.body.order.id}/confirm-cash-payment`, { as: SALE });
    // Paid without a card: now the counter hands one over, and the order is 'card issued' (final).
    const attached = await attach();
    expect(attached.status).toBe(200);
    expect(attached.body.card).toMatchObject({ id: card.id });
    await failsCleanly(t, 409, () =>
      t.call('POST', `/subscription-order/${created.body.order.id}/cancel`, {
        as: CONTROLLER,
        body: { reason: 'Khách trả vé' },
      }),
    );
  });

  it('a cancelled registration takes back a card its pass held (data from before the rule)', async () => {
    const created = await t.call('POST', '/subscription-order/new', {
      as: SALE,
      body: await registration(2),
    });
    const passId = created.body.order.subscription_id as number;
    const card = await freeCard(t, pn);
    const memberId = created.body.order.member.id as number;
    // As the old rules allowed: a card handed to the unpaid registration.
    await t.services.database.db.update(nfcCards).set({ memberId }).where(eq(nfcCards.id, card.id));
    await t.services.database.db
      .update(subscriptions)
      .set({ cardId: card.id })
      .where(eq(subscriptions.id, passId));
    const cancelled = await t.call('POST', `/subscription-order/${created.body.order.id}/cancel`, {
      as: SALE,
      body: { reason: 'x' },
    });
    expect(cancelled.status).toBe(200);
    expect((await passOf(t, passId)).cardId).toBeNull();
    const [back] = await t.services.database.db.select().from(nfcCards).where(eq(nfcCards.id, card.id));
    expect(back).toMatchObject({ memberId: null, status: 'active' });
    const ledger = await ledgerOfOrder(t.services.database.db, created.body.order.id);
    expect(ledger).toEqual([]);
  });
});
