// A GTFS feed's files -> the network an import would write: stops, routes, one line per route and
// direction (stops of the most common trip pattern), departures per day type, standard fares.
// Problems are collected, not thrown, each in Vietnamese with `file:line`, so the preview shows them all.
// Files are streamed row by row from the zip (a limit crossed throws a 413); this runs in the parse
// worker (gtfs.parse-thread.ts), never on the API's event loop.

import { minutesClock } from '@busops/domain';
import { type GtfsRow, streamGtfsTable } from './gtfs.table.ts';
import { secondsOfClock } from './gtfs.time.ts';
import type { GtfsZip } from './gtfs.zip-read.ts';

type DayType = 'weekday' | 'saturday' | 'sunday';

export interface FeedStop {
  /** Line of stops.txt (messages). */
  line: number;
  code: string;
  name: string;
  lat: number;
  lng: number;
  wheelchair: boolean;
}
export interface FeedRoute {
  /** Line of routes.txt (messages). */
  line: number;
  number: string;
  name: string;
  color: string | null;
}
export interface FeedLine {
  /** Line in trips.txt of the trip whose stops the line takes (messages). */
  tripLine: number;
  routeNumber: string;
  direction: 0 | 1;
  name: string;
  stopCodes: string[];
  distancesKm: Array<number | null>;
  shape: [number, number][] | null;
  /** 'dayType HH:mm' -> running minutes. */
  departures: Map<string, { dayType: DayType; time: string; runningMinutes: number }>;
}
export interface ParsedFeed {
  stops: Map<string, FeedStop>;
  routes: Map<string, FeedRoute>;
  lines: FeedLine[];
  /** Route number -> standard prices (VND). */
  fares: Map<string, Set<number>>;
  errors: string[];
  warnings: string[];
  /** Rows the edit screens' rules refuse (gtfs.feed-check.ts); each is in `errors` too. */
  rejected: RejectedRow[];
}
export interface RejectedRow {
  file: string;
  line: number;
  field: string;
  message: string;
}

type Row = GtfsRow;

const REQUIRED: Record<string, string[]> = {
  'agency.txt': ['agency_name'],
  'stops.txt': ['stop_id', 'stop_lat', 'stop_lon'],
  'routes.txt': ['route_id'],
  'trips.txt': ['route_id', 'service_id', 'trip_id'],
  'stop_times.txt': ['trip_id', 'stop_id', 'stop_sequence'],
};
/** At most this many messages of each kind reach the answer (a broken feed may have thousands). */
export const MAX_MESSAGES = 50;

