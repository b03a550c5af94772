import type { FastifyBaseLogger } from 'fastify';
import type { IdentityProvider } from './auth/identity.ts';
import type { PasswordVerifier } from './auth/passwords.ts';
import type { SmsSender } from './auth/sms.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { DispatchSourceFor } from './features/dispatch/sync/sync-sources.ts';
import type { ExportQueue } from './features/export-jobs/export-queue.ts';
import type { NotificationBus } from './features/notifications/bus.ts';
import type { Lifecycle } from './http/lifecycle.ts';
import type { Metrics } from './http/metrics.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** The app's collaborators, built once in app.ts and handed to every handler. */
export interface Services {
  config: Config;
  database: Database;
  identity: IdentityProvider;
  sms: SmsSender;
  notifications: NotificationBus;
  log: FastifyBaseLogger;
  /** Verifies sign-in passwords (argon2id); tests count the checks through it. */
  passwords: PasswordVerifier;
  /** The time rules are decided at (sign-in limits, refresh grace); tests stop it. */
  clock: () => Date;
  /** The outside dispatch system trips sync with (DISPATCH_SYNC_SOURCE; default: the company's own GTFS feed). */
  dispatchSync: DispatchSourceFor;
  /** Members' photos and attachments (FILE_STORAGE; default a local directory). */
  files: FileStorage;
  /** Stopping or not (readiness). */
  lifecycle: Lifecycle;
  /** This instance's Prometheus registry (getMetrics). */
  metrics: Metrics;
  /** Long report exports, queued as durable jobs (pg-boss on the same database). */
  exportJobs: ExportQueue;
}
