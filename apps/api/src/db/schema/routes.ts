import { DAY_TYPES } from '@busops/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { companies } from './companies.ts';
import { stops } from './stops.ts';

/** Tuyến có trợ giá (subsidised by the city) or không trợ giá. */
export const ROUTE_TYPES = ['subsidized', 'unsubsidized'] as const;
/** Fare categories of a route's tickets and auto-price entries: phổ thông, học sinh - sinh viên, ưu tiên. */
export const ROUTE_TICKET_TYPES = ['standard', 'student', 'priority'] as const;
/** Day types of a schedule: weekday, Saturday, Sunday, public holiday (one list with dayTypeOf). */
export { DAY_TYPES };

/** A bus route of one company (/route/list): lines (one per direction), tickets, auto price, schedules. */
export const routes = pgTable(
  'routes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The number riders know (số hiệu tuyến): 01, 19, 152, D4. */
    number: text('number').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ROUTE_TYPES }).notNull().default('subsidized'),
    /** First and last departure, 'HH:mm' (Asia/Ho_Chi_Minh). */
    operatingStart: text('operating_start'),
    operatingEnd: text('operating_end'),
    /** Planned minutes between departures. */
    headwayMinutes: integer('headway_minutes'),
    lengthKm: doublePrecision('length_km'),
    /** Line colour on maps, '#rrggbb'. */
    color: text('color'),
    /** Tickets priced from route_auto_prices instead of by hand (PUT {id}/route/autoPrice). */
    isAutoPrice: boolean('is_auto_price').notNull().default(false),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    note: text('note'),
    /** Folded (no diacritics, đ = d, lower case) text the keyword search matches. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One number per company, whatever its case (the database closes the race the check leaves open).
    uniqueIndex('routes_company_number_key').on(t.companyId, sql`lower(${t.number})`),
    index('routes_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('routes_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** One direction of a route (0 = lượt đi, 1 = lượt về) with its ordered stops and its shape. */
export const routeLines = pgTable(
  'route_lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id),
    direction: smallint('direction').notNull(),
    name: text('name').notNull(),
    /** GeoJSON-order [lng, lat] points; null = drawn through the stops. */
    shape: jsonb('shape').$type<[number, number][]>(),
    lengthKm: doublePrecision('length_km'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('route_lines_route_direction_key').on(t.routeId, t.direction),
    index('route_lines_company_idx').on(t.companyId),
  ],
);

/**
 * A stop visited by a line, at a position. The same stop may appear twice (loop lines); the order is
 * rewritten as a whole by PUT .../stop-map, so it carries no unique constraint.
 */
export const lineStops = pgTable(
  'line_stops',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    lineId: integer('line_id')
      .notNull()
      .references(() => routeLines.id, { onDelete: 'cascade' }),
    stopId: integer('stop_id')
      .notNull()
      .references(() => stops.id),
    stopOrder: integer('stop_order').notNull(),
    /** Distance from the line's first stop along the shape, km. */
    distanceKm: doublePrecision('distance_km'),
  },
  (t) => [
    index('line_stops_line_order_idx').on(t.lineId, t.stopOrder),
    index('line_stops_stop_idx').on(t.stopId),
    index('line_stops_company_idx').on(t.companyId),
  ],
);

/** A fare sold on a route: name, category, price (integer VND), distance (km). */
export const routeTickets = pgTable(
  'route_tickets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id),
    name: text('name').notNull(),
    type: text('type', { enum: ROUTE_TICKET_TYPES }).notNull().default('standard'),
    price: bigint('price', { mode: 'number' }).notNull(),
    distanceKm: doublePrecision('distance_km'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('route_tickets_route_idx').on(t.routeId), index('route_tickets_company_idx').on(t.companyId)],
);

/**
 * An auto-price entry (POST {id}/autoPrice: price, type): with auto price on, a ticket of this type
 * costs this price, for trips up to max_distance_km (null = any distance), e.g. Hanoi's bands by length.
 */
export const routeAutoPrices = pgTable(
  'route_auto_prices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id),
    type: text('type', { enum: ROUTE_TICKET_TYPES }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    maxDistanceKm: doublePrecision('max_distance_km'),
    createdAt: createdAt(),
  },
  (t) => [
    index('route_auto_prices_route_idx').on(t.routeId),
    index('route_auto_prices_company_idx').on(t.companyId),
  ],
);

/** A planned departure of a line on a day type ('HH:mm', Asia/Ho_Chi_Minh). */
export const routeSchedules = pgTable(
  'route_schedules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id),
    lineId: integer('line_id')
      .notNull()
      .references(() => routeLines.id),
    dayType: text('day_type', { enum: DAY_TYPES }).notNull().default('weekday'),
    departureTime: text('departure_time').notNull(),
    /** Planned running time to the last stop, minutes (GTFS stop_times are spread over it). */
    runningMinutes: integer('running_minutes'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('route_schedules_line_day_time_key').on(t.lineId, t.dayType, t.departureTime),
    index('route_schedules_route_idx').on(t.routeId, t.dayType, t.departureTime),
    index('route_schedules_company_idx').on(t.companyId),
  ],
);