export async function parseFeed(files: GtfsZip): Promise<ParsedFeed> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const feed: ParsedFeed = {
    stops: new Map(),
    routes: new Map(),
    lines: [],
    fares: new Map(),
    errors,
    warnings,
    rejected: [],
  };
  const error = (message: string) => errors.length < MAX_MESSAGES && errors.push(message);
  const warn = (message: string) => warnings.length < MAX_MESSAGES && warnings.push(message);

  for (const name of Object.keys(REQUIRED)) if (!files.has(name)) error(`Thiếu tệp bắt buộc: ${name}`);
  if (!files.has('calendar.txt') && !files.has('calendar_dates.txt')) {
    error('Thiếu tệp bắt buộc: calendar.txt hoặc calendar_dates.txt');
  }
  if (errors.length > 0) return feed;

  async function* table(name: string): AsyncGenerator<Row> {
    if (!files.has(name)) return;
    yield* streamGtfsTable(await files.open(name), name, REQUIRED[name] ?? [], error);
  }

  // stops.txt: stations and entrances (location_type 1..4) are not bus stops.
  const stopCodeById = new Map<string, string>();
  for await (const row of table('stops.txt')) {
    const id = row.get('stop_id');
    const locationType = row.get('location_type');
    if (locationType && locationType !== '0') continue;
    const code = row.get('stop_code') || id;
    const name = row.get('stop_name');
    const lat = Number(row.get('stop_lat'));
    const lng = Number(row.get('stop_lon'));
    if (!id) error(`stops.txt:${row.line}: thiếu stop_id`);
    else if (!name) error(`stops.txt:${row.line}: thiếu tên điểm dừng (stop_name)`);
    else if (!row.get('stop_lat') || !Number.isFinite(lat) || lat < -90 || lat > 90)
      error(`stops.txt:${row.line}: vĩ độ không hợp lệ (stop_lat "${row.get('stop_lat')}")`);
    else if (!row.get('stop_lon') || !Number.isFinite(lng) || lng < -180 || lng > 180)
      error(`stops.txt:${row.line}: kinh độ không hợp lệ (stop_lon "${row.get('stop_lon')}")`);
    else if (feed.stops.has(code.toLowerCase()))
      error(`stops.txt:${row.line}: mã điểm dừng "${code}" bị trùng`);
    else {
      stopCodeById.set(id, code);
      feed.stops.set(code.toLowerCase(), {
        line: row.line,
        code,
        name,
        lat,
        lng,
        wheelchair: row.get('wheelchair_boarding') === '1',
      });
    }
  }

  const routeNumberById = new Map<string, string>();
  for await (const row of table('routes.txt')) {
    const id = row.get('route_id');
    const number = row.get('route_short_name') || id;
    const name = row.get('route_long_name') || number;
    const color = /^[0-9a-fA-F]{6}$/.test(row.get('route_color'))
      ? `#${row.get('route_color').toLowerCase()}`
      : null;
    if (!id || !number) error(`routes.txt:${row.line}: thiếu route_id hoặc route_short_name`);
    else if (feed.routes.has(number.toLowerCase()))
      error(`routes.txt:${row.line}: số hiệu tuyến "${number}" bị trùng`);
    else {
      routeNumberById.set(id, number);
      feed.routes.set(number.toLowerCase(), { line: row.line, number, name, color });
    }
  }

  const dayTypesOf = await serviceDayTypes(table('calendar.txt'));
  const calendarDatesOnly = new Set<string>();
  for await (const row of table('calendar_dates.txt')) calendarDatesOnly.add(row.get('service_id'));

  interface Trip {
    line: number;
    routeNumber: string;
    direction: 0 | 1;
    headsign: string;
    dayTypes: DayType[];
    shapeId: string;
  }
  const trips = new Map<string, Trip>();
  const tripIds = new Set<string>();
  for await (const row of table('trips.txt')) {
    tripIds.add(row.get('trip_id'));
    const routeNumber = routeNumberById.get(row.get('route_id'));
    const serviceId = row.get('service_id');
    const direction = row.get('direction_id') === '1' ? 1 : 0;
    if (!routeNumber) {
      error(`trips.txt:${row.line}: route_id "${row.get('route_id')}" không có trong routes.txt`);
      continue;
    }
    const dayTypes = dayTypesOf.get(serviceId);
    if (!dayTypes) {
      if (calendarDatesOnly.has(serviceId))
        warn(
          `trips.txt:${row.line}: service_id "${serviceId}" chỉ có trong calendar_dates.txt, chuyến không được nhập`,
        );
      else error(`trips.txt:${row.line}: service_id "${serviceId}" không có trong calendar.txt`);
      continue;
    }
    trips.set(row.get('trip_id'), {
      line: row.line,
      routeNumber,
      direction,
      headsign: row.get('trip_headsign'),
      dayTypes,
      shapeId: row.get('shape_id'),
    });
  }

  interface Call {
    sequence: number;
    stopCode: string;
    arrival: number | null;
    departure: number | null;
    distance: number | null;
  }
  const calls = new Map<string, Call[]>();
  for await (const row of table('stop_times.txt')) {
    const tripId = row.get('trip_id');
    if (!tripIds.has(tripId)) {
      error(`stop_times.txt:${row.line}: trip_id "${tripId}" không có trong trips.txt`);
      continue;
    }
    if (!trips.has(tripId)) continue; // a trip left out above (its problem is reported there)
    const stopCode = stopCodeById.get(row.get('stop_id'));
    if (!stopCode) {
      error(`stop_times.txt:${row.line}: stop_id "${row.get('stop_id')}" không có trong stops.txt`);
      continue;
    }
    const sequence = Number(row.get('stop_sequence'));
    if (!Number.isInteger(sequence)) {
      error(`stop_times.txt:${row.line}: stop_sequence không hợp lệ ("${row.get('stop_sequence')}")`);
      continue;
    }
    const arrival = row.get('arrival_time') ? secondsOfClock(row.get('arrival_time')) : null;
    const departure = row.get('departure_time') ? secondsOfClock(row.get('departure_time')) : null;
    if ((row.get('arrival_time') && arrival === null) || (row.get('departure_time') && departure === null)) {
      error(`stop_times.txt:${row.line}: giờ không hợp lệ (định dạng HH:MM:SS)`);
      continue;
    }
    const distanceText = row.get('shape_dist_traveled');
    const list = calls.get(tripId) ?? [];
    list.push({
      sequence,
      stopCode,
      arrival,
      departure,
      distance: distanceText ? Number(distanceText) : null,
    });
    calls.set(tripId, list);
  }

  const shapes = await readShapes(table('shapes.txt'), error);

  // Trips by route and direction; the line's stops come from its most common stop pattern.
  const byLine = new Map<string, Array<{ trip: Trip; calls: Call[] }>>();
  for (const [tripId, trip] of trips) {
    const list = (calls.get(tripId) ?? []).sort((a, b) => a.sequence - b.sequence);
    if (list.length < 2) {
      warn(`trips.txt:${trip.line}: chuyến "${tripId}" có ít hơn 2 điểm dừng, bỏ qua`);
      continue;
    }
    const key = `${trip.routeNumber.toLowerCase()}\u0000${trip.direction}`;
    const group = byLine.get(key) ?? [];
    group.push({ trip, calls: list });
    byLine.set(key, group);
  }
  for (const group of byLine.values()) {
    const patterns = new Map<string, { count: number; sample: (typeof group)[number] }>();
    for (const item of group) {
      const key = item.calls.map((c) => c.stopCode).join('\u0000');
      const seen = patterns.get(key);
      if (seen) seen.count += 1;
      else patterns.set(key, { count: 1, sample: item });
    }
    const main = [...patterns.values()].sort((a, b) => b.count - a.count)[0]!.sample;
    const { routeNumber, direction } = main.trip;
    if (patterns.size > 1)
      warn(
        `Tuyến ${routeNumber} chiều ${direction}: ${patterns.size} lộ trình khác nhau, dùng lộ trình phổ biến nhất`,
      );
    const line: FeedLine = {
      tripLine: main.trip.line,
      routeNumber,
      direction,
      name: main.trip.headsign || `${routeNumber} - ${direction === 0 ? 'Lượt đi' : 'Lượt về'}`,
      stopCodes: main.calls.map((c) => c.stopCode),
      distancesKm: main.calls.map((c) =>
        c.distance !== null && Number.isFinite(c.distance) ? c.distance : null,
      ),
      shape: shapes.get(main.trip.shapeId) ?? null,
      departures: new Map(),
    };
    for (const { trip, calls: tripCalls } of group) {
      const first = tripCalls[0]!;
      const last = tripCalls[tripCalls.length - 1]!;
      const start = first.departure ?? first.arrival;
      const end = last.arrival ?? last.departure;
      if (start === null || end === null) {
        warn(`trips.txt:${trip.line}: chuyến không có giờ ở điểm đầu hoặc điểm cuối, bỏ qua`);
        continue;
      }
      if (start >= 24 * 3600) {
        warn(
          `trips.txt:${trip.line}: chuyến xuất bến sau nửa đêm (${Math.floor(start / 3600)}h) của ngày phục vụ, bỏ qua`,
        );
        continue;
      }
      const time = minutesClock(Math.floor(start / 60));
      const runningMinutes = Math.max(0, Math.round((end - start) / 60));
      for (const dayType of trip.dayTypes) {
        const key = `${dayType} ${time}`;
        if (!line.departures.has(key)) line.departures.set(key, { dayType, time, runningMinutes });
      }
    }
    feed.lines.push(line);
  }

  await readFares(table('fare_attributes.txt'), table('fare_rules.txt'), routeNumberById, feed, warn);
  return feed;
}

