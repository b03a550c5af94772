// The pure part of copying days of trips (issue 10): which target days a request names (one day or a
// range of at most 31), a source trip moved by whole days (Vietnam has no DST, so a day is 24 hours),
// what a kept trip on the target differs in, and the preview token that the apply must match.
import { createHash } from 'node:crypto';
import {
  statusAfterAssignment,
  type TripCopyMode,
  type TripCopyOnExisting,
  type TripStatus,
  tripCodeOf,
} from '@busops/domain';
import { badRequest } from '../../http/errors.ts';
import { isRealDay } from '../real-day.ts';

export const COPY_MAX_DAYS = 31;
const DAY_MS = 86_400_000;

export interface CopyRange {
  from_date: string;
  to_date?: string;
  to_from?: string;
  to_until?: string;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

function realDay(value: string, field: string): number {
  if (!isRealDay(value))
    throw badRequest('Ngày không phải là một ngày có thật', [
      { field, message: 'không phải là một ngày có thật' },
    ]);
  return dayNumber(value);
}

/** The target days, in order; 400 for no target, both forms, a reversed or too long range, or the source day. */
export function targetDays(input: CopyRange): string[] {
  const from = realDay(input.from_date, 'from_date');
  const single = input.to_date !== undefined;
  const range = input.to_from !== undefined || input.to_until !== undefined;
  if (single === range)
    throw badRequest('Vui lòng chọn ngày đích hoặc khoảng ngày đích (từ ngày – đến ngày)', [
      { field: 'to_date', message: 'chọn một ngày đích hoặc một khoảng ngày' },
    ]);
  let days: number[];
  if (single) days = [realDay(input.to_date!, 'to_date')];
  else {
    if (input.to_from === undefined || input.to_until === undefined)
      throw badRequest('Vui lòng nhập đủ từ ngày và đến ngày của khoảng ngày đích', [
        { field: input.to_from === undefined ? 'to_from' : 'to_until', message: 'không được để trống' },
      ]);
    const start = realDay(input.to_from, 'to_from');
    const end = realDay(input.to_until, 'to_until');
    if (end < start)
      throw badRequest('Đến ngày phải sau hoặc bằng từ ngày', [
        { field: 'to_until', message: 'trước từ ngày' },
      ]);
    if (end - start + 1 > COPY_MAX_DAYS)
      throw badRequest(`Chỉ sao chép được tối đa ${COPY_MAX_DAYS} ngày một lần`, [
        { field: 'to_until', message: `quá ${COPY_MAX_DAYS} ngày` },
      ]);
    days = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  }
  if (days.includes(from))
    throw badRequest('Ngày đích phải khác ngày nguồn', [{ field: 'to_date', message: 'trùng ngày nguồn' }]);
  return days.map(dayOf);
}

/** A source trip as the copy reads it. */
export interface SourceTrip {
  code: string;
  version: number;
  routeId: number;
  routeNumber: string;
  lineId: number | null;
  lineDirection: number | null;
  scheduleId: number | null;
  plannedDeparture: Date;
  plannedArrival: Date;
  driverId: number | null;
  conductorId: number | null;
  vehicleId: number | null;
}

/** A trip the copy would make on a target day. */
export interface CopiedTrip {
  code: string;
  serviceDate: string;
  source: SourceTrip;
  plannedDeparture: Date;
  plannedArrival: Date;
  driverId: number | null;
  conductorId: number | null;
  vehicleId: number | null;
  status: TripStatus;
}

/** The source trip on `day`: same local times, the code of that day (as the generator makes it). */
export function copyTrip(source: SourceTrip, fromDate: string, day: string, mode: TripCopyMode): CopiedTrip {
  const shift = (dayNumber(day) - dayNumber(fromDate)) * DAY_MS;
  const plannedDeparture = new Date(source.plannedDeparture.getTime() + shift);
  const people = mode === 'times_and_people';
  const driverId = people ? source.driverId : null;
  const vehicleId = people ? source.vehicleId : null;
  return {
    code: tripCodeOf(
      source.routeNumber,
      plannedDeparture,
      source.lineDirection ?? directionOfCode(source.code),
    ),
    serviceDate: day,
    source,
    plannedDeparture,
    plannedArrival: new Date(source.plannedArrival.getTime() + shift),
    driverId,
    conductorId: people ? source.conductorId : null,
    vehicleId,
    status: statusAfterAssignment('planned', { driver_id: driverId, vehicle_id: vehicleId }),
  };
}

/** A trip without a line keeps the direction its code ends with (`...-0530-1`), else 0 (the copy's
 * code carries its line's direction, so the clash rule reads it from there too). */
export function directionOfCode(code: string): number {
  const last = Number(code.slice(code.lastIndexOf('-') + 1));
  return Number.isInteger(last) && last >= 0 && last <= 1 ? last : 0;
}

/** A stored trip of a target day, as far as the differences go. */
export interface StoredTrip {
  code: string;
  version: number;
  status: TripStatus;
  plannedArrival: Date;
  driverId: number | null;
  conductorId: number | null;
  vehicleId: number | null;
}

export type CopyDifference = {
  field: 'planned_arrival' | 'driver_id' | 'conductor_id' | 'vehicle_id' | 'status';
  stored: string | number | null;
  copy: string | number | null;
};

/** What the copy would have written differently from the kept trip (people only when they are copied). */
export function differencesOf(stored: StoredTrip, copy: CopiedTrip, mode: TripCopyMode): CopyDifference[] {
  const out: CopyDifference[] = [];
  if (stored.plannedArrival.getTime() !== copy.plannedArrival.getTime())
    out.push({
      field: 'planned_arrival',
      stored: stored.plannedArrival.toISOString(),
      copy: copy.plannedArrival.toISOString(),
    });
  if (mode === 'times_and_people') {
    if (stored.driverId !== copy.driverId)
      out.push({ field: 'driver_id', stored: stored.driverId, copy: copy.driverId });
    if (stored.conductorId !== copy.conductorId)
      out.push({ field: 'conductor_id', stored: stored.conductorId, copy: copy.conductorId });
    if (stored.vehicleId !== copy.vehicleId)
      out.push({ field: 'vehicle_id', stored: stored.vehicleId, copy: copy.vehicleId });
  }
  if (stored.status !== copy.status) out.push({ field: 'status', stored: stored.status, copy: copy.status });
  return out;
}

/**
 * The token of a preview: the request's shape and every source and target trip with its version. The
 * apply recomputes it and refuses when it differs, so it writes exactly what the preview showed.
 */
export function previewToken(
  request: {
    routeId: number | null;
    fromDate: string;
    days: string[];
    mode: TripCopyMode;
    onExisting: TripCopyOnExisting;
  },
  source: ReadonlyArray<{ code: string; version: number }>,
  target: ReadonlyArray<{ code: string; version: number }>,
): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(request));
  for (const rows of [source, target]) {
    const keys = rows.map((r) => `${r.code}:${r.version}`).sort();
    hash.update(`|${keys.join(',')}`);
  }
  return hash.digest('hex').slice(0, 32);
}
