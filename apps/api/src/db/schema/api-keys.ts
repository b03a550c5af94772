import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Keys of machines (migration 0009): `device` keys reach only the `x-device` operations; `service`
 * keys (issue 21) will carry the roles in `roles`. Only the SHA-256 of a key is kept.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['device', 'service'] }).notNull(),
    name: text('name').notNull(),
    /** The key's first characters, shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    roles: integer('roles').array().notNull().default(sql`'{}'`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash),
    uniqueIndex('api_keys_live_name_idx')
      .on(t.companyId, t.kind, sql`lower(${t.name})`)
      .where(sql`${t.revokedAt} is null`),
  ],
);