/** calendar.txt: Monday-Friday -> weekday, Saturday, Sunday (a service may run on several). */
async function serviceDayTypes(rows: AsyncIterable<Row>): Promise<Map<string, DayType[]>> {
  const out = new Map<string, DayType[]>();
  for await (const row of rows) {
    const days: DayType[] = [];
    if (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].some((d) => row.get(d) === '1'))
      days.push('weekday');
    if (row.get('saturday') === '1') days.push('saturday');
    if (row.get('sunday') === '1') days.push('sunday');
    out.set(row.get('service_id'), days);
  }
  return out;
}

async function readShapes(
  rows: AsyncIterable<Row>,
  error: (m: string) => void,
): Promise<Map<string, [number, number][]>> {
  const points = new Map<string, Array<{ sequence: number; point: [number, number] }>>();
  for await (const row of rows) {
    const lat = Number(row.get('shape_pt_lat'));
    const lng = Number(row.get('shape_pt_lon'));
    const sequence = Number(row.get('shape_pt_sequence'));
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || !Number.isFinite(sequence)) {
      error(`shapes.txt:${row.line}: điểm không hợp lệ`);
      continue;
    }
    const list = points.get(row.get('shape_id')) ?? [];
    list.push({ sequence, point: [lng, lat] });
    points.set(row.get('shape_id'), list);
  }
  return new Map(
    [...points].map(([id, list]) => [id, list.sort((a, b) => a.sequence - b.sequence).map((p) => p.point)]),
  );
}

/** Fares in VND that fare_rules tie to a route become that route's standard tickets. */
async function readFares(
  attributes: AsyncIterable<Row>,
  rules: AsyncIterable<Row>,
  routeNumberById: Map<string, string>,
  feed: ParsedFeed,
  warn: (m: string) => void,
): Promise<void> {
  const prices = new Map<string, number>();
  for await (const row of attributes) {
    const price = Number(row.get('price'));
    if (row.get('currency_type').toUpperCase() !== 'VND') {
      warn(`fare_attributes.txt:${row.line}: giá vé không bằng VND (${row.get('currency_type')}), bỏ qua`);
    } else if (!Number.isInteger(price) || price < 0) {
      warn(`fare_attributes.txt:${row.line}: giá vé không hợp lệ ("${row.get('price')}"), bỏ qua`);
    } else prices.set(row.get('fare_id'), price);
  }
  for await (const row of rules) {
    const price = prices.get(row.get('fare_id'));
    const number = routeNumberById.get(row.get('route_id'));
    if (price === undefined || !number) continue;
    const set = feed.fares.get(number.toLowerCase()) ?? new Set<number>();
    set.add(price);
    feed.fares.set(number.toLowerCase(), set);
  }
}
