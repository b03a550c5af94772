import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { companies } from './companies.ts';

export const FUEL_TYPES = ['diesel', 'cng', 'electric'] as const;

/** A bus of one company's fleet (/vehicle/list), with the documents an inspector asks for. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Vietnamese plate, normalised to the printed form: 51B-123.45. */
    plate: text('plate').notNull(),
    /** The operator's own number painted on the bus (số tài). */
    fleetNumber: text('fleet_number'),
    make: text('make'),
    model: text('model'),
    seats: integer('seats').notNull().default(0),
    standingPlaces: integer('standing_places').notNull().default(0),
    fuel: text('fuel', { enum: FUEL_TYPES }).notNull().default('diesel'),
    wheelchairAccessible: boolean('wheelchair_accessible').notNull().default(false),
    /** Depot (bãi xe) where the bus sleeps. */
    depot: text('depot'),
    /** Id the on-board device reports in GTFS-Realtime VehicleDescriptor.id; unique per company. */
    gpsDeviceId: text('gps_device_id'),
    /** Registration inspection (đăng kiểm) valid until. */
    inspectionExpiresOn: date('inspection_expires_on', { mode: 'string' }),
    /** Transport badge (phù hiệu) valid until. */
    badgeExpiresOn: date('badge_expires_on', { mode: 'string' }),
    /** Civil liability insurance valid until. */
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
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
    // One plate per company, whatever its case (the database closes the race the check leaves open).
    uniqueIndex('vehicles_company_plate_key').on(t.companyId, sql`lower(${t.plate})`),
    uniqueIndex('vehicles_company_gps_device_key')
      .on(t.companyId, t.gpsDeviceId)
      .where(sql`${t.gpsDeviceId} is not null`),
    index('vehicles_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('vehicles_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
