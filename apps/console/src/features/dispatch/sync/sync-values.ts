// How the sync dialog words a field and a value: times in Vietnam's clock (with the day when not the service day), sources as tags.
import { TRIP_STATUS_LABELS, type TripStatus } from '@busops/domain';
import { resourceName } from '../board/board-data';

export const FIELD_LABELS: Record<string, string> = {
  planned_departure: 'Giờ xuất bến',
  planned_arrival: 'Giờ về bến',
  vehicle_id: 'Xe',
  driver_id: 'Lái xe',
  conductor_id: 'Phụ xe',
  status: 'Trạng thái',
  note: 'Ghi chú',
  external_ref: 'Mã nguồn ngoài',
};

export const SOURCE_LABELS: Record<string, string> = {
  manual: 'nhập tay',
  import: 'nhập tệp',
  sync: 'đồng bộ',
  copy: 'sao chép',
  roster: 'lịch lái xe',
  schedule: 'lịch chạy',
};

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ho_Chi_Minh',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });

/** HH:mm in Vietnam; the day too (dd/MM) when it is not the service day `date` (a trip past midnight). */
export function showTime(iso: string, date?: string): string {
  const instant = new Date(iso);
  const time = clock.format(instant);
  const day = dayOf.format(instant); // YYYY-MM-DD
  return date === undefined || day === date ? time : `${time} (${day.slice(8)}/${day.slice(5, 7)})`;
}

export function showValue(field: string, value: string | number | null | undefined, date?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.startsWith('planned_')) return showTime(String(value), date);
  if (field === 'status') return TRIP_STATUS_LABELS[value as TripStatus] ?? String(value);
  if (field.endsWith('_id')) return String(resourceName(field, value));
  return String(value);
}
