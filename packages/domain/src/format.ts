// Vietnamese display formats. Numbers use a fixed algorithm rather than Intl so the output
// does not depend on the ICU build: '.' groups thousands, ',' separates decimals, and the
// currency sign follows a plain space (U+0020, not Intl's NBSP) so texts compare and copy cleanly.
// Dates are shown in Asia/Ho_Chi_Minh whatever the machine's timezone.

import { toLocalPhone } from '@busops/sdk/phone';

export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** Vietnam has kept UTC+7 without daylight saving since 1975. */
const VN_OFFSET_MS = 7 * 60 * 60 * 1000;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Integer digits and fraction of |n| rounded half away from zero to `fractionDigits`. */
function splitAbs(
  n: number | bigint,
  fractionDigits: number,
): { int: string; frac: string; negative: boolean } {
  if (typeof n === 'bigint') return { int: (n < 0n ? -n : n).toString(), frac: '', negative: n < 0n };
  const abs = Math.abs(n);
  if (abs >= 1e21) return { int: BigInt(Math.round(abs)).toString(), frac: '', negative: n < 0 };
  const fixed = abs.toFixed(fractionDigits);
  const [int = '0', frac = ''] = fixed.split('.');
  const trimmed = frac.replace(/0+$/, '');
  const isZero = /^0*$/.test(int + trimmed);
  return { int, frac: trimmed, negative: n < 0 && !isZero };
}

/** '1.234.567,89' style; up to `maxFractionDigits` decimals (trailing zeros dropped); '' for null/NaN. */
export function formatNumber(n: number | bigint | null | undefined, maxFractionDigits = 0): string {
  if (n === null || n === undefined) return '';
  if (typeof n === 'number' && !Number.isFinite(n)) return '';
  const { int, frac, negative } = splitAbs(n, maxFractionDigits);
  return `${negative ? '-' : ''}${groupThousands(int)}${frac ? `,${frac}` : ''}`;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in binary units with a decimal comma: 5242880 -> '5 MB', 1536 -> '1,5 KB'. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, unit === 0 ? 0 : 1)} ${BYTE_UNITS[unit]}`;
}

/** Whole dong: 1234567.5 -> '1.234.568 ₫', -1000 -> '-1.000 ₫', null -> ''. */
export function formatVnd(n: number | bigint | null | undefined): string {
  const s = formatNumber(n, 0);
  return s === '' ? '' : `${s} ₫`;
}

export type DateInput = Date | string | number;

function toDate(d: DateInput | null | undefined): Date | null {
  if (d === null || d === undefined || d === '') return null;
  const date = d instanceof Date ? d : new Date(d);
  return Number.isNaN(date.getTime()) ? null : date;
}

let partsFormatter: Intl.DateTimeFormat | undefined;

function vnParts(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  partsFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const out = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const p of partsFormatter.formatToParts(date)) {
    if (p.type in out) out[p.type as keyof typeof out] = p.value;
  }
  out.year = out.year.padStart(4, '0');
  return out;
}

/** 'dd/MM/yyyy' in Vietnam time; '' for missing or invalid input. */
export function formatDate(d: DateInput | null | undefined): string {
  const date = toDate(d);
  if (!date) return '';
  const p = vnParts(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** 'dd/MM/yyyy HH:mm' (24 h) in Vietnam time; '' for missing or invalid input. */
export function formatDateTime(d: DateInput | null | undefined): string {
  const date = toDate(d);
  if (!date) return '';
  const p = vnParts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The Vietnamese calendar day of an instant, 'yyyy-MM-dd' (what the server filters by). */
export function businessDay(instant: DateInput): string {
  const date = toDate(instant);
  if (!date) return '';
  const p = vnParts(date);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * 'dd/MM/yyyy' (one-digit day or month accepted) -> the instant that day starts in Vietnam,
 * e.g. '02/01/2024' -> 2024-01-01T17:00:00Z. null when malformed or not a real date.
 */
export function parseDate(s: string | null | undefined): Date | null {
  const day = parseDay(s);
  return day ? new Date(Date.parse(`${day}T00:00:00Z`) - VN_OFFSET_MS) : null;
}

// Calendar days and months travel as the API writes them ('yyyy-MM-dd', 'yyyy-MM') and are shown and
// typed the Vietnamese way ('dd/MM/yyyy', 'MM/yyyy'): these four are the only converters, so a roster,
// a filter and a date input all write a day the same way whatever the browser's language.

/** '2026-10-31' -> '31/10/2026'; anything that is not a calendar day comes back as it is ('' for none). */
export function formatDay(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (day ?? '');
}

/** '31/10/2026' (one-digit day or month accepted) -> '2026-10-31'; null when malformed or not a real day. */
export function parseDay(text: string | null | undefined): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text?.trim() ?? '');
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  utc.setUTCFullYear(year);
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
    return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** '2026-06' -> '06/2026'; anything else comes back as it is ('' for none). */
export function formatMonth(month: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month ?? '');
  return m ? `${m[2]}/${m[1]}` : (month ?? '');
}

/** '06/2026' or '6/2026' -> '2026-06'; null when malformed. */
export function parseMonth(text: string | null | undefined): string | null {
  const m = /^(\d{1,2})\/(\d{4})$/.exec(text?.trim() ?? '');
  if (!m) return null;
  const month = Number(m[1]);
  return month >= 1 && month <= 12 ? `${m[2]}-${String(month).padStart(2, '0')}` : null;
}

/**
 * A WGS84 point with Vietnamese decimal commas, latitude then longitude, separated by '; ' (a comma
 * would be ambiguous): 10.8437, 106.6135 -> '10,8437; 106,6135'. Up to six decimals (about 0.1 m).
 */
export function formatCoordinates(lat: number | null | undefined, lng: number | null | undefined): string {
  if (lat === null || lat === undefined || lng === null || lng === undefined) return '';
  return `${formatNumber(lat, 6)}; ${formatNumber(lng, 6)}`;
}

/** A phone as people read and type it here: the local 0… form ('+84973123456' -> '0973123456'). */
export function formatPhone(phone: string | null | undefined): string {
  return phone ? toLocalPhone(phone) : '';
}
