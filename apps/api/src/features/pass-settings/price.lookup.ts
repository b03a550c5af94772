// The counter's price lookups (spec §7): the prices valid today of one route, or of one multi-route
// name, one per card type (priceOnDay in @busops/domain), disabled card types left out. A handful of
// rows (one per card type), picked from the day's valid prices in the database, then paged.
import { priceOnDay, saigonToday } from '@busops/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cardTypes, companies, routes, subscriptionPrices } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { QueryOf, SuccessOf } from '../../http/operation.ts';
import { readPage } from '../../http/paging.ts';
import { type PriceBody, type PriceRow, ROUTE_NOT_FOUND, toPriceBody } from './price.fields.ts';
import { selectPrices, validOn } from './price.query.ts';

/** One price per card type: the one that applies on `day` (rows already valid that day). */
async function pricesOfDay(executor: Executor, where: SQL | undefined, day: string): Promise<PriceBody[]> {
  const rows = await selectPrices(executor)
    .where(and(where, validOn(day), eq(cardTypes.enabled, true)))
    .orderBy(asc(cardTypes.code), asc(subscriptionPrices.id));
  const byType = new Map<number, PriceRow[]>();
  for (const row of rows) byType.set(row.cardTypeId, [...(byType.get(row.cardTypeId) ?? []), row]);
  return [...byType.values()].flatMap((candidates) => {
    const chosen = priceOnDay(candidates, day);
    return chosen ? [toPriceBody(chosen)] : [];
  });
}

const vatFilter = (vat: boolean | undefined) =>
  vat === undefined ? undefined : eq(subscriptionPrices.vatIncluded, vat);

export async function routePricesToday(
  executor: Executor,
  routeId: number,
  query: QueryOf<'listRouteSubscriptionPrices'>,
  today: string = saigonToday(),
): Promise<SuccessOf<'listRouteSubscriptionPrices'>> {
  const [route] = await executor.select({ id: routes.id }).from(routes).where(eq(routes.id, routeId));
  if (!route) throw notFound(ROUTE_NOT_FOUND);
  const all = await pricesOfDay(
    executor,
    and(
      eq(subscriptionPrices.scope, 'single'),
      eq(subscriptionPrices.routeId, routeId),
      vatFilter(query.is_valid_price_vat),
    ),
    today,
  );
  return readPage(
    query,
    async (limit, offset) => all.slice(offset, offset + limit),
    async () => all.length,
    100,
  );
}

export async function multiRoutePricesToday(
  executor: Executor,
  companyId: number,
  query: QueryOf<'listMultipleRouteSubscriptionPrices'>,
  today: string = saigonToday(),
): Promise<SuccessOf<'listMultipleRouteSubscriptionPrices'>> {
  const [company] = await executor
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('Không tìm thấy công ty');
  const items = await pricesOfDay(
    executor,
    and(
      eq(subscriptionPrices.companyId, companyId),
      eq(subscriptionPrices.scope, 'multi'),
      sql`lower(${subscriptionPrices.multipleRoutesName}) = lower(${query.multiple_routes_name.trim()})`,
      vatFilter(query.is_valid_price_vat),
    ),
    today,
  );
  return { items, total: items.length };
}
