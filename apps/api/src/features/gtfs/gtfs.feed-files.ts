// The files of a company's GTFS feed, each an async generator of CSV text read from the database in
// pages (stops and routes by id, trips/stop_times/shapes a batch of lines at a time), so the feed
// never sits in memory whole. The mapping is docs/gtfs.md.
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  lineStops,
  routeLines,
  routeSchedules,
  routes,
  routeTickets,
  stops,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { csvField, csvLine } from './gtfs.csv.ts';
import { shapeKm } from './gtfs.geo.ts';
import { GTFS_SERVICES, type GtfsDayType, gtfsIds } from './gtfs.ids.ts';
import { gtfsTime, secondsOfClock, stopOffsets } from './gtfs.time.ts';

const PAGE = 1000;
/** Lines per batch for trips, stop_times and shapes: a line holds up to ~300 stops and its departures. */
const LINE_BATCH = 20;
export const AGENCY_TIMEZONE = 'Asia/Ho_Chi_Minh';
/** Without a website of its own in the company record, the agency_url GTFS requires. */
export const DEFAULT_AGENCY_URL = 'https://busops.vn';
/** Running time assumed for a departure with none recorded. */
export const DEFAULT_RUNNING_MINUTES = 60;

export interface FeedContext {
  db: Db;
  companyId: number;
  agencyName: string;
  agencyPhone: string | null;
  agencyEmail: string | null;
  /** YYYYMMDD: calendar and feed_info validity window. */
  startDate: string;
  endDate: string;
}

export type FeedFile = { name: string; lines: (feed: FeedContext) => AsyncGenerator<string> };

async function* agency(feed: FeedContext) {
  yield csvLine([
    'agency_id',
    'agency_name',
    'agency_url',
    'agency_timezone',
    'agency_lang',
    'agency_phone',
    'agency_email',
  ]);
  yield csvLine([
    gtfsIds.agency(feed.companyId),
    feed.agencyName,
    DEFAULT_AGENCY_URL,
    AGENCY_TIMEZONE,
    'vi',
    feed.agencyPhone,
    feed.agencyEmail,
  ]);
}

