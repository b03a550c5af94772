// Serves the built console on the API's origin. A browser navigation (it accepts HTML and carries no
// application key) always gets the console's index.html, even on a path that is also an API
// operation (/setting-bill is both a screen and GET /setting-bill); files are served as they are;
// API calls that match nothing still answer JSON 404.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const API_PAGES = ['/docs'];

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.headers['x-access-token']) return false;
  const path = request.url.split('?')[0] ?? '/';
  if (API_PAGES.some((page) => path === page || path.startsWith(`${page}/`))) return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export async function installConsole(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    // Vite names assets by content hash: cache them for a year; everything else revalidates.
    setHeaders: (res, file) => {
      const hashed = file.replace(/\\/g, '/').includes('/assets/');
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isPageNavigation(request)) {
      await reply.sendFile('index.html');
      return reply;
    }
  });
  // Files added after start (a rebuild while running) are still found.
  app.get('/*', (request, reply) => reply.sendFile((request.url.split('?')[0] ?? '/').slice(1)));
}
