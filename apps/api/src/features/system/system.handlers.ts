// Health, readiness, metrics and page views: the operations outside any business area.
import { pageViews } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { defineHandlers } from '../../http/operation.ts';
import { checkMetricsToken } from './metrics-token.ts';
import { readiness } from './readiness.ts';

const databaseDown = () => new AppError(503, 'DATABASE_DOWN', 'Cơ sở dữ liệu không phản hồi');

export const systemHandlers = defineHandlers({
  async getHealth({ services }) {
    try {
      await services.database.ping();
    } catch {
      throw databaseDown();
    }
    return { status: 'ok' as const, database: services.database.kind, version: '0.1.0' };
  },

  // The process answers: nothing else is asked (a database outage must not restart every instance).
  async getLiveness() {
    return { status: 'ok' as const };
  },

  async getReadiness({ services }) {
    return readiness(services);
  },

  // The token is the metricsToken security scheme's, not a declared header: read from the request.
  async getMetrics({ services, request, reply }) {
    checkMetricsToken(services.config.metricsToken, request.headers.authorization);
    const text = await services.metrics.text();
    return reply.type(services.metrics.contentType).send(text);
  },

  // The analytics adapter's default: page views are stored by the API (Firebase Analytics when configured, in the console).
  async recordPageView({ body, maybePrincipal, db, reply }) {
    await db.insert(pageViews).values({
      userId: maybePrincipal?.userId ?? null,
      path: body.path,
      title: body.title ?? null,
      referrer: body.referrer ?? null,
    });
    return reply.code(204).send();
  },
});
