// The durable queue of export jobs (design §6: background jobs live in PostgreSQL): pg-boss 12 in
// process, on the same database as the API. PGlite: pg-boss's PGlite adapter on the embedded client
// (`backend: 'pglite'`); PostgreSQL: its own small pool, SKIP LOCKED spreading jobs over instances.
// A job is enqueued inside the transaction that writes its export_jobs row (`fromDrizzle`), so a row
// never exists without its job nor a job without its row. A job a stopped API left running is
// expired and retried by the next start (pg-boss's supervisor), which is how jobs survive a restart.
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Database, Executor } from '../../db/client.ts';
import type { ExportJobData } from './export-job.run.ts';

export const EXPORT_QUEUE = 'report-export';

/** Jobs of the queue by state, across instances (pg-boss's own counts; the metrics read them). */
export interface QueueCounts {
  queued: number;
  active: number;
  failed: number;
}

export interface ExportQueue {
  /** Queues the job inside `tx` (the transaction that wrote its row). */
  enqueue(tx: Executor, job: ExportJobData): Promise<void>;
  counts(): Promise<QueueCounts>;
  stop(): Promise<void>;
}

export interface ExportQueueOptions {
  database: Database;
  /** Runs one job; a throw is retried by pg-boss, then the job is marked failed by `onGiveUp`. */
  run(job: ExportJobData): Promise<void>;
  /** Whether this instance works jobs (an instance may only enqueue). */
  work: boolean;
  onError(error: unknown): void;
}

export async function startExportQueue(options: ExportQueueOptions): Promise<ExportQueue> {
  const { database } = options;
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({
          db: fromPglite((database.db as unknown as { $client: Parameters<typeof fromPglite>[0] }).$client),
          backend: 'pglite',
        })
      : // the database's own address: an instance built on a database its config does not name (the
        // restart test) once queued into one database and polled another
        new PgBoss({ connectionString: database.connectionString!, max: 2 });
  boss.on('error', options.onError);
  await boss.start();
  await boss.createQueue(EXPORT_QUEUE, {
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: true,
    // A 1M-row export takes seconds; one still "active" after this was left by a stopped instance.
    expireInSeconds: 15 * 60,
  });
  if (options.work) {
    await boss.work<ExportJobData>(EXPORT_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) await options.run(job.data);
    });
  }
  return {
    async enqueue(tx, job) {
      await boss.send(EXPORT_QUEUE, { ...job }, { db: fromDrizzle(tx as never, sql as never) });
    },
    async counts() {
      const queue = await boss.getQueue(EXPORT_QUEUE);
      return {
        queued: queue?.queuedCount ?? 0,
        active: queue?.activeCount ?? 0,
        failed: queue?.failedCount ?? 0,
      };
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
