// Which monthly pass price applies on a day (issue 11): a price is valid from `valid_from` to
// `valid_to` (both included; null = open ended). Two prices of the same (scope, route or name, card
// type) may not overlap, so on any day at most one applies; the API refuses an overlap (409) and the
// order code picks the price of the day with `priceOnDay`. Days are `YYYY-MM-DD` strings, compared as
// text (the format sorts like the calendar).

/** A validity range: both ends included, `validTo` null = no end. */
export interface ValidityRange {
  validFrom: string;
  validTo: string | null;
}

/** The message of a price whose end is before its start (400). */
export const PRICE_RANGE_MESSAGE = 'Ngày hết hiệu lực phải từ ngày bắt đầu hiệu lực trở đi';

/** Is `range` well formed (its end, when it has one, not before its start)? */
export function isValidRange(range: ValidityRange): boolean {
  return range.validTo === null || range.validTo >= range.validFrom;
}

/** Is `day` inside `range` (ends included)? */
export function isValidOn(range: ValidityRange, day: string): boolean {
  return range.validFrom <= day && (range.validTo === null || day <= range.validTo);
}

/** Do two ranges share at least one day? */
export function rangesOverlap(a: ValidityRange, b: ValidityRange): boolean {
  const aEndsBeforeB = a.validTo !== null && a.validTo < b.validFrom;
  const bEndsBeforeA = b.validTo !== null && b.validTo < a.validFrom;
  return !aEndsBeforeB && !bEndsBeforeA;
}

/**
 * The price that applies on `day` among candidates of one (scope, route or name, card type): the one
 * valid that day; should stored data ever hold two, the one that started last wins (the newer decision).
 * Undefined when none applies.
 */
export function priceOnDay<T extends ValidityRange>(candidates: readonly T[], day: string): T | undefined {
  let best: T | undefined;
  for (const candidate of candidates) {
    if (!isValidOn(candidate, day)) continue;
    if (!best || candidate.validFrom > best.validFrom) best = candidate;
  }
  return best;
}

/** "01/11/2024 – 31/12/2025" or "từ 01/11/2024" for an open range (dd/MM/yyyy). */
export function formatValidity(range: ValidityRange): string {
  const day = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  return range.validTo === null
    ? `từ ${day(range.validFrom)}`
    : `${day(range.validFrom)} – ${day(range.validTo)}`;
}
