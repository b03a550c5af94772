// Dispatch (issue 10): the trips of a service day, their change log, and the driver rosters that fill
// them. The overlap rules (one driver, conductor or bus on one trip at a time) are exclusion
// constraints written by hand in migration 0006 (drizzle-kit cannot express them): see ADR 0012.

import { TRIP_STATUSES } from '@busops/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { companies } from './companies.ts';
import { routeLines, routeSchedules, routes } from './routes.ts';
import { busStaff } from './staff.ts';
import { vehicles } from './vehicles.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Accepted warnings of a save: which, by whom, when (issue 10: "recorded with who accepted it"). */
export interface AcceptedWarning {
  code: string;
  message: string;
  accepted_by: number;
  accepted_at: string;
}

/**
 * One trip of one service day. Planned times are absolute (timestamptz; the service day is the
 * Asia/Ho_Chi_Minh day of the departure, a trip after midnight keeps its day). `driver_user_id` and
 * `conductor_user_id` copy the person behind the staff record so the overlap constraint also holds
 * across member companies (one person, two employers). `version` grows by one on every change: a
 * save that names an older version is refused (several dispatchers at once).
 */
export const routeTrips = pgTable(
  'route_trips',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id),
    lineId: integer('line_id').references(() => routeLines.id, { onDelete: 'set null' }),
    scheduleId: integer('schedule_id').references(() => routeSchedules.id, { onDelete: 'set null' }),
    /** Unique per company: route number, day, departure and direction, e.g. 08-261123-0530-1. */
    code: text('code').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    plannedDeparture: at('planned_departure').notNull(),
    plannedArrival: at('planned_arrival').notNull(),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    driverId: integer('driver_id').references(() => busStaff.id, { onDelete: 'set null' }),
    driverUserId: integer('driver_user_id'),
    conductorId: integer('conductor_id').references(() => busStaff.id, { onDelete: 'set null' }),
    conductorUserId: integer('conductor_user_id'),
    status: text('status', { enum: TRIP_STATUSES }).notNull().default('planned'),
    note: text('note'),
    actualDeparture: at('actual_departure'),
    actualArrival: at('actual_arrival'),
    /** Km of the bus's position trace between the actual times, measured as the arrival is confirmed. */
    kmDriven: doublePrecision('km_driven'),
    /** The position reports `kmDriven` was measured from. */
    kmDrivenFixes: integer('km_driven_fixes'),
    /** Confirmed that the bus did not come back on its return leg (xác nhận không quay đầu). */
    noReturn: boolean('no_return').notNull().default(false),
    /** A proposal to count the trip as lost, for the executive lost-trip control to approve. */
    lostProposedAt: at('lost_proposed_at'),
    lostProposedBy: integer('lost_proposed_by'),
    lostProposalNote: text('lost_proposal_note'),
    /** Field name -> where its value came from (TRIP_FIELD_SOURCES); sync never overwrites 'manual'. */
    fieldSources: jsonb('field_sources').$type<Record<string, string>>().notNull().default({}),
    /** The trip's key in an outside dispatch system (GTFS trip_id, another instance's code). */
    externalRef: text('external_ref'),
    acceptedWarnings: jsonb('accepted_warnings').$type<AcceptedWarning[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('route_trips_company_code_key').on(t.companyId, t.code),
    index('route_trips_company_day_idx').on(t.companyId, t.serviceDate, t.routeId, t.plannedDeparture),
    index('route_trips_route_day_idx').on(t.routeId, t.serviceDate, t.plannedDeparture),
    index('route_trips_driver_day_idx')
      .on(t.driverUserId, t.serviceDate)
      .where(sql`${t.driverUserId} IS NOT NULL`),
    index('route_trips_vehicle_day_idx')
      .on(t.vehicleId, t.serviceDate)
      .where(sql`${t.vehicleId} IS NOT NULL`),
    uniqueIndex('route_trips_company_external_key')
      .on(t.companyId, t.externalRef)
      .where(sql`${t.externalRef} IS NOT NULL`),
  ],
);

/**
 * The assignment history: one row per change of a trip (created, assigned, status, times, deleted,
 * copied, synced, filled from the roster), with the trip's fields before and after. It outlives the
 * trip (no foreign key) so a deleted trip's history stays readable, per trip and per day.
 */
export const tripChanges = pgTable(
  'trip_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    tripId: integer('trip_id').notNull(),
    tripCode: text('trip_code').notNull(),
    routeId: integer('route_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    note: text('note'),
    acceptedWarnings: jsonb('accepted_warnings').$type<AcceptedWarning[]>().notNull().default([]),
    changedBy: integer('changed_by'),
    changedByName: text('changed_by_name'),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('trip_changes_trip_idx').on(t.tripId, t.changedAt),
    index('trip_changes_company_day_idx').on(t.companyId, t.serviceDate, t.changedAt),
  ],
);

/**
 * A roster type (loại thiết lập): a shift pattern. `work_days` on, then `off_days` off, repeating from
 * a crew's `cycle_start`; the shift's hours bound the trips it may take.
 */
export const driverSettingTypes = pgTable(
  'driver_setting_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    workDays: integer('work_days').notNull().default(1),
    offDays: integer('off_days').notNull().default(0),
    /** 'HH:mm' in Asia/Ho_Chi_Minh; a shift ending before it starts ends the next day. */
    shiftStart: text('shift_start').notNull(),
    shiftEnd: text('shift_end').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('driver_setting_types_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

/** A crew that serves a route: a driver, optionally a conductor and a bus, on a roster type. */
export const driverSettings = pgTable(
  'driver_settings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id),
    driverId: integer('driver_id')
      .notNull()
      .references(() => busStaff.id),
    conductorId: integer('conductor_id').references(() => busStaff.id, { onDelete: 'set null' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    typeId: integer('type_id').references(() => driverSettingTypes.id),
    /** The first working day of the crew's cycle. */
    cycleStart: date('cycle_start', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('driver_settings_route_driver_key').on(t.routeId, t.driverId),
    index('driver_settings_company_route_idx').on(t.companyId, t.routeId),
  ],
);

/**
 * Yield and revenue's service figures per route and day (migration 0021), kept by statement-level
 * triggers on route_trips: the timed trips (done, both actual times), their minutes, the measured ones and
 * their km in metres. Never written by the application.
 */
export const routeDayService = pgTable(
  'route_day_service',
  {
    companyId: integer('company_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    routeId: integer('route_id').notNull(),
    timedTrips: integer('timed_trips').notNull(),
    revenueMinutes: bigint('revenue_minutes', { mode: 'number' }).notNull(),
    measuredTrips: integer('measured_trips').notNull(),
    kmDrivenM: bigint('km_driven_m', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.serviceDate, t.routeId] })],
);

/**
 * Statistics by driver hours' trips per company, day, route and driver (0 = none) (migration 0022), kept
 * by statement-level triggers on route_trips: the trips, done, cancelled or lost, and their scheduled and
 * driven minutes. Never written by the application.
 */
export const driverDayService = pgTable(
  'driver_day_service',
  {
    companyId: integer('company_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    routeId: integer('route_id').notNull(),
    driverId: integer('driver_id').notNull(),
    trips: integer('trips').notNull(),
    tripsDone: integer('trips_done').notNull(),
    tripsNotRun: integer('trips_not_run').notNull(),
    plannedMinutes: bigint('planned_minutes', { mode: 'number' }).notNull(),
    drivenMinutes: bigint('driven_minutes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.serviceDate, t.routeId, t.driverId] })],
);
