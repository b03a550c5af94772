// Request values the contract's patterns let through but the calendar or clock does not.
import { badRequest } from '../../http/errors.ts';
import { isRealDay } from '../real-day.ts';

/** An ISO 8601 instant with its offset (the contract's Instant pattern) as a Date; 400 if not real. */
export function instantOf(value: string, field: string): Date {
  const date = new Date(value);
  const day = value.slice(0, 10);
  if (Number.isNaN(date.getTime()) || !isRealDay(day))
    throw badRequest(`${field} không phải là một thời điểm có thật`, [
      { field, message: 'không phải là một thời điểm có thật' },
    ]);
  return date;
}

export function serviceDayOf(value: string, field = 'date'): string {
  if (!isRealDay(value))
    throw badRequest('Ngày không phải là một ngày có thật', [
      { field, message: 'không phải là một ngày có thật' },
    ]);
  return value;
}
