// Serves the built console on the API's origin: files as they are, every other browser navigation
// gets index.html (client-side routes); API calls that match nothing still answer JSON 404.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function installConsole(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h', immutable: false });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.headers.accept ?? '').includes('text/html');
    if (/\.[a-z0-9]+$/i.test(path) || !wantsPage) {
      return reply.sendFile(path.slice(1), {
        maxAge: path.startsWith('/assets/') ? '365d' : 0,
        immutable: path.startsWith('/assets/'),
      });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
