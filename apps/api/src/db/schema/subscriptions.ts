// Monthly tickets (issue 11): card types (price categories), single- and multi-route prices, NFC
// cards, passes (subscriptions) and their orders; a confirmed payment writes the fare ledger
// (ledger.ts). Every row is company-owned. The invariants are indexes, so parallel requests cannot break them:
// one active card per member, one live order per pass and month.

import { CARD_STATUSES, PASS_SCOPES } from '@busops/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { companies } from './companies.ts';
import { members } from './lookups.ts';
import { routes } from './routes.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const company = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);

/** A price category of a pass: 'Ưu tiên', 'Mua theo tập thể', 'Cá nhân'... */
export const cardTypes = pgTable(
  'card_types',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Who qualifies and what proof the counter asks for (student card, work certificate...). */
    requiresProof: boolean('requires_proof').notNull().default(false),
    /** Fee of a new or replacement card (VND), charged by a change-card order. */
    cardFee: bigint('card_fee', { mode: 'number' }).notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('card_types_company_code_key').on(t.companyId, t.code)],
);

/**
 * What a month of a pass costs: on one route (`route_id`) or on several routes under one name
 * (`multiple_routes_name`, `route_ids`; empty = all the company's routes), for one card type, valid
 * between two days. `vat_included` says whether `price` includes VAT (`is_valid_price_vat`).
 */
export const subscriptionPrices = pgTable(
  'subscription_prices',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    scope: text('scope', { enum: PASS_SCOPES }).notNull(),
    routeId: integer('route_id').references(() => routes.id, { onDelete: 'cascade' }),
    multipleRoutesName: text('multiple_routes_name'),
    routeIds: integer('route_ids').array().notNull().default(sql`'{}'::integer[]`),
    cardTypeId: integer('card_type_id')
      .notNull()
      .references(() => cardTypes.id),
    price: bigint('price', { mode: 'number' }).notNull(),
    vatIncluded: boolean('vat_included').notNull().default(true),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscription_prices_route_idx').on(t.companyId, t.routeId),
    index('subscription_prices_multi_idx').on(t.companyId, t.multipleRoutesName),
  ],
);

/** An NFC card. In stock: 'active' with no member. A replaced card keeps `replaced_by_id`. */
export const nfcCards = pgTable(
  'nfc_cards',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    /** Normalised hex UID (normalizeCardUid). */
    uid: text('uid').notNull(),
    /** The number printed on the card. */
    cardNumber: text('card_number').notNull(),
    status: text('status', { enum: CARD_STATUSES }).notNull().default('active'),
    memberId: integer('member_id').references(() => members.id),
    replacedById: integer('replaced_by_id'),
    linkedAt: at('linked_at'),
    note: text('note'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('nfc_cards_company_uid_key').on(t.companyId, t.uid),
    uniqueIndex('nfc_cards_company_number_key').on(t.companyId, t.cardNumber),
    uniqueIndex('nfc_cards_one_active_per_member')
      .on(t.memberId)
      .where(sql`status = 'active' and member_id is not null`),
  ],
);

/** A member's pass on a route or a multi-route price; `paid_through` is its last paid month's last day. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    cardTypeId: integer('card_type_id')
      .notNull()
      .references(() => cardTypes.id),
    scope: text('scope', { enum: PASS_SCOPES }).notNull(),
    routeId: integer('route_id').references(() => routes.id),
    multipleRoutesName: text('multiple_routes_name'),
    cardId: integer('card_id').references(() => nfcCards.id),
    paidThrough: date('paid_through', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_member_idx').on(t.memberId),
    index('subscriptions_paid_through_idx').on(t.companyId, t.paidThrough),
  ],
);

/** An order at the counter: registration (1), extension (2) or new card (3). */
export const subscriptionOrders = pgTable(
  'subscription_orders',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    code: text('code').notNull(),
    orderType: smallint('order_type').notNull(),
    status: smallint('status').notNull().default(1),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    /** The pass month bought (types 1 and 2): YYYY-MM. */
    periodMonth: text('period_month'),
    /** Type 3: the card replaced (blocked in the order's transaction) and the card issued. */
    oldCardId: integer('old_card_id').references(() => nfcCards.id),
    cardId: integer('card_id').references(() => nfcCards.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    vatIncluded: boolean('vat_included').notNull().default(true),
    priceId: integer('price_id').references(() => subscriptionPrices.id),
    source: text('source').notNull().default('web-admin'),
    note: text('note'),
    createdBy: integer('created_by'),
    paidAt: at('paid_at'),
    paidBy: integer('paid_by'),
    paymentType: text('payment_type'),
    cancelledAt: at('cancelled_at'),
    cancelledBy: integer('cancelled_by'),
    cancelReason: text('cancel_reason'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscription_orders_company_code_key').on(t.companyId, t.code),
    // A month of a pass is bought once: a second live order for it is refused (never overlapping).
    uniqueIndex('subscription_orders_one_live_per_month')
      .on(t.subscriptionId, t.periodMonth)
      .where(sql`status <> 4 and period_month is not null`),
    index('subscription_orders_list_idx').on(t.companyId, t.orderType, t.createdAt),
    index('subscription_orders_member_idx').on(t.memberId),
  ],
);
