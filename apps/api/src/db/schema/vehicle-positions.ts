import { bigserial, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys.ts';
import { companies } from './companies.ts';
import { routeLines } from './routes.ts';
import { vehicles } from './vehicles.ts';

const positionColumns = () => ({
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** Degrees clockwise from north (GTFS-RT Position.bearing). */
  bearing: doublePrecision('bearing'),
  /** Metres per second (GTFS-RT Position.speed). */
  speed: doublePrecision('speed'),
  /** When the device measured the position (GTFS-RT VehiclePosition.timestamp). */
  reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The latest position of each vehicle: one row per vehicle, upserted by ingestion. */
export const vehiclePositions = pgTable(
  'vehicle_positions',
  {
    vehicleId: integer('vehicle_id')
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    ...positionColumns(),
    /** GTFS-RT TripDescriptor.trip_id as reported. */
    tripId: text('trip_id'),
    lineId: integer('line_id').references(() => routeLines.id, { onDelete: 'set null' }),
    currentStopSequence: integer('current_stop_sequence'),
  },
  (t) => [index('vehicle_positions_company_idx').on(t.companyId)],
);

/** A short history of positions (pruned by age) for trails and replay. */
export const vehiclePositionHistory = pgTable(
  'vehicle_position_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    ...positionColumns(),
    /** The device key that sent the report (null: a signed-in user). */
    apiKeyId: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('vehicle_position_history_vehicle_idx').on(t.vehicleId, t.reportedAt),
    index('vehicle_position_history_received_idx').on(t.receivedAt),
  ],
);