async function* stopsFile(feed: FeedContext) {
  yield csvLine([
    'stop_id',
    'stop_code',
    'stop_name',
    'stop_desc',
    'stop_lat',
    'stop_lon',
    'location_type',
    'wheelchair_boarding',
  ]);
  let after = 0;
  for (;;) {
    const page = await feed.db
      .select({
        id: stops.id,
        code: stops.code,
        name: stops.name,
        address: stops.address,
        lat: stops.lat,
        lng: stops.lng,
        wheelchair: stops.wheelchairAccessible,
      })
      .from(stops)
      .where(and(eq(stops.companyId, feed.companyId), gt(stops.id, after)))
      .orderBy(asc(stops.id))
      .limit(PAGE);
    let text = '';
    for (const s of page) {
      // 1 = accessible; 0 = no information (the record only says "not marked accessible").
      text += csvLine([s.code, s.code, s.name, s.address, s.lat, s.lng, 0, s.wheelchair ? 1 : 0]);
    }
    if (text) yield text;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

/** Active routes of the company, by id, a page at a time. */
async function* activeRoutes(feed: FeedContext) {
  let after = 0;
  for (;;) {
    const page = await feed.db
      .select({ id: routes.id, number: routes.number, name: routes.name, color: routes.color })
      .from(routes)
      .where(and(eq(routes.companyId, feed.companyId), eq(routes.status, 'active'), gt(routes.id, after)))
      .orderBy(asc(routes.id))
      .limit(PAGE);
    if (page.length > 0) yield page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

async function* routesFile(feed: FeedContext) {
  yield csvLine([
    'route_id',
    'agency_id',
    'route_short_name',
    'route_long_name',
    'route_type',
    'route_color',
  ]);
  for await (const page of activeRoutes(feed)) {
    let text = '';
    for (const r of page) {
      const color = r.color && /^#[0-9a-fA-F]{6}$/.test(r.color) ? r.color.slice(1).toUpperCase() : null;
      text += csvLine([gtfsIds.route(r.number), gtfsIds.agency(feed.companyId), r.number, r.name, 3, color]);
    }
    if (text) yield text;
  }
}

interface LineStopRow {
  code: string;
  lat: number;
  lng: number;
  distanceKm: number | null;
}
interface LineBatchItem {
  lineId: number;
  routeNumber: string;
  direction: number;
  name: string;
  shape: [number, number][] | null;
  stops: LineStopRow[];
  departures: Array<{ dayType: GtfsDayType; time: string; runningMinutes: number | null }>;
}

/**
 * The lines of active routes, LINE_BATCH at a time, each with its ordered stops and its departures
 * (holiday departures are left out: docs/gtfs.md). Lines with fewer than two stops make no trips.
 */
async function* lineBatches(feed: FeedContext, withDepartures: boolean): AsyncGenerator<LineBatchItem[]> {
  let after = 0;
  for (;;) {
    const lines = await feed.db
      .select({
        lineId: routeLines.id,
        routeNumber: routes.number,
        direction: routeLines.direction,
        name: routeLines.name,
        shape: routeLines.shape,
      })
      .from(routeLines)
      .innerJoin(routes, eq(routes.id, routeLines.routeId))
      .where(
        and(eq(routeLines.companyId, feed.companyId), eq(routes.status, 'active'), gt(routeLines.id, after)),
      )
      .orderBy(asc(routeLines.id))
      .limit(LINE_BATCH);
    if (lines.length === 0) return;
    const ids = lines.map((l) => l.lineId);
    const stopRows = await feed.db
      .select({
        lineId: lineStops.lineId,
        code: stops.code,
        lat: stops.lat,
        lng: stops.lng,
        distanceKm: lineStops.distanceKm,
      })
      .from(lineStops)
      .innerJoin(stops, eq(stops.id, lineStops.stopId))
      .where(and(eq(lineStops.companyId, feed.companyId), inArray(lineStops.lineId, ids)))
      .orderBy(asc(lineStops.lineId), asc(lineStops.stopOrder), asc(lineStops.id));
    const departureRows = withDepartures
      ? await feed.db
          .select({
            lineId: routeSchedules.lineId,
            dayType: routeSchedules.dayType,
            time: routeSchedules.departureTime,
            runningMinutes: routeSchedules.runningMinutes,
          })
          .from(routeSchedules)
          .where(
            and(
              eq(routeSchedules.companyId, feed.companyId),
              inArray(routeSchedules.lineId, ids),
              ne(routeSchedules.dayType, 'holiday'),
            ),
          )
          .orderBy(asc(routeSchedules.lineId), asc(routeSchedules.dayType), asc(routeSchedules.departureTime))
      : [];
    const byId = new Map<number, LineBatchItem>(
      lines.map((l) => [l.lineId, { ...l, stops: [], departures: [] }]),
    );
    for (const row of stopRows) byId.get(row.lineId)!.stops.push(row);
    for (const row of departureRows)
      byId.get(row.lineId)!.departures.push(row as LineBatchItem['departures'][number]);
    yield [...byId.values()].filter((l) => l.stops.length >= 2);
    if (lines.length < LINE_BATCH) return;
    after = lines[lines.length - 1]!.lineId;
  }
}

async function* tripsFile(feed: FeedContext) {
  yield csvLine(['route_id', 'service_id', 'trip_id', 'trip_headsign', 'direction_id', 'shape_id']);
  for await (const batch of lineBatches(feed, true)) {
    let text = '';
    for (const line of batch) {
      for (const d of line.departures) {
        text += csvLine([
          gtfsIds.route(line.routeNumber),
          d.dayType,
          gtfsIds.trip(line.routeNumber, line.direction, d.dayType, d.time),
          line.name,
          line.direction,
          gtfsIds.shape(line.routeNumber, line.direction),
        ]);
      }
    }
    if (text) yield text;
  }
}

async function* stopTimesFile(feed: FeedContext) {
  yield csvLine([
    'trip_id',
    'arrival_time',
    'departure_time',
    'stop_id',
    'stop_sequence',
    'shape_dist_traveled',
  ]);
  for await (const batch of lineBatches(feed, true)) {
    for (const line of batch) {
      // The hot loop of the feed (millions of rows): fields escaped once per line, rows as templates.
      const distances = line.stops.map((s) => s.distanceKm);
      const hasDistances = distances.every((d) => d !== null);
      const codes = line.stops.map((s) => csvField(s.code));
      const traveled = line.stops.map((s) => (hasDistances ? String(round(s.distanceKm as number)) : ''));
      // Departures of a line mostly share their running time: its offsets are computed once.
      const offsetsByRunning = new Map<number, number[]>();
      let text = '';
      for (const d of line.departures) {
        const start = secondsOfClock(d.time);
        if (start === null) continue;
        const running = d.runningMinutes ?? DEFAULT_RUNNING_MINUTES;
        let offsets = offsetsByRunning.get(running);
        if (!offsets) {
          offsets = stopOffsets(distances, running).map(Math.round);
          offsetsByRunning.set(running, offsets);
        }
        const tripId = csvField(gtfsIds.trip(line.routeNumber, line.direction, d.dayType, d.time));
        for (let index = 0; index < codes.length; index += 1) {
          const at = gtfsTime(start + offsets[index]!);
          text += `${tripId},${at},${at},${codes[index]},${index + 1},${traveled[index]}\n`;
        }
      }
      if (text) yield text;
    }
  }
}

const round = (km: number) => Math.round(km * 1000) / 1000;

async function* shapesFile(feed: FeedContext) {
  yield csvLine(['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence', 'shape_dist_traveled']);
  for await (const batch of lineBatches(feed, false)) {
    let text = '';
    for (const line of batch) {
      // The line's own shape, or one drawn through its stops when it has none.
      const points: [number, number][] =
        line.shape && line.shape.length >= 2 ? line.shape : line.stops.map((s) => [s.lng, s.lat]);
      const km = shapeKm(points);
      const shapeId = gtfsIds.shape(line.routeNumber, line.direction);
      points.forEach(([lng, lat], index) => {
        text += csvLine([shapeId, lat, lng, index + 1, round(km[index]!)]);
      });
    }
    if (text) yield text;
  }
}

async function* calendarFile(feed: FeedContext) {
  yield csvLine([
    'service_id',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'start_date',
    'end_date',
  ]);
  for (const [serviceId, days] of Object.entries(GTFS_SERVICES)) {
    yield csvLine([serviceId, ...days, feed.startDate, feed.endDate]);
  }
}

/** Standard tickets: one fare per distinct price of a route (student and priority fares: docs/gtfs.md). */
async function* fareRows(feed: FeedContext) {
  for await (const page of activeRoutes(feed)) {
    const tickets = await feed.db
      .selectDistinct({ routeId: routeTickets.routeId, price: routeTickets.price })
      .from(routeTickets)
      .where(
        and(
          eq(routeTickets.companyId, feed.companyId),
          eq(routeTickets.type, 'standard'),
          inArray(
            routeTickets.routeId,
            page.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(routeTickets.routeId), asc(routeTickets.price));
    const numbers = new Map(page.map((r) => [r.id, r.number]));
    yield tickets.map((t) => ({ number: numbers.get(t.routeId)!, price: t.price }));
  }
}

async function* fareAttributesFile(feed: FeedContext) {
  yield csvLine(['fare_id', 'price', 'currency_type', 'payment_method', 'transfers', 'agency_id']);
  for await (const rows of fareRows(feed)) {
    const text = rows
      .map((f) =>
        csvLine([gtfsIds.fare(f.number, f.price), f.price, 'VND', 0, 0, gtfsIds.agency(feed.companyId)]),
      )
      .join('');
    // An empty chunk would stall the stream (Readable.from waits for data that never comes).
    if (text) yield text;
  }
}

async function* fareRulesFile(feed: FeedContext) {
  yield csvLine(['fare_id', 'route_id']);
  for await (const rows of fareRows(feed)) {
    const text = rows
      .map((f) => csvLine([gtfsIds.fare(f.number, f.price), gtfsIds.route(f.number)]))
      .join('');
    if (text) yield text;
  }
}

async function* feedInfoFile(feed: FeedContext) {
  yield csvLine([
    'feed_publisher_name',
    'feed_publisher_url',
    'feed_lang',
    'feed_start_date',
    'feed_end_date',
    'feed_version',
  ]);
  yield csvLine([feed.agencyName, DEFAULT_AGENCY_URL, 'vi', feed.startDate, feed.endDate, feed.startDate]);
}

export const FEED_FILES: FeedFile[] = [
  { name: 'agency.txt', lines: agency },
  { name: 'stops.txt', lines: stopsFile },
  { name: 'routes.txt', lines: routesFile },
  { name: 'trips.txt', lines: tripsFile },
  { name: 'stop_times.txt', lines: stopTimesFile },
  { name: 'calendar.txt', lines: calendarFile },
  { name: 'shapes.txt', lines: shapesFile },
  { name: 'fare_attributes.txt', lines: fareAttributesFile },
  { name: 'fare_rules.txt', lines: fareRulesFile },
  { name: 'feed_info.txt', lines: feedInfoFile },
];

/** The company the feed describes (agency.txt, feed_info.txt); null when the caller cannot see it. */
export async function loadAgency(db: Db, companyId: number) {
  const [row] = await db
    .select({
      name: companies.name,
      code: companies.code,
      phone: companies.phoneNumber,
      email: companies.email,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** The context a feed is generated in, for the company and validity window (404 when the caller cannot see the company). */
export async function feedContextOf(
  db: Db,
  companyId: number,
  window: { startDate: string; endDate: string },
): Promise<FeedContext & { agencyCode: string }> {
  const agency = await loadAgency(db, companyId);
  if (!agency) throw notFound('Không tìm thấy công ty');
  return {
    db,
    companyId,
    agencyName: agency.name,
    agencyPhone: agency.phone,
    agencyEmail: agency.email,
    agencyCode: agency.code,
    ...window,
  };
}
