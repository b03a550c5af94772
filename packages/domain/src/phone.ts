import { COUNTRY_PREFIX } from './constants.ts';

// spec §5: sign-in and SMS calls use the +84 form; the password login sends the local 0 form.

const COUNTRY_DIGITS = COUNTRY_PREFIX.slice(1);

function digitsOf(phone: string): string {
  return phone.trim().replace(/[\s.\-()]/g, '');
}

/** '0912345678' | '912345678' | '+84912345678' | '84912345678' -> '+84912345678'. */
export function toInternationalPhone(phone: string): string {
  const p = digitsOf(phone);
  if (p === '') return '';
  if (p.startsWith(COUNTRY_PREFIX)) return p;
  if (p.startsWith('0')) return `${COUNTRY_PREFIX}${p.slice(1)}`;
  if (p.startsWith(COUNTRY_DIGITS) && p.length > 10) return `+${p}`;
  return `${COUNTRY_PREFIX}${p}`;
}

/** '+84912345678' | '84912345678' | '912345678' | '0912345678' -> '0912345678'. */
export function toLocalPhone(phone: string): string {
  const p = digitsOf(phone);
  if (p === '') return '';
  if (p.startsWith(COUNTRY_PREFIX)) return `0${p.slice(COUNTRY_PREFIX.length)}`;
  if (p.startsWith('0')) return p;
  if (p.startsWith(COUNTRY_DIGITS) && p.length > 10) return `0${p.slice(COUNTRY_DIGITS.length)}`;
  return `0${p}`;
}
