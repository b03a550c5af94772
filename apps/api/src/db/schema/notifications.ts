import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    companyId: integer('company_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    type: text('type').notNull().default('support'),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export const deviceTokens = pgTable('device_tokens', {
  token: text('token').primaryKey(),
  userId: integer('user_id').notNull(),
  appId: text('app_id').notNull(),
  createdAt: createdAt(),
});

export const pageViews = pgTable('page_views', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  path: text('path').notNull(),
  title: text('title'),
  referrer: text('referrer'),
  at: createdAt(),
});
