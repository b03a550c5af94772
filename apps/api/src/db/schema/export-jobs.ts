// A long export run as a job (issue 20 "Exports"): who asked (its owner alone reads it), in which
// company, which report with which criteria, its progress, and where its file is kept (storage port).
// pg-boss carries the work itself in its own schema; this row is what the caller sees.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';

export const exportJobs = pgTable(
  'export_jobs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The report operation whose file this is (e.g. listRevenueDetail). */
    operationId: text('operation_id').notNull(),
    format: text('format').notNull(),
    params: jsonb('params').notNull().default({}),
    /** The criteria, without the export flag (spec §4). */
    query: jsonb('query').notNull(),
    /** queued, running, done, failed. */
    status: text('status').notNull().default('queued'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileBytes: bigint('file_bytes', { mode: 'number' }),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('export_jobs_user_idx').on(t.userId, t.createdAt),
    check('export_jobs_status_check', sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
  ],
);
