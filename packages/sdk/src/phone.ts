// spec §5: sign-in and SMS calls send +84 numbers; the password-login call sends the local form (leading 0).
// spec §9: country prefix +84 with local leading 0.
import { PHONE_PATTERN } from './gen/patterns.gen.ts';

export const COUNTRY_PREFIX = '+84';

/** Digits of a Vietnamese number without its country prefix or leading 0, or undefined when it is not one. */
function nationalDigits(input: string): string | undefined {
  const compact = input.trim().replace(/[\s.\-()]/g, '');
  const match = /^(?:\+84|84|0)([1-9]\d{8,9})$/.exec(compact);
  return match?.[1];
}

/** '0912 345 678' / '84912345678' / '+84912345678' -> '+84912345678'; anything else comes back trimmed. */
export function toInternationalPhone(input: string): string {
  const digits = nationalDigits(input);
  return digits ? `${COUNTRY_PREFIX}${digits}` : input.trim();
}

/** '+84912345678' / '84912345678' -> '0912345678'; anything else comes back trimmed. */
export function toLocalPhone(input: string): string {
  const digits = nationalDigits(input);
  return digits ? `0${digits}` : input.trim();
}

const phone = new RegExp(PHONE_PATTERN, 'u');

/**
 * What the contract's Phone accepts (9 digits after 0, 84 or +84; spaces, dots and dashes typed between
 * digits are dropped first, as the forms drop them before sending). 10-digit landlines are refused: the
 * API refuses them.
 */
export function isVietnamesePhone(input: string): boolean {
  return phone.test(input.trim().replace(/[\s.\-()]/g, ''));
}
