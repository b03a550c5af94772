// The fare ledger (migration 0010, issue 20): one append-only table shaped like TIDES v1.0
// fare_transactions, partitioned by month of service_date, its id registry (idempotency across days)
// and the two rollups the statement-level trigger keeps exact. Drizzle only reads and inserts here:
// the partitions, the trigger and the append-only guard are SQL in the migration.
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

/** What a row records (TIDES fare_action, in our words): a correction is a new 'void' or 'adjust' row. */
export const FARE_ACTION_VALUES = [
  'fare_payment',
  'pass_purchase',
  'pass_use',
  'add',
  'refund',
  'void',
  'adjust',
] as const;
/** How the fare was carried (TIDES fare media). 'counter' = sold at the monthly-ticket counter. */
export const FARE_MEDIA_VALUES = ['paper_ticket', 'nfc_card', 'qr_code', 'bank_card', 'counter'] as const;

export const fareTransactions = pgTable(
  'fare_transactions',
  {
    id: money('id').notNull().default(sql`nextval('fare_transactions_id_seq')`),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Unique per company (fare_transaction_ids): `device:sequence` for ingested events, `order-<id>-<kind>` for passes. */
    transactionId: text('transaction_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    eventTimestamp: at('event_timestamp').notNull(),
    /** Integer VND; negative for refunds and voids. */
    amount: money('amount').notNull(),
    fareAction: text('fare_action', { enum: FARE_ACTION_VALUES }).notNull(),
    paymentType: text('payment_type', {
      enum: ['CASH', 'CARD', 'QR', 'WALLET', 'SUBSCRIPTION', 'UNKNOWN'],
    }).notNull(),
    fareMedia: text('fare_media', { enum: FARE_MEDIA_VALUES }).notNull(),
    /** The card (NFC uid) or token the fare was paid with. */
    tokenId: text('token_id'),
    fareProduct: text('fare_product'),
    riderCategory: text('rider_category').notNull().default('adult'),
    numRiders: integer('num_riders').notNull().default(1),
    routeId: integer('route_id'),
    /** The dispatch trip's code (route_trips.code). */
    tripIdPerformed: text('trip_id_performed'),
    tripIdScheduled: text('trip_id_scheduled'),
    stopId: integer('stop_id'),
    tripStopSequence: integer('trip_stop_sequence'),
    vehicleId: integer('vehicle_id'),
    deviceId: text('device_id'),
    deviceSequence: money('device_sequence'),
    conductorId: integer('conductor_id'),
    driverId: integer('driver_id'),
    ticketSerial: text('ticket_serial'),
    orderId: integer('order_id'),
    /** A void or adjust row names the row it corrects. */
    correctsTransactionId: text('corrects_transaction_id'),
    apiKeyId: integer('api_key_id'),
    createdBy: integer('created_by'),
    recordedAt: at('recorded_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.serviceDate, t.id] })],
);

export const fareTransactionIds = pgTable(
  'fare_transaction_ids',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    transactionId: text('transaction_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.transactionId] })],
);

const totals = {
  amount: money('amount').notNull(),
  riders: money('riders').notNull(),
  transactions: money('transactions').notNull(),
};

/** Daily totals per route (0 = none), payment type, fare action and rider category. */
export const fareDailyTotals = pgTable(
  'fare_daily_totals',
  {
    companyId: integer('company_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    routeId: integer('route_id').notNull(),
    paymentType: text('payment_type').notNull(),
    fareAction: text('fare_action').notNull(),
    riderCategory: text('rider_category').notNull(),
    ...totals,
  },
  (t) => [
    primaryKey({
      columns: [t.companyId, t.serviceDate, t.routeId, t.paymentType, t.fareAction, t.riderCategory],
    }),
  ],
);

/** Totals per trip performed ('' = none), conductor (0 = none), rider category and payment type. */
export const fareTripTotals = pgTable(
  'fare_trip_totals',
  {
    companyId: integer('company_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    routeId: integer('route_id').notNull(),
    tripIdPerformed: text('trip_id_performed').notNull(),
    conductorId: integer('conductor_id').notNull(),
    riderCategory: text('rider_category').notNull(),
    paymentType: text('payment_type').notNull(),
    ...totals,
  },
  (t) => [
    primaryKey({
      columns: [
        t.companyId,
        t.serviceDate,
        t.routeId,
        t.tripIdPerformed,
        t.conductorId,
        t.riderCategory,
        t.paymentType,
      ],
    }),
    // A trip's fares by its code, which route_trips' triggers move when its driver changes (0022).
    index('fare_trip_totals_trip_idx').on(t.companyId, t.tripIdPerformed),
  ],
);

/** Each trip performed once per company, day and route (migration 0014): the trips counter's memory. */
export const fareTripsPerformed = pgTable(
  'fare_trips_performed',
  {
    companyId: integer('company_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    routeId: integer('route_id').notNull(),
    tripIdPerformed: text('trip_id_performed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.serviceDate, t.routeId, t.tripIdPerformed] })],
);

/** Trips performed (with at least one ledger row) per company, day and route: yield's trips and km. */
export const fareRouteDayTrips = pgTable(
  'fare_route_day_trips',
  {
    companyId: integer('company_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    routeId: integer('route_id').notNull(),
    trips: integer('trips').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.serviceDate, t.routeId] })],
);

/** Each trip performed once per company, day, route and conductor (migration 0019): its trips counter's memory. */
export const fareTripConductors = pgTable(
  'fare_trip_conductors',
  {
    companyId: integer('company_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    routeId: integer('route_id').notNull(),
    tripIdPerformed: text('trip_id_performed').notNull(),
    conductorId: integer('conductor_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.serviceDate, t.routeId, t.tripIdPerformed, t.conductorId] })],
);

/**
 * Per trip, its ledger rows paid in cash that are fares or their corrections (fare_payment, void, adjust;
 * migration 0022): ticket-book statistics' "ledger cash" beside the trip's paper tickets.
 */
export const fareTripCash = pgTable(
  'fare_trip_cash',
  {
    companyId: integer('company_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    routeId: integer('route_id').notNull(),
    tripIdPerformed: text('trip_id_performed').notNull(),
    ...totals,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.serviceDate, t.routeId, t.tripIdPerformed] })],
);

/**
 * The fares of dispatch's trips per company, day and route of the fare, the trip's current driver (0 =
 * none) and payment type (migration 0022): kept by the fare trigger and by route_trips' triggers, which
 * move a trip's fares when its driver changes. Statistics by driver hours. Never written by the application.
 */
export const driverDayFares = pgTable(
  'driver_day_fares',
  {
    companyId: integer('company_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    routeId: integer('route_id').notNull(),
    driverId: integer('driver_id').notNull(),
    paymentType: text('payment_type').notNull(),
    ...totals,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.serviceDate, t.routeId, t.driverId, t.paymentType] })],
);

/**
 * Totals per company, day, route and conductor (0 = none) of the rows with a route, and the trips that
 * conductor performed there that day (migration 0019): statistics by conductor without a payment filter.
 */
export const fareConductorDayTotals = pgTable(
  'fare_conductor_day_totals',
  {
    companyId: integer('company_id').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    routeId: integer('route_id').notNull(),
    conductorId: integer('conductor_id').notNull(),
    ...totals,
    trips: integer('trips').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.serviceDate, t.routeId, t.conductorId] })],
);
