// What the API logs about requests. By default: errors (the error handler logs every 5xx) and slow
// requests, not a line per request: two JSON lines per call cost more CPU than the rest of a fast call's
// hooks (docs/benchmarks.md "API throughput") and bury the lines that matter. ACCESS_LOG=true brings
// back Fastify's access log (a line when a request arrives and one when it is answered).
import { type FastifyInstance, LogController } from 'fastify';
import type { Config } from '../config.ts';
import type { SpecOperation } from './spec.ts';

/** Fastify's own per-request lines: only when asked for. */
export const fastifyRequestLogging = (config: Pick<Config, 'accessLog'>) => ({
  logController: new LogController({ disableRequestLogging: !config.accessLog }),
});

/**
 * A warning for every answer that took SLOW_REQUEST_MS or longer (0 = never), with what identifies it.
 * The access log already has the time of every answer, so nothing is added to it. Streams
 * (text/event-stream) are open for as long as the client listens: their length is not slowness.
 */
export function installSlowRequestLog(
  app: FastifyInstance,
  config: Pick<Config, 'accessLog' | 'slowRequestMs' | 'logLevel'>,
  operations: SpecOperation[],
): void {
  if (config.accessLog || config.slowRequestMs <= 0 || config.logLevel === 'silent') return;
  const streams = new Set(
    operations
      .filter((op) => Object.values(op.responses).some((r) => r.content?.['text/event-stream']))
      .map((op) => op.operationId),
  );
  const threshold = config.slowRequestMs;
  app.addHook('onResponse', (request, reply, done) => {
    const elapsed = reply.elapsedTime;
    if (elapsed >= threshold && !(request.operationId && streams.has(request.operationId))) {
      request.log.warn(
        {
          method: request.method,
          url: request.url,
          operationId: request.operationId,
          statusCode: reply.statusCode,
          responseTime: Math.round(elapsed),
        },
        'slow request',
      );
    }
    done();
  });
}
