// What the date and month inputs do with a keystroke, apart from React: digits typed without slashes
// get them ('31102026' -> '31/10/2026'), '.' and '-' typed as separators become '/', and a step moves a
// day or a month from the value (or from today when there is none). Pure, so the rules are unit tests.
import { addDays, formatDay, formatMonth, parseDay, parseMonth } from '@busops/domain';

/** The text as it should read after typing: separators normalised, slashes added after dd and MM. */
export function typedDayText(text: string, previous: string): string {
  const clean = text.replace(/[.\-\s]/g, '/').replace(/[^\d/]/g, '');
  if (/^\d{8}$/.test(clean)) return `${clean.slice(0, 2)}/${clean.slice(2, 4)}/${clean.slice(4)}`;
  // Typing forward (not deleting): '31' -> '31/', '31/10' -> '31/10/'.
  if (clean.length > previous.length && (/^\d{2}$/.test(clean) || /^\d{1,2}\/\d{2}$/.test(clean))) {
    return `${clean}/`;
  }
  return clean.slice(0, 10);
}

export function typedMonthText(text: string, previous: string): string {
  const clean = text.replace(/[.\-\s]/g, '/').replace(/[^\d/]/g, '');
  if (/^\d{6}$/.test(clean)) return `${clean.slice(0, 2)}/${clean.slice(2)}`;
  if (clean.length > previous.length && /^\d{2}$/.test(clean)) return `${clean}/`;
  return clean.slice(0, 7);
}

/** The day `days` away from `day` ('yyyy-MM-dd'), or from `today` when `day` is not one. */
export function stepDay(day: string, days: number, today: string): string {
  return addDays(parseDay(formatDay(day)) ? day : today, days);
}

/** The month `months` away from `month` ('yyyy-MM'), or from this month when `month` is not one. */
export function stepMonth(month: string, months: number, today: string): string {
  const from = parseMonth(formatMonth(month)) ? month : today.slice(0, 7);
  const index = Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A step key: ArrowUp / '+' forward, ArrowDown / '-' back (PageUp / PageDown by `big`); 0 for others. */
export function stepOf(key: string, big: number): number {
  if (key === 'ArrowUp' || key === '+') return 1;
  if (key === 'ArrowDown' || key === '-') return -1;
  if (key === 'PageUp') return big;
  if (key === 'PageDown') return -big;
  return 0;
}
