// The only place that reads process.env (style: env discipline). Everything else receives a Config.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

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
  /**
   * The maps' raster tile template (MAP_TILE_URL, else the console's VITE_MAP_TILE_URL): its host is
   * allowed in the console's CSP (img-src, connect-src), so a configured base layer is not blocked.
   */
  mapTileUrl: string | null;
  sms: 'outbox' | 'http';
  smsGatewayUrl: string | null;
  /** Directory of the built console to serve on the same origin, when present. */
  consoleDir: string | null;
  /**
   * The SDK's API reference (typedoc HTML) served at /docs/sdk/ when it exists: SDK_DOCS_DIR, else
   * packages/sdk/reference (http/sdk-docs.ts).
   */
  sdkDocsDir: string | null;
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
  /** EXPORT_WORKER=false: this instance queues export jobs but leaves their work to other instances. */
  exportWorker: boolean;
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
  /** MACHINE_KEY_CALLS_PER_MINUTE: calls one device key may make a minute (429 beyond; default 120). */
  machineKeyCallsPerMinute: number;
  /** SERVICE_KEY_CALLS_PER_MINUTE: calls one service key may make a minute (429 beyond; default 600). */
  serviceKeyCallsPerMinute: number;
  /** DISPATCH_SYNC_SOURCE (+ DISPATCH_SYNC_*): the outside dispatch system the trips sync with (ADR 0013). */
  dispatchSync: DispatchSyncConfig;
  /** FILE_STORAGE (+ FILE_STORAGE_DIR, S3_*): where members' photos and attachments are kept (ADR 0014). */
  fileStorage: FileStorageConfig;
  /** UPLOAD_MAX_BYTES: the largest photo or attachment accepted (default 5 MB). */
  uploadMaxBytes: number;
  /** ATTACHMENT_QUOTA_*: how many attachments, and how many bytes of them, a member and a company may keep. */
  attachmentQuota: AttachmentQuota;
  /** METRICS_TOKEN: the bearer token Prometheus reads /metrics with; unset, /metrics answers 404. */
  metricsToken: string | null;
  /**
   * SHUTDOWN_DRAIN_MS: after SIGTERM, how long the instance keeps serving with readiness at 503 before
   * it stops listening (the balancer's time to notice; default 0: one machine, no balancer).
   */
  shutdownDrainMs: number;
  /**
   * SHUTDOWN_TIMEOUT_MS: how long requests under way may take to finish once it stops listening
   * (default 25 s, within Kubernetes' 30 s grace); then the connections left are cut and it exits 1.
   */
  shutdownTimeoutMs: number;
}

/** Stated in the contract (createMemberAttachment); the defaults fit a customer's papers, not an archive. */
export interface AttachmentQuota {
  memberFiles: number;
  memberBytes: number;
  companyFiles: number;
  companyBytes: number;
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

/** packages/sdk/reference (typedoc), found through the installed @busops/sdk (a workspace link here). */
export function defaultSdkDocsDir(): string | null {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('@busops/sdk/package.json')), 'reference');
  } catch {
    return null;
  }
}

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
    mapTileUrl: env.MAP_TILE_URL?.trim() || env.VITE_MAP_TILE_URL?.trim() || null,
    sms: env.SMS_GATEWAY_URL ? 'http' : 'outbox',
    smsGatewayUrl: env.SMS_GATEWAY_URL ?? null,
    consoleDir: env.CONSOLE_DIR ?? null,
    sdkDocsDir: env.SDK_DOCS_DIR || defaultSdkDocsDir(),
    seedDemo: env.SEED_DEMO !== 'false',
    seedDemoNetwork: env.SEED_DEMO_NETWORK !== 'false',
    seedDemoTrips: env.SEED_DEMO_TRIPS !== 'false',
    simulateVehicles: env.SEED_DEMO !== 'false' && env.SIMULATE_VEHICLES !== 'false',
    exportWorker: env.EXPORT_WORKER !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    accessLog: env.ACCESS_LOG === 'true',
    slowRequestMs: parseSlowRequestMs(env.SLOW_REQUEST_MS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: list(env.CORS_ORIGINS),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === 'true',
    streamRecheckMs: 5_000,
    machineKeyCallsPerMinute: Math.max(1, Number(env.MACHINE_KEY_CALLS_PER_MINUTE) || 120),
    serviceKeyCallsPerMinute: Math.max(1, Number(env.SERVICE_KEY_CALLS_PER_MINUTE) || 600),
    dispatchSync: parseDispatchSync(env),
    fileStorage: parseFileStorage(env),
    uploadMaxBytes: Number(env.UPLOAD_MAX_BYTES ?? 5 * 1024 * 1024),
    attachmentQuota: {
      memberFiles: Number(env.ATTACHMENT_QUOTA_MEMBER_FILES ?? 10),
      memberBytes: Number(env.ATTACHMENT_QUOTA_MEMBER_BYTES ?? 20 * 1024 * 1024),
      companyFiles: Number(env.ATTACHMENT_QUOTA_COMPANY_FILES ?? 100_000),
      companyBytes: Number(env.ATTACHMENT_QUOTA_COMPANY_BYTES ?? 50 * 1024 * 1024 * 1024),
    },
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    shutdownDrainMs: parseMs('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, 0),
    shutdownTimeoutMs: parseMs('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 25_000),
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

export function parseMs(name: string, value: string | undefined, fallback: number): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  const ms = Number(text);
  if (!Number.isFinite(ms) || ms < 0)
    throw new Error(`${name} must be a number of milliseconds, not "${text}"`);
  return ms;
}

export function parseSlowRequestMs(value: string | undefined): number {
  return parseMs('SLOW_REQUEST_MS', value, 1000);
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
