import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { companies } from './companies.ts';
import { roles } from './permissions.ts';
import { users } from './users.ts';

/** An employee of one company (bus staff). Name and phone are copied from the user for search and sort. */
export const busStaff = pgTable(
  'bus_staff',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    staffCode: text('staff_code'),
    role: integer('role').notNull(),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    /** Last valid day of a driver's licence (giấy phép lái xe); an expired one blocks assigning trips. */
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
    depositBalance: bigint('deposit_balance', { mode: 'number' }).notNull().default(0),
    /** Folded (no diacritics, đ = d, lower case) name, phone and code for keyword search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bus_staff_company_user_key').on(t.companyId, t.userId),
    index('bus_staff_company_name_idx').on(t.companyId, t.fullName, t.id),
    // created_at order (newest first by default; both directions, the index is scanned backwards): per company...
    index('bus_staff_company_created_idx').on(t.companyId, t.createdAt, t.id),
    // ...and for the super company, which lists every company's rows without a company filter.
    index('bus_staff_created_idx').on(t.createdAt, t.id),
    // Keyword search is `search_text LIKE '%...%'`: a trigram index keeps it fast at 100k+ rows.
    index('bus_staff_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Money deposited by a staff member; idempotent through idempotency_keys. */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => busStaff.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    note: text('note'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('deposits_staff_idx').on(t.staffId)],
);
