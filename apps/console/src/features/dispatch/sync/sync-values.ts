// How the sync dialog words a field and a value: the domain's field and source words, times in
// Vietnam's clock (with the day when not the service day), people and buses by name.
import {
  businessDay,
  TRIP_FIELD_SOURCE_LABELS,
  TRIP_STATUS_LABELS,
  type TripStatus,
  tripFieldLabel,
} from '@busops/domain';
import { resourceName } from '../board/board-data';
import { clockTime } from '../board/board-model';

/** 'Giờ xuất bến': a trip field's words at the head of a table cell. */
export function fieldHeading(field: string): string {
  const label = tripFieldLabel(field);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Where our value came from, looked up by the diff's source name. */
export const SOURCE_LABELS: Readonly<Record<string, string>> = TRIP_FIELD_SOURCE_LABELS;

/** HH:mm in Vietnam; the day too (dd/MM) when it is not the service day `date` (a trip past midnight). */
export function showTime(iso: string, date?: string): string {
  const time = clockTime(iso);
  const day = businessDay(iso); // YYYY-MM-DD in Vietnam
  return date === undefined || day === date ? time : `${time} (${day.slice(8)}/${day.slice(5, 7)})`;
}

export function showValue(field: string, value: string | number | null | undefined, date?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.startsWith('planned_')) return showTime(String(value), date);
  if (field === 'status') return TRIP_STATUS_LABELS[value as TripStatus] ?? String(value);
  if (field.endsWith('_id')) return String(resourceName(field, value));
  return String(value);
}
