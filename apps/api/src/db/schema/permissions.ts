import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';

/** A function of the product that a position may be granted. */
export const features = pgTable(
  'features',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    group: text('group'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('features_code_key').on(t.code)],
);

/** A position: a named bundle of features carrying the system role its holders get. */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    systemRole: integer('system_role').notNull(),
    companyId: integer('company_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A code is unique within its company, and among the shared positions (company_id null).
  (t) => [uniqueIndex('roles_company_code_key').on(sql`coalesce(${t.companyId}, 0)`, t.code)],
);

export const roleFeatures = pgTable(
  'role_features',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.featureId] })],
);
