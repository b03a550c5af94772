import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A signed-in session of the local identity: the refresh token (hashed) and its revocation. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull(),
  refreshHash: text('refresh_hash').notNull(),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  /** How many times the refresh token was rotated: bounds the walk that recognises a retired token. */
  rotations: integer('rotations').notNull().default(0),
  /** When the refresh token was last rotated: the grace window of the token just retired. */
  rotatedAt: at('rotated_at'),
});

/** Custom tokens already exchanged: a custom token signs in once. */
export const usedCustomTokens = pgTable('used_custom_tokens', {
  jti: text('jti').primaryKey(),
  usedAt: createdAt(),
});

/** SMS sign-in codes: 6 digits, hashed, expiring, with an attempt counter. */
export const smsCodes = pgTable('sms_codes', {
  sessionId: text('session_id').primaryKey(),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
  createdAt: createdAt(),
});

/** Messages the default SMS adapter "sent". */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  phoneNumber: text('phone_number').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/**
 * Attempt counters of the sign-in limits (src/auth/rate-limit.ts), one row per key such as
 * `login:phone-client:+84901000002|203.0.113.7`. An attempt is reserved by one statement before it
 * is checked, so every API instance and every parallel request agrees on the count.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: at('window_start').notNull(),
  /** No attempt is allowed before this time (the growing delay of a back-off counter). */
  blockedUntil: at('blocked_until'),
});

/** Key/value settings of the installation (the local identity secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
