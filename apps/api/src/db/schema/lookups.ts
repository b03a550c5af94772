import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { companies } from './companies.ts';

/**
 * Passengers with a member profile (monthly tickets, cards): each company keeps its own customer file
 * (issue 11: member companies never see each other's data), so one phone may be a member of two
 * companies as two records. Rows from before issue 11 have no company: only the super company sees them.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    phoneNumber: text('phone_number').notNull(),
    fullName: text('full_name').notNull(),
    imageUrl: text('image_url'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('members_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex('members_company_phone_key').on(t.companyId, t.phoneNumber),
  ],
);

/** Rider-app accounts managed by the back office. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('clients_phone_number_key').on(t.phoneNumber)],
);

export const ticketTypes = pgTable('ticket_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  paymentType: text('payment_type'),
  description: text('description'),
  version: text('version').notNull().default('v2'),
});

/** Services of the platform the console lists at start. */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  icon: text('icon'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Invoice configuration, one row per company. The provider password is stored encrypted. */
export const billSettings = pgTable('bill_settings', {
  companyId: integer('company_id').primaryKey(),
  provider: text('provider').notNull().default('none'),
  taxCode: text('tax_code'),
  companyName: text('company_name'),
  address: text('address'),
  templateCode: text('template_code'),
  invoiceSeries: text('invoice_series'),
  username: text('username'),
  passwordEnc: text('password_enc'),
  autoIssue: boolean('auto_issue').notNull().default(false),
  emailCc: text('email_cc'),
  updatedAt: updatedAt(),
});
