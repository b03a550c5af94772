// The only place that reads process.env (style: env discipline). Everything else receives a Config.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Application keys accepted in the x-access-token header. */
  appKeys: string[];
  /** Secret for local identity tokens; generated and stored in the database when absent. */
  authSecret: string | null;
  identity: 'local' | 'firebase';
  firebaseProjectId: string | null;
  sms: 'outbox' | 'http';
  smsGatewayUrl: string | null;
  /** Directory of the built console to serve on the same origin, when present. */
  consoleDir: string | null;
  seedDemo: boolean;
  /**
   * SEED_DEMO_NETWORK=false: the demo data without the Saigon network (stops, routes, schedules) and
   * what hangs on it (trips); tests that count a network of their own start from it.
   */
  seedDemoNetwork: boolean;
  /**
   * SEED_DEMO_TRIPS=false: the demo seed leaves out the dispatch trips of yesterday, today and
   * tomorrow (~4,800 rows, most of a second on PGlite). Tests leave them out unless they ask.
   */
  seedDemoTrips: boolean;
  /** SIMULATE_VEHICLES: the demo simulator moves the demo buses (default: on when the demo is seeded). */
  simulateVehicles: boolean;
  logLevel: string;
  /** ACCESS_LOG=true: a log line per request and per answer (Fastify's request logging). Off by default. */
  accessLog: boolean;
  /** SLOW_REQUEST_MS: answers that take this long or longer are logged as warnings (0 = never). */
  slowRequestMs: number;
  /**
   * TRUST_PROXY: whom to believe about the client address (X-Forwarded-For), which the sign-in
   * limits count per. Off by default (the socket address). `true` trusts every hop (only when the
   * proxy overwrites the header), a number the last N hops, otherwise proxy addresses or CIDRs
   * separated by commas. docs/adr/0005-sign-in-limits-and-refresh-reuse.md.
   */
  trustProxy: boolean | number | string[];
  /**
   * Origins allowed to call the API from a browser (CORS). Empty = none: the console is served on the
   * API's own origin and needs no CORS.
   */
  corsOrigins: string[];
  /** Serve the console's *.map files (built with `sourcemap: 'hidden'`); off: they reveal the source. */
  serveSourceMaps: boolean;
  /** How often open notification streams re-check their sign-in (a missed revocation announcement). */
  streamRecheckMs: number;
  /** DISPATCH_SYNC_SOURCE (+ DISPATCH_SYNC_*): the outside dispatch system the trips sync with (ADR 0013). */
  dispatchSync: DispatchSyncConfig;
  /** FILE_STORAGE (+ FILE_STORAGE_DIR, S3_*): where members' photos and attachments are kept (ADR 0014). */
  fileStorage: FileStorageConfig;
  /** UPLOAD_MAX_BYTES: the largest photo or attachment accepted (default 5 MB). */
  uploadMaxBytes: number;
}

