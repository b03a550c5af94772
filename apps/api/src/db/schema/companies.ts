import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';

/** The super company (is_super) and its member companies; the root of tenancy. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    code: text('code').notNull(),
    taxCode: text('tax_code'),
    address: text('address'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    isSuper: boolean('is_super').notNull().default(false),
    adminId: integer('admin_id'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Codes are unique whatever their case; tax codes unique when given (the database closes the race
  // that the handlers' checks leave open).
  (t) => [
    uniqueIndex('companies_code_lower_key').on(sql`lower(${t.code})`),
    uniqueIndex('companies_tax_code_key').on(t.taxCode).where(sql`${t.taxCode} is not null`),
    index('companies_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
