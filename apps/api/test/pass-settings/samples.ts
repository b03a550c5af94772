// Valid bodies of card types and monthly pass prices for tests (the target matrix's samples use them).
// Each call gives a code, a multi-route name or a validity year no earlier call used, so creates never
// collide (409) with one another.
import type { BodyOf } from '../../src/http/operation.ts';

let serial = 0;

export function sampleCardTypeInput(): BodyOf<'createCardType'> {
  serial += 1;
  return {
    code: `KT${serial}`,
    name: `Loại thẻ kiểm thử ${serial}`,
    card_fee: 25_000,
    requires_proof: false,
  };
}

/** A year far from the demo's prices (2024-11-01, open) in another name, so no overlap. */
export function sampleMultiPriceInput(cardTypeId: number): BodyOf<'createSubscriptionPrice'> {
  serial += 1;
  return {
    scope: 'multi',
    multiple_routes_name: `Liên tuyến kiểm thử ${serial}`,
    card_type_id: cardTypeId,
    price: 150_000,
    valid_from: '2030-01-01',
    valid_to: '2030-12-31',
  };
}

/**
 * A single-route price in a year before the demo's prices (which start 2024-11-01, open ended) that no
 * recent sample used (1950 + n, 70 years round): no overlap.
 */
export function sampleSinglePriceInput(
  routeId: number,
  cardTypeId: number,
): BodyOf<'createSubscriptionPrice'> {
  serial += 1;
  const year = 1950 + (serial % 70);
  return {
    scope: 'single',
    route_id: routeId,
    card_type_id: cardTypeId,
    price: 80_000,
    vat_included: true,
    valid_from: `${year}-01-01`,
    valid_to: `${year}-12-31`,
  };
}
