import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';

/** A person who can sign in. Phone numbers are stored in +84 form. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    /** Home organisation; 0 = the user must choose a company after sign-in. */
    orgId: integer('org_id').notNull().default(0),
    currentCompanyId: integer('current_company_id'),
    activeSuperCompany: boolean('active_super_company').notNull().default(false),
    belongSuperCompany: boolean('belong_super_company').notNull().default(false),
    enabledBusCompaniesId: integer('enabled_bus_companies_id')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    fbAppId: text('fb_app_id').notNull().default('busops-admin'),
    /** When the user finished or closed the console's welcome tour; null = show it (markTourSeen). */
    tourSeenAt: timestamp('tour_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_phone_number_key').on(t.phoneNumber)],
);
