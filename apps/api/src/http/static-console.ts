// Serves the built console on the API's origin. A browser navigation (it accepts HTML and carries no
// application key) always gets the console's index.html, even on a path that is also an API
// operation (/setting-bill is both a screen and GET /setting-bill); files are served as they are;
// API calls that match nothing still answer JSON 404.
// index.html is rendered per page: Vite wrote a nonce placeholder on its tags (apps/console/vite.config.ts
// `html.cspNonce`), replaced here by a fresh value that the page's CSP names.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { notFound } from './errors.ts';
import { consoleOpenerPolicy, consolePolicy, newCspNonce } from './security-headers.ts';

const API_PAGES = ['/docs'];
/** Must equal `CSP_NONCE_PLACEHOLDER` in apps/console/vite.config.ts. */
const NONCE_PLACEHOLDER = '__BUSOPS_CSP_NONCE__';

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.headers['x-access-token']) return false;
  const path = request.url.split('?')[0] ?? '/';
  if (API_PAGES.some((page) => path === page || path.startsWith(`${page}/`))) return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export async function installConsole(
  app: FastifyInstance,
  root: string,
  config: Pick<Config, 'firebaseProjectId' | 'serveSourceMaps'>,
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    // No routes of its own (it would register one per file found, index.html and *.map included):
    // the `/*` route below decides what is served.
    serve: false,
    index: false,
    cacheControl: false,
    // Vite names assets by content hash: cache them for a year; everything else revalidates.
    setHeaders: (res, file) => {
      const hashed = file.replace(/\\/g, '/').includes('/assets/');
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Read on every page: a rebuild while the server runs is picked up, and the file is small.
  const sendPage = async (reply: FastifyReply) => {
    const nonce = newCspNonce();
    const html = (await readFile(join(root, 'index.html'), 'utf8')).replaceAll(NONCE_PLACEHOLDER, nonce);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', consolePolicy(nonce, config))
      .header('cross-origin-opener-policy', consoleOpenerPolicy(config))
      .send(html);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (isPageNavigation(request)) return sendPage(reply);
  });
  // Files added after start (a rebuild while running) are still found.
  app.get('/*', (request, reply) => {
    const file = (request.url.split('?')[0] ?? '/').slice(1);
    if (file === '' || file === 'index.html') return sendPage(reply);
    // Source maps give the whole source away: built (hidden) for debugging, served only on request.
    if (file.endsWith('.map') && !config.serveSourceMaps) throw notFound();
    return reply.sendFile(file);
  });
}
