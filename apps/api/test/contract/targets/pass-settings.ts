// Card types and monthly pass prices in the target matrix: a card type and a price in each demo company
// (only its own company reaches it; the operations are for member companies), and valid requests whose
// other ids (a route, a card type) are of the actor's company.
import { asc, eq } from 'drizzle-orm';
import { cardTypes, routes, subscriptionPrices } from '../../../src/db/schema/index.ts';
import { cardTypeValues } from '../../../src/features/pass-settings/card-type.fields.ts';
import {
  sampleCardTypeInput,
  sampleMultiPriceInput,
  sampleSinglePriceInput,
} from '../../pass-settings/samples.ts';
import { companyOwned } from './company-owned.ts';
import type { SampleRequest } from './requests.ts';
import type { Actor, World } from './world.ts';

async function insertCardType(world: World, companyId: number): Promise<number> {
  const [row] = await world.t.services.database.db
    .insert(cardTypes)
    .values({ ...cardTypeValues(sampleCardTypeInput()), companyId })
    .returning({ id: cardTypes.id });
  return row!.id;
}

/** The actor's company's first card type and route (the demo seeds both in every member company). */
async function ownIds(world: World, actor: Actor): Promise<{ cardTypeId: number; routeId: number }> {
  const { db } = world.t.services.database;
  const [type] = await db
    .select({ id: cardTypes.id })
    .from(cardTypes)
    .where(eq(cardTypes.companyId, actor.companyId!))
    .orderBy(asc(cardTypes.id))
    .limit(1);
  const [route] = await db
    .select({ id: routes.id })
    .from(routes)
    .where(eq(routes.companyId, actor.companyId!))
    .orderBy(asc(routes.id))
    .limit(1);
  return { cardTypeId: type!.id, routeId: route!.id };
}

type Sample = (world: World, actor: Actor) => Promise<SampleRequest> | SampleRequest;

export const passSettingTargets = {
  cardTypeFixture: companyOwned(insertCardType),
  priceFixture: companyOwned(async (world, companyId) => {
    const cardTypeId = await insertCardType(world, companyId);
    const body = sampleMultiPriceInput(cardTypeId);
    const [row] = await world.t.services.database.db
      .insert(subscriptionPrices)
      .values({
        companyId,
        scope: 'multi',
        multipleRoutesName: body.multiple_routes_name!,
        cardTypeId,
        price: body.price,
        validFrom: body.valid_from,
        validTo: body.valid_to ?? null,
      })
      .returning({ id: subscriptionPrices.id });
    return row!.id;
  }),
  requests: {
    getCardType: () => ({}),
    updateCardType: () => ({ body: sampleCardTypeInput() }),
    deleteCardType: () => ({}),
    getSubscriptionPrice: () => ({}),
    createSubscriptionPrice: async (world, actor) => {
      const own = await ownIds(world, actor);
      return { body: sampleSinglePriceInput(own.routeId, own.cardTypeId) };
    },
    updateSubscriptionPrice: async (world, actor) => {
      const own = await ownIds(world, actor);
      return { body: sampleMultiPriceInput(own.cardTypeId) };
    },
    listRouteSubscriptionPrices: () => ({ query: { page: 0, size: 100, source: 'web-admin' } }),
    listMultipleRouteSubscriptionPrices: () => ({
      query: {
        multiple_routes_name: 'Liên tuyến toàn mạng',
        is_valid_price_vat: 'true',
        source: 'web-admin',
      },
    }),
  } satisfies Record<string, Sample>,
};
