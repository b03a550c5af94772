// Builds the API (tests call this and talk to it through inject); server.ts only listens.

import type { FetchLike } from '@busops/sdk';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { firebaseIdentity, localIdentity } from './auth/identity.ts';
import { argon2Verifier, type PasswordVerifier } from './auth/passwords.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import { httpSms, outboxSms } from './auth/sms.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { installUploadBodyParser } from './features/customers/member-upload.ts';
import { dispatchSources } from './features/dispatch/sync/sync-sources.ts';
import { installGtfsBodyParser } from './features/gtfs/gtfs.body.ts';
import { allHandlers } from './features/handlers.ts';
import { announcingRevocations } from './features/notifications/announcing-identity.ts';
import { createNotificationBus } from './features/notifications/bus.ts';
import { endedSignIns } from './features/notifications/stream-sessions.ts';
import { installControlCharacterGuard } from './http/control-characters.ts';
import { installDocs } from './http/docs.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/error-handler.ts';
import { fastifyRequestLogging, installSlowRequestLog } from './http/request-log.ts';
import { registerOperations } from './http/routes.ts';
import { safeErrorSummary } from './http/safe-error.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { loadOperations, maxPathParameterLength } from './http/spec.ts';
import { installConsole } from './http/static-console.ts';
import { seedDemo } from './seed/demo.ts';
import type { Services } from './services.ts';
import { VehicleSimulator } from './simulator/vehicle-simulator.ts';
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
  };

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
  if (config.consoleDir) await installConsole(app, config.consoleDir, config);

  // The demo's buses move on their own (a device feed through the ingestion path, ADR 0011).
  const stopSimulator = config.simulateVehicles
    ? new VehicleSimulator(database.db).start((error) =>
        services.log.warn({ err: error }, 'vehicle simulator: tick failed'),
      )
    : null;

  return {
    app,
    services,
    async close() {
      await stopSimulator?.();
      await app.close();
      await services.notifications.close();
      await identity.close();
      if (!options.database) await database.close();
    },
  };
}

/** A hop count becomes proxy-addr's own rule for it (Fastify's types only take the other forms). */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
