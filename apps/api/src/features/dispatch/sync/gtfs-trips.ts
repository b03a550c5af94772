// A GTFS feed's trips of one service day, as ExternalTrips: the services running that day (calendar.txt
// by weekday and validity window, calendar_dates.txt adding or removing a date), route_short_name as
// the route number, direction_id, and the first and last stop_times as planned departure and arrival.
// GTFS times count from the service day's midnight and may pass 24:00: a trip at 24:20:00 stays on its
// service day and leaves at 00:20 the next morning. Asia/Ho_Chi_Minh has no daylight saving time, so
// "noon minus 12 h" is midnight +07:00.
import { AppError } from '../../../http/errors.ts';
import { type GtfsRow, readGtfsTable } from '../../gtfs/gtfs.table.ts';
import { secondsOfClock } from '../../gtfs/gtfs.time.ts';
import { readGtfsZip } from '../../gtfs/gtfs.zip-read.ts';
import type { ExternalTrip, FetchTripsParams } from './sync-source.ts';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const REQUIRED: Record<string, string[]> = {
  'routes.txt': ['route_id'],
  'trips.txt': ['route_id', 'service_id', 'trip_id'],
  'stop_times.txt': ['trip_id', 'stop_sequence'],
};

export interface FeedTrips {
  trips: ExternalTrip[];
  /** Problems that make the feed unusable (missing files or columns, unreadable CSV). */
  errors: string[];
}

/** The files a day's trips are read from. */
const TRIP_FILES: ReadonlySet<string> = new Set([
  ...Object.keys(REQUIRED),
  'calendar.txt',
  'calendar_dates.txt',
]);

/**
 * The trips of a day from a zipped feed, within the import's limits: run in the GTFS parse worker
 * (gtfs.parse-thread.ts feedTrips), never on the API's event loop. A feed that cannot be read is an error.
 */
export async function tripsOfZip(bytes: Buffer, params: FetchTripsParams): Promise<FeedTrips> {
  let files: Map<string, string>;
  try {
    files = await readGtfsZip(bytes, TRIP_FILES);
  } catch (cause) {
    if (cause instanceof AppError) return { trips: [], errors: [cause.message] };
    throw cause;
  }
  return tripsOfFeed(files, params);
}

/** Midnight of a service day in Vietnam (UTC+7, no DST), in epoch milliseconds. */
export function serviceDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00+07:00`);
}

export function tripsOfFeed(files: Map<string, string>, params: FetchTripsParams): FeedTrips {
  const errors: string[] = [];
  const error = (message: string) => errors.length < 20 && errors.push(message);
  for (const name of Object.keys(REQUIRED)) if (!files.has(name)) error(`Thiếu tệp bắt buộc: ${name}`);
  if (!files.has('calendar.txt') && !files.has('calendar_dates.txt'))
    error('Thiếu tệp bắt buộc: calendar.txt hoặc calendar_dates.txt');
  if (errors.length > 0) return { trips: [], errors };
  const table = (name: string): GtfsRow[] => readGtfsTable(files, name, REQUIRED[name] ?? [], error);

  const services = servicesOn(params.date, table('calendar.txt'), table('calendar_dates.txt'));
  const wanted = params.routeNumbers ? new Set(params.routeNumbers.map((n) => n.toLowerCase())) : null;
  const numberByRouteId = new Map<string, string>();
  for (const row of table('routes.txt')) {
    const number = row.get('route_short_name') || row.get('route_id');
    if (!wanted || wanted.has(number.toLowerCase())) numberByRouteId.set(row.get('route_id'), number);
  }

  const trips = new Map<string, { routeNumber: string; direction: 0 | 1 }>();
  for (const row of table('trips.txt')) {
    const routeNumber = numberByRouteId.get(row.get('route_id'));
    if (!routeNumber || !services.has(row.get('service_id'))) continue;
    trips.set(row.get('trip_id'), { routeNumber, direction: row.get('direction_id') === '1' ? 1 : 0 });
  }

  // First and last call of each trip of the day: by stop_sequence, without keeping every call.
  const ends = new Map<string, { first: Call; last: Call }>();
  for (const row of table('stop_times.txt')) {
    const tripId = row.get('trip_id');
    if (!trips.has(tripId)) continue;
    const sequence = Number(row.get('stop_sequence'));
    if (!Number.isFinite(sequence)) continue;
    const arrival = secondsOfClock(row.get('arrival_time'));
    const departure = secondsOfClock(row.get('departure_time'));
    const call = { sequence, arrival, departure };
    const seen = ends.get(tripId);
    if (!seen) ends.set(tripId, { first: call, last: call });
    else {
      if (sequence < seen.first.sequence) seen.first = call;
      if (sequence > seen.last.sequence) seen.last = call;
    }
  }

  const midnight = serviceDayStart(params.date);
  const out: ExternalTrip[] = [];
  for (const [tripId, trip] of trips) {
    const end = ends.get(tripId);
    const start = end ? (end.first.departure ?? end.first.arrival) : null;
    const finish = end ? (end.last.arrival ?? end.last.departure) : null;
    // A trip with fewer than two timed calls has no departure and arrival to plan: not a trip to run.
    if (!end || end.first === end.last || start === null || finish === null || finish < start) continue;
    out.push({
      external_ref: tripId,
      route_number: trip.routeNumber,
      direction: trip.direction,
      planned_departure: new Date(midnight + start * 1000).toISOString(),
      planned_arrival: new Date(midnight + finish * 1000).toISOString(),
    });
  }
  out.sort(
    (a, b) =>
      a.route_number.localeCompare(b.route_number) ||
      a.planned_departure.localeCompare(b.planned_departure) ||
      a.direction - b.direction,
  );
  return { trips: out, errors };
}

interface Call {
  sequence: number;
  arrival: number | null;
  departure: number | null;
}

/** The service_ids running on `date`: calendar.txt by weekday within its window, then calendar_dates.txt. */
export function servicesOn(date: string, calendar: GtfsRow[], calendarDates: GtfsRow[]): Set<string> {
  const compact = date.replaceAll('-', '');
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  const running = new Set<string>();
  for (const row of calendar) {
    const from = row.get('start_date');
    const to = row.get('end_date');
    if (row.get(weekday) === '1' && (!from || from <= compact) && (!to || compact <= to))
      running.add(row.get('service_id'));
  }
  for (const row of calendarDates) {
    if (row.get('date') !== compact) continue;
    // exception_type 1: service added on this date; 2: removed.
    if (row.get('exception_type') === '1') running.add(row.get('service_id'));
    else if (row.get('exception_type') === '2') running.delete(row.get('service_id'));
  }
  return running;
}
