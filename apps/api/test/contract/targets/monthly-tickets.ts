import { and, eq } from 'drizzle-orm';
import {
  cardTypes,
  nfcCards,
  subscriptionOrders,
  subscriptionPrices,
  subscriptions,
} from '../../../src/db/schema/index.ts';
import { companyOwned } from './company-owned.ts';
import { insertMember, insertStockCard } from './customers.ts';
import type { Actor, World } from './world.ts';

const NAME = 'Liên tuyến ma trận';
let serial = 0;

const cardTypeIds = new WeakMap<World, Map<number, Promise<number>>>();

/** The matrix's card type of a company (created once, even when asked in parallel), priced for every month. */
function cardTypeOf(world: World, companyId: number): Promise<number> {
  const known = cardTypeIds.get(world) ?? new Map<number, Promise<number>>();
  cardTypeIds.set(world, known);
  if (!known.has(companyId)) known.set(companyId, createCardType(world, companyId));
  return known.get(companyId)!;
}

async function createCardType(world: World, companyId: number): Promise<number> {
  const db = world.t.services.database.db;
  const [found] = await db
    .select({ id: cardTypes.id })
    .from(cardTypes)
    .where(and(eq(cardTypes.companyId, companyId), eq(cardTypes.code, 'MATRAN')));
  if (found) return found.id;
  const [type] = await db
    .insert(cardTypes)
    .values({ companyId, code: 'MATRAN', name: 'Loại thẻ ma trận', cardFee: 20_000 })
    .returning({ id: cardTypes.id });
  await db.insert(subscriptionPrices).values({
    companyId,
    scope: 'multi',
    multipleRoutesName: NAME,
    cardTypeId: type!.id,
    price: 150_000,
    validFrom: '2020-01-01',
  });
  return type!.id;
}

/** A stock card of the company, or (with a member) that member's active card. */
async function newCard(world: World, companyId: number, memberId: number | null = null): Promise<number> {
  const id = await insertStockCard(world, companyId);
  if (memberId !== null)
    await world.t.services.database.db
      .update(nfcCards)
      .set({ memberId, linkedAt: new Date() })
      .where(eq(nfcCards.id, id));
  return id;
}

/**
 * A pass of a new member of the company, with an active card or none; `cardOrder`: with a paid new-card
 * order waiting for its card (a card is handed over only against one, issue 18).
 */
async function newPass(
  world: World,
  companyId: number,
  withCard: boolean,
  cardOrder = false,
): Promise<number> {
  const memberId = await insertMember(world, companyId);
  const cardId = withCard ? await newCard(world, companyId, memberId) : null;
  const db = world.t.services.database.db;
  const [row] = await db
    .insert(subscriptions)
    .values({
      companyId,
      memberId,
      cardTypeId: await cardTypeOf(world, companyId),
      scope: 'multi',
      multipleRoutesName: NAME,
      cardId,
    })
    .returning({ id: subscriptions.id });
  if (cardOrder)
    await db.insert(subscriptionOrders).values({
      companyId,
      code: `MT-${serial++}`,
      orderType: 3,
      status: 2,
      memberId,
      subscriptionId: row!.id,
      oldCardId: cardId,
      amount: 20_000,
      paidAt: new Date(),
      paymentType: 'CASH',
    });
  return row!.id;
}

const CARD_MOVES = new Set(['attachSubscriptionCard', 'changeSubscriptionCard']);

/** The actor's company, or (an actor who has not chosen one) any: every target then answers 404. */
const companyOf = (world: World, actor: Actor) => actor.companyId ?? world.companyIds.phuongNam;

export const monthlyTicketFixtures = {
  subscription: {
    ...companyOwned((world, companyId) => newPass(world, companyId, false)),
    kinds: (world: World, actor: Actor, operationId: string) =>
      companyOwned((w, companyId) =>
        newPass(w, companyId, operationId === 'changeSubscriptionCard', CARD_MOVES.has(operationId)),
      ).kinds(world, actor, operationId),
  },
  subscription_order: companyOwned(async (world, companyId) => {
    const passId = await newPass(world, companyId, false);
    const [pass] = await world.t.services.database.db
      .select({ memberId: subscriptions.memberId })
      .from(subscriptions)
      .where(eq(subscriptions.id, passId));
    const [row] = await world.t.services.database.db
      .insert(subscriptionOrders)
      .values({
        companyId,
        code: `MT-${serial++}`,
        orderType: 2,
        memberId: pass!.memberId,
        subscriptionId: passId,
        periodMonth: '2099-01',
        amount: 150_000,
      })
      .returning({ id: subscriptionOrders.id });
    return row!.id;
  }),
};

export const monthlyTicketRequests = {
  listMemberSubscriptionOrders: () => ({}),
  getSubscriptionOrder: () => ({}),
  getSubscription: () => ({}),
  confirmOrderCashPayment: () => ({ headers: { 'idempotency-key': `target-matrix-order-${serial++}` } }),
  cancelSubscriptionOrder: () => ({ body: { reason: 'Khách đổi ý' } }),
  createRegistrationOrder: async (world: World, actor: Actor) => {
    const companyId = companyOf(world, actor);
    return {
      body: {
        member_id: await insertMember(world, companyId),
        card_type_id: await cardTypeOf(world, companyId),
        scope: 'multi',
        multiple_routes_name: NAME,
        card_id: await newCard(world, companyId),
      },
    };
  },
  createExtensionOrder: async (world: World, actor: Actor) => ({
    body: { subscription_id: await newPass(world, companyOf(world, actor), false) },
  }),
  createChangeCardOrder: async (world: World, actor: Actor) => ({
    body: {
      kind: 'blank',
      subscription_id: await newPass(world, companyOf(world, actor), false),
      card_id: await newCard(world, companyOf(world, actor)),
    },
  }),
  attachSubscriptionCard: async (world: World, actor: Actor) => ({
    params: { id: await newPass(world, companyOf(world, actor), false, true) },
    body: { card_id: await newCard(world, companyOf(world, actor)) },
  }),
  changeSubscriptionCard: async (world: World, actor: Actor) => ({
    params: { id: await newPass(world, companyOf(world, actor), true, true) },
    body: { card_id: await newCard(world, companyOf(world, actor)) },
  }),
};
