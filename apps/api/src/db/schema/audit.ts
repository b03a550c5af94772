import { bigserial, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys.ts';
import { createdAt } from './common.ts';

/** One row per mutation, written in the mutation's transaction: who, when, what changed. */
export const history = pgTable(
  'history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id'),
    actorUserId: integer('actor_user_id'),
    /** The service key that made the change (a program, not a person); null for people and the system. */
    actorApiKeyId: integer('actor_api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: createdAt(),
  },
  (t) => [index('history_entity_idx').on(t.entity, t.entityId, t.at)],
);

/** First answers of money-moving calls, replayed for the same Idempotency-Key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    operationId: text('operation_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.operationId, t.key] })],
);
