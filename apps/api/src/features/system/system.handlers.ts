// Health (the database answers) and page views, the two operations outside any business area.
import { pageViews } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { defineHandlers } from '../../http/operation.ts';

export const systemHandlers = defineHandlers({
  async getHealth({ services }) {
    try {
      await services.database.ping();
    } catch {
      throw new AppError(503, 'DATABASE_DOWN', 'Cơ sở dữ liệu không phản hồi');
    }
    return { status: 'ok' as const, database: services.database.kind, version: '0.1.0' };
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
