// The import operations take the feed itself as the body (application/zip), read whole into a
// buffer up to GTFS_MAX_BYTES; Fastify answers a larger upload 413 before any handler runs.
import type { FastifyInstance } from 'fastify';

export const GTFS_MAX_BYTES = 20 * 1024 * 1024;

export function installGtfsBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['application/zip', 'application/x-zip-compressed'],
    { parseAs: 'buffer', bodyLimit: GTFS_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}
