// Prometheus metrics of one API instance (getMetrics, docs/deployment.md "Health and metrics"). A
// registry per app, not prom-client's global one: tests build several apps in one process, and each
// instance answers for itself. Every label is bounded: the contract's operationIds (a route outside
// the contract is `other`, no route at all `unmatched`), HTTP methods and status codes, never a path
// or anything else a caller types.
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation of the route (routes.ts), the metrics' label. */
    operationId?: string;
  }
}

/** Latency buckets in seconds: a sign-in's argon2 (~0.1 s) to a large export (tens of seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export interface MetricsSources {
  database: Database;
  /** Open server-sent event streams of this instance. */
  openStreams(): number;
  /** True from the moment the instance was told to stop. */
  stopping(): boolean;
  /** The durable job queues' jobs by state (shared by every instance: any one reports them). */
  jobQueues(): Promise<Record<string, Record<'queued' | 'active' | 'failed', number>>>;
}

export interface Metrics {
  registry: Registry;
  /** The text exposition (Prometheus format 0.0.4). */
  text(): Promise<string>;
  contentType: string;
}

export function installMetrics(app: FastifyInstance, sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'busops_' });

  const requests = new Counter({
    name: 'busops_http_requests_total',
    help: 'Answered requests by contract operation, method and status code (rate: rate(...[5m]))',
    labelNames: ['operation', 'method', 'status'],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'busops_http_errors_total',
    help: 'Answers with a 4xx or 5xx status, by contract operation and status code',
    labelNames: ['operation', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'busops_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by contract operation (event streams excluded)',
    labelNames: ['operation'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'busops_db_pool_connections',
    help: 'Connections of the database pool by state (PostgreSQL; PGlite has one in-process connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.database.poolStats();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
      this.set({ state: 'max' }, pool.max);
    },
  });
  new Gauge({
    name: 'busops_sse_streams_open',
    help: 'Server-sent event streams open on this instance (notifications, positions, trips)',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Gauge({
    name: 'busops_job_queue_jobs',
    help: 'Jobs of each durable queue (pg-boss, in the database) by state: queued, active, failed (retained)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const [queue, counts] of Object.entries(await sources.jobQueues()))
        for (const [state, value] of Object.entries(counts)) this.set({ queue, state }, value);
    },
  });
  new Gauge({
    name: 'busops_shutting_down',
    help: '1 from the moment this instance was told to stop (readiness answers 503)',
    registers: [registry],
    collect() {
      this.set(sources.stopping() ? 1 : 0);
    },
  });

  // Hijacked replies (event streams) never reach onResponse: their hours do not skew the latency.
  app.addHook('onResponse', async (request, reply) => {
    const operation =
      request.routeOptions.config?.operationId ?? (request.routeOptions.url ? 'other' : 'unmatched');
    const status = String(reply.statusCode);
    requests.inc({ operation, method: request.method, status });
    if (reply.statusCode >= 400) errors.inc({ operation, status });
    latency.observe({ operation }, reply.elapsedTime / 1000);
  });

  return { registry, text: () => registry.metrics(), contentType: registry.contentType };
}
