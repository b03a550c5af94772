import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { companies } from './companies.ts';

/** A bus stop of one company (/route/stop); lines visit stops in order (line_stops). */
export const stops = pgTable(
  'stops',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    /** WGS84 degrees. */
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    hasShelter: boolean('has_shelter').notNull().default(false),
    wheelchairAccessible: boolean('wheelchair_accessible').notNull().default(false),
    /** Distance (metres) at which the on-board device announces the stop. */
    triggerRadiusM: integer('trigger_radius_m').notNull().default(30),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    note: text('note'),
    /** Folded (no diacritics, đ = d, lower case) code, name and address the keyword search matches. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stops_company_code_key').on(t.companyId, sql`lower(${t.code})`),
    index('stops_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('stops_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