export interface S3StorageConfig {
  kind: 's3';
  /** The store's origin (and path prefix), e.g. https://s3.ap-southeast-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** `local` (default): a directory on this machine; `s3`: an S3-compatible store, path-style. */
export type FileStorageConfig = { kind: 'local'; dir: string } | S3StorageConfig;

/**
 * `self` (unset): the GTFS feed this instance exports for the caller's company; `gtfs`: a feed file
 * path or http(s) URL; `busops`: another busops instance, read as the configured account.
 */
export type DispatchSyncConfig =
  | { kind: 'self' }
  | { kind: 'gtfs'; location: string }
  | { kind: 'busops'; baseUrl: string; appKey: string; phone: string; password: string };

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const firebaseProjectId = env.FIREBASE_PROJECT_ID ?? null;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR ?? resolve(process.cwd(), '.data/pglite'),
    appKeys: list(env.APP_KEYS ?? 'busops-admin'),
    authSecret: env.AUTH_SECRET ?? null,
    identity: firebaseProjectId ? 'firebase' : 'local',
    firebaseProjectId,
    sms: env.SMS_GATEWAY_URL ? 'http' : 'outbox',
    smsGatewayUrl: env.SMS_GATEWAY_URL ?? null,
    consoleDir: env.CONSOLE_DIR ?? null,
    seedDemo: env.SEED_DEMO !== 'false',
    seedDemoNetwork: env.SEED_DEMO_NETWORK !== 'false',
    seedDemoTrips: env.SEED_DEMO_TRIPS !== 'false',
    simulateVehicles: env.SEED_DEMO !== 'false' && env.SIMULATE_VEHICLES !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    accessLog: env.ACCESS_LOG === 'true',
    slowRequestMs: parseSlowRequestMs(env.SLOW_REQUEST_MS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: list(env.CORS_ORIGINS),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === 'true',
    streamRecheckMs: 5_000,
    dispatchSync: parseDispatchSync(env),
    fileStorage: parseFileStorage(env),
    uploadMaxBytes: Number(env.UPLOAD_MAX_BYTES ?? 5 * 1024 * 1024),
  };
}

export function parseFileStorage(env: NodeJS.ProcessEnv): FileStorageConfig {
  const kind = env.FILE_STORAGE?.trim() || 'local';
  if (kind === 'local')
    return { kind, dir: resolve(env.FILE_STORAGE_DIR ?? resolve(process.cwd(), '.data/files')) };
  if (kind !== 's3') throw new Error(`FILE_STORAGE must be local or s3, not "${kind}"`);
  const need = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`FILE_STORAGE=s3 needs ${name}`);
    return value;
  };
  return {
    kind,
    endpoint: need('S3_ENDPOINT'),
    bucket: need('S3_BUCKET'),
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: need('S3_ACCESS_KEY_ID'),
    secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
  };
}

export function parseDispatchSync(env: NodeJS.ProcessEnv): DispatchSyncConfig {
  const text = env.DISPATCH_SYNC_SOURCE?.trim() ?? '';
  if (text === '' || text === 'self') return { kind: 'self' };
  const [scheme, ...rest] = text.split(':');
  const target = rest.join(':').trim();
  if (scheme === 'gtfs' && target) return { kind: 'gtfs', location: target };
  if (scheme === 'busops' && /^https?:\/\//.test(target)) {
    const phone = env.DISPATCH_SYNC_PHONE?.trim();
    const password = env.DISPATCH_SYNC_PASSWORD;
    if (!phone || !password)
      throw new Error('DISPATCH_SYNC_SOURCE=busops:... needs DISPATCH_SYNC_PHONE and DISPATCH_SYNC_PASSWORD');
    return {
      kind: 'busops',
      baseUrl: target.replace(/\/+$/, ''),
      appKey: env.DISPATCH_SYNC_APP_KEY?.trim() || 'busops-admin',
      phone,
      password,
    };
  }
  throw new Error(
    `DISPATCH_SYNC_SOURCE must be self, gtfs:<file or URL> or busops:<http(s) URL>, not "${text}"`,
  );
}

export function parseSlowRequestMs(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return 1000;
  const ms = Number(text);
  if (!Number.isFinite(ms) || ms < 0)
    throw new Error(`SLOW_REQUEST_MS must be a number of milliseconds, not "${text}"`);
  return ms;
}

export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * A config for tests: in-memory PGlite (or TEST_DATABASE_URL), demo data without the dispatch trips
 * (`seedDemoTrips: true` to have them), quiet logs.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    databaseUrl: process.env.TEST_DATABASE_URL || null,
    dataDir: 'memory://',
    authSecret: 'test-secret-test-secret-test-secret',
    logLevel: 'silent',
    simulateVehicles: false,
    seedDemoTrips: false,
    fileStorage: { kind: 'local', dir: join(tmpdir(), `busops-files-${process.pid}-${randomUUID()}`) },
    ...overrides,
  };
}
