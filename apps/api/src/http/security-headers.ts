// Security headers on every answer (helmet), and the Content-Security-Policy of each kind of page:
// - JSON, files and anything else: nothing may run, load or frame it (`default-src 'none'`);
// - the console's index.html: its own scripts, styles and fonts, plus the <style> elements AG Grid's theme
//   injects, allowed by a fresh nonce per page (no 'unsafe-inline');
// - /docs: server-rendered HTML without scripts; its one <style> allowed by hash.
// Every page refuses to be framed (frame-ancestors 'none' and X-Frame-Options DENY) and sends no referrer.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

type Directives = Record<string, string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

const NOTHING: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Firebase web SDK endpoints, needed only when the deployment uses Firebase (FIREBASE_PROJECT_ID). */
const FIREBASE: Directives = {
  'script-src': ['https://apis.google.com', 'https://www.googletagmanager.com'],
  'connect-src': [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firebaseinstallations.googleapis.com',
    'https://fcmregistrations.googleapis.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  'img-src': ['https://www.googletagmanager.com'],
  'frame-src': ['https://*.firebaseapp.com'],
};

/**
 * The CSP source of a raster tile template ('https://{s}.tile.example.vn/{z}/{x}/{y}.png' ->
 * 'https://*.tile.example.vn'), or null for one that is not an http(s) URL (then nothing is allowed).
 */
export function tileSource(template: string | null | undefined): string | null {
  if (!template) return null;
  const wildcard = template.includes('{s}.');
  try {
    const url = new URL(template.replaceAll('{s}', 'a').replace(/\{[a-z]+\}/g, '0'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const host = wildcard && url.host.startsWith('a.') ? `*.${url.host.slice(2)}` : url.host;
    return `${url.protocol}//${host}`;
  } catch {
    return null;
  }
}

export const newCspNonce = () => randomBytes(18).toString('base64');

export function consolePolicy(
  nonce: string,
  config: Pick<Config, 'firebaseProjectId'> & Partial<Pick<Config, 'mapTileUrl'>>,
): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    // AG Grid's and Blueprint's icons are data: URIs in their CSS.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // The maps' base layer (issue 19): its tiles are images from the configured host.
  const tiles = tileSource(config.mapTileUrl);
  if (tiles) {
    directives['img-src']!.push(tiles);
    directives['connect-src']!.push(tiles);
  }
  if (config.firebaseProjectId) {
    for (const [name, sources] of Object.entries(FIREBASE)) {
      directives[name] = [...(directives[name] ?? []).filter((s) => s !== "'none'"), ...sources];
    }
  }
  return serialize(directives);
}

/**
 * Firebase's Google sign-in opens a popup on another origin and talks to it through `window.opener`,
 * which `same-origin` severs; without Firebase nothing needs an opener.
 */
export const consoleOpenerPolicy = (config: Pick<Config, 'firebaseProjectId'>) =>
  config.firebaseProjectId ? 'same-origin-allow-popups' : 'same-origin';

/** /docs: no script at all; its inline <style> elements by their SHA-256. */
export function docsPolicy(html: string): string {
  const hashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  return serialize({ ...NOTHING, 'style-src': hashes });
}

/**
 * helmet's headers on every answer, from one middleware built at start-up. (@fastify/helmet builds a
 * new helmet middleware, parsing its CSP directives again, for every request: about 3% of the API's CPU
 * on a fast list call.) The console page and /docs then replace the CSP with their own (reply.header).
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet >= 8.1 throws instead of passing an error on; it has none to report for fixed options
    setHeaders(request.raw, reply.raw, () => {});
    done();
  });
}
