// Ticket sets (vé quyển, migration 0015, issue 20): paper tickets of one denomination, numbered within a
// series, handed to a trip's conductor and settled when the unused ones come back. The trip is named by
// its code, route and day, copied when the set is handed (as the ledger copies them), so a set outlives a
// change to dispatch and the report matches it to the ledger's rows of the same trip. The rules (a range
// within one series never shared, from <= to, the returned serial inside the range) are
// @busops/domain's ticket-sets.ts; the migration's CHECKs and exclusion constraint are the last guard.
import { bigint, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ticketSets = pgTable(
  'ticket_sets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    routeId: integer('route_id').notNull(),
    /** The dispatch trip's code (route_trips.code = the ledger's trip_id_performed). */
    tripCode: text('trip_code').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    /** The trip's conductor when the set was handed (bus_staff.id); null when the trip had none. */
    conductorId: integer('conductor_id'),
    series: text('series').notNull(),
    serialFrom: integer('serial_from').notNull(),
    serialTo: integer('serial_to').notNull(),
    /** Face value of each ticket (VND). */
    denomination: bigint('denomination', { mode: 'number' }).notNull(),
    fareProduct: text('fare_product').notNull().default('ve_luot'),
    /** The first unused serial handed back (serial_to + 1: all sold); null until the set comes back. */
    returnedFrom: integer('returned_from'),
    returnedAt: at('returned_at'),
    returnedBy: integer('returned_by'),
    createdBy: integer('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('ticket_sets_company_day_idx').on(t.companyId, t.serviceDate, t.routeId, t.tripCode)],
);
