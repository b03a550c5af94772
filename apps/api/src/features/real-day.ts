// The contract's day pattern (YYYY-MM-DD) lets 2026-02-30 through; the calendar does not.
import { badRequest } from '../http/errors.ts';

export function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** 400 naming the field when `day` is not on the calendar (nothing is stored). */
export function assertRealDay(day: string | null | undefined, field: string, label: string): void {
  if (day && !isRealDay(day))
    throw badRequest(`${label} không phải là một ngày có thật`, [
      { field, message: `${label} không phải là một ngày có thật` },
    ]);
}
