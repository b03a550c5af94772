// Builds the API (tests call this and talk to it through inject); server.ts only listens.

import { setTimeout as delay } from 'node:timers/promises';
import type { FetchLike } from '@busops/sdk';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { firebaseIdentity, localIdentity } from './auth/identity.ts';
import { argon2Verifier, type PasswordVerifier } from './auth/passwords.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import { httpSms, outboxSms } from './auth/sms.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { onOneInstance } from './db/one-instance.ts';
import { installUploadBodyParser } from './features/customers/member-upload.ts';
import { dispatchSources } from './features/dispatch/sync/sync-sources.ts';
import { ownerScopes } from './features/export-jobs/export-job.owner.ts';
import { exportJobRunner } from './features/export-jobs/export-job.run.ts';
import { EXPORT_QUEUE, type ExportQueue, startExportQueue } from './features/export-jobs/export-queue.ts';
import { installGtfsBodyParser } from './features/gtfs/gtfs.body.ts';
import { allHandlers } from './features/handlers.ts';
import { announcingRevocations } from './features/notifications/announcing-identity.ts';
import { createNotificationBus } from './features/notifications/bus.ts';
import { endedSignIns } from './features/notifications/stream-sessions.ts';
import { installControlCharacterGuard } from './http/control-characters.ts';
import { installDocs } from './http/docs.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/error-handler.ts';
import { createLifecycle } from './http/lifecycle.ts';
import { installMetrics } from './http/metrics.ts';
import { fastifyRequestLogging, installSlowRequestLog } from './http/request-log.ts';
import { registerOperations } from './http/routes.ts';
import { safeErrorSummary } from './http/safe-error.ts';
import { installSdkDocs } from './http/sdk-docs.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { loadOperations, maxPathParameterLength } from './http/spec.ts';
import { installConsole } from './http/static-console.ts';
import { seedDemo } from './seed/demo.ts';
import type { Services } from './services.ts';
import { deviceKeySender } from './simulator/device-keys.ts';
import { REPORT_EVERY_MS, SIMULATOR_LOCK, VehicleSimulator } from './simulator/vehicle-simulator.ts';
import { type FileStorage, fileStorageFrom } from './storage/file-storage.ts';

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  validateResponses?: boolean;
  /** Tests: a stopped or moved clock, a counting password check. */
  clock?: () => Date;
  passwords?: PasswordVerifier;
  /** Where log lines go instead of stdout (tests read what the server would have logged). */
  logStream?: { write(line: string): void };
  /** Tests: the HTTP of the dispatch sync's adapter (a second in-process instance answers it). */
  dispatchSyncFetch?: FetchLike;
  /** Tests: another file storage than the configured one. */
  files?: FileStorage;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  /** Closes the server, its collaborators and (when it opened it) the database. */
  close(): Promise<void>;
  /**
   * The graceful stop (SIGTERM, server.ts): readiness 503 at once, SHUTDOWN_DRAIN_MS of serving,
   * then no new connection, event streams ended, requests under way finished within
   * SHUTDOWN_TIMEOUT_MS (the connections left are cut after it), the database closed.
   * Answers whether everything under way finished in time.
   */
  shutdown(): Promise<{ clean: boolean }>;
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config } = options;
  const operations = loadOperations();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Every logged error goes through one summary: a failed query never logs its parameters.
            serializers: { err: safeErrorSummary },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    ...fastifyRequestLogging(config),
    bodyLimit: 2 * 1024 * 1024,
    // Query strings like ?ids=1&ids=2 arrive as arrays; validation coerces the rest.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: maxPathParameterLength(operations) },
    frameworkErrors,
    clientErrorHandler,
    // request.ip is the client of the sign-in limits: X-Forwarded-For counts only behind a trusted
    // proxy (TRUST_PROXY, off by default; docs/adr/0005-sign-in-limits-and-refresh-reuse.md).
    trustProxy: trustProxyOption(config.trustProxy),
  });
  const clock = options.clock ?? (() => new Date());
  const database = options.database ?? (await openDatabase(config));
  if (config.seedDemo)
    await seedDemo(database.db, { network: config.seedDemoNetwork, trips: config.seedDemoTrips });
  const tokens =
    config.identity === 'firebase' && config.firebaseProjectId
      ? firebaseIdentity(config.firebaseProjectId)
      : localIdentity(database, await resolveAuthSecret(database, config.authSecret), clock);
  const notifications = await createNotificationBus(database, {
    endedSignIns: endedSignIns(database, () => identity),
    recheckMs: config.streamRecheckMs,
    onError: (error) => app.log.warn({ err: error }, 'notification streams: sign-in check failed'),
  });
  const identity = announcingRevocations(tokens, database, notifications);
  const lifecycle = createLifecycle();
  const services: Services = {
    config,
    database,
    identity,
    sms: config.smsGatewayUrl ? httpSms(config.smsGatewayUrl) : outboxSms(app.log),
    notifications,
    log: app.log,
    passwords: options.passwords ?? argon2Verifier,
    dispatchSync: dispatchSources(config.dispatchSync, options.dispatchSyncFetch),
    clock,
    files: options.files ?? fileStorageFrom(config.fileStorage),
    lifecycle,
    metrics: installMetrics(app, {
      database,
      openStreams: () => notifications.openStreams(),
      stopping: () => lifecycle.stopping,
      jobQueues: async () => ({ [EXPORT_QUEUE]: await services.exportJobs.counts() }),
    }),
    // Set just below: the queue's worker needs the services it is part of.
    exportJobs: null as unknown as ExportQueue,
  };
  services.exportJobs = await startExportQueue({
    database,
    run: exportJobRunner({ files: services.files, log: app.log, scopeOf: ownerScopes(database) }),
    work: config.exportWorker,
    onError: (error) => app.log.warn({ err: error }, 'export jobs: queue error'),
  });

  // Open SSE streams would keep server.close() waiting forever: end them first.
  app.addHook('preClose', async () => services.notifications.endStreams());
  await installSecurityHeaders(app);
  // Same origin needs no CORS: only the origins named in CORS_ORIGINS may call from another site.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      exposedHeaders: ['content-disposition', 'retry-after'],
    });
  }
  app.decorateRequest('principal', null);
  installErrorHandler(app);
  installSlowRequestLog(app, config, operations);
  installControlCharacterGuard(app);
  // GTFS-Realtime feeds from on-board devices (recordVehiclePositions): the raw bytes, decoded there.
  app.addContentTypeParser('application/x-protobuf', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  installGtfsBodyParser(app);
  installUploadBodyParser(app, config.uploadMaxBytes);
  registerOperations(app, {
    operations,
    handlers: allHandlers,
    services,
    validateResponses: options.validateResponses,
  });
  installDocs(app);
  await installSdkDocs(app, config.sdkDocsDir);
  if (config.consoleDir) await installConsole(app, config.consoleDir, config);

  // The demo's buses move on their own: a device with its company's key posting to the ingestion
  // operation (ADR 0011), from when the app is ready (its requests need every route in place), on one
  // instance of those sharing the database (two would rotate each other's simulator keys).
  let stopSimulator: (() => Promise<void>) | null = null;
  if (config.simulateVehicles) {
    app.addHook('onReady', async () => {
      const onError = (error: unknown) => services.log.warn({ err: error }, 'vehicle simulator: tick failed');
      stopSimulator = onOneInstance(database, {
        lock: [SIMULATOR_LOCK, 0],
        retryMs: REPORT_EVERY_MS,
        start: () => new VehicleSimulator(database.db, deviceKeySender(database.db, app)).start(onError),
        onError,
      });
    });
  }

  const close = async () => {
    lifecycle.stop();
    await stopSimulator?.();
    await app.close();
    await services.exportJobs.stop();
    await services.notifications.close();
    await identity.close();
    if (!options.database) await database.close();
  };
  return {
    app,
    services,
    close,
    async shutdown() {
      lifecycle.stop();
      if (config.shutdownDrainMs > 0) await delay(config.shutdownDrainMs);
      let timer: NodeJS.Timeout | undefined;
      const overdue = new Promise<'overdue'>((resolve) => {
        timer = setTimeout(() => resolve('overdue'), config.shutdownTimeoutMs);
      });
      const closing = close();
      const first = await Promise.race([closing.then(() => 'closed' as const), overdue]);
      clearTimeout(timer);
      if (first === 'closed') return { clean: true };
      app.log.warn(
        `shutdown: requests still under way after ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS): their connections are cut`,
      );
      app.server.closeAllConnections();
      await closing;
      return { clean: false };
    },
  };
}

/** A hop count becomes proxy-addr's own rule for it (Fastify's types only take the other forms). */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
