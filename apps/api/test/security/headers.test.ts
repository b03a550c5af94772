// Finding 7 at the HTTP level (the browser test apps/console/e2e/security-headers.e2e.ts checks the same
// policies in Chromium): security headers on every kind of answer, a fresh CSP nonce per console page, a
// hashed style for /docs, CORS only for configured origins, no source maps unless asked for.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';

const html = { accept: 'text/html' };
const PLACEHOLDER = '__BUSOPS_CSP_NONCE__';

function fakeConsole(): string {
  const dir = mkdtempSync(join(tmpdir(), 'busops-console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><meta property="csp-nonce" nonce="${PLACEHOLDER}"><script type="module" src="/assets/app-1.js" nonce="${PLACEHOLDER}"></script><div id="root"></div>`,
  );
  writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'app-1.js.map'), '{"version":3}');
  return dir;
}

function expectCommonHeaders(headers: Record<string, unknown>, label: string) {
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
  expect(String(headers['content-security-policy']), label).toContain("frame-ancestors 'none'");
}

describe('security headers, CORS and source maps by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ consoleDir: fakeConsole() });
  });
  afterAll(() => t.close());

  it('API answers (success, error, 404) forbid everything', async () => {
    for (const res of [
      await t.call('GET', '/staff/me', { as: '0900000001' }),
      await t.call('GET', '/staff/me'),
      await t.call('GET', '/nope'),
    ]) {
      expectCommonHeaders(res.headers, String(res.status));
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none';/);
    }
  });

  it('a console page gets its own nonce, named by its CSP, fresh every time', async () => {
    const nonces = new Set<string>();
    for (const url of ['/login', '/employee', '/', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expectCommonHeaders(res.headers, url);
      expect(res.body).not.toContain(PLACEHOLDER);
      const nonce = /nonce="([^"]+)"/.exec(res.body)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });

  it('/docs allows exactly its own style, by hash, and no script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs', headers: html });
    expectCommonHeaders(res.headers, '/docs');
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; style-src 'sha256-${hash}'`,
    );
  });

  it('serves the bundles but not their source maps', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-1.js' })).statusCode).toBe(200);
    const map = await t.app.inject({ method: 'GET', url: '/assets/app-1.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('"version"');
  });

  it('answers no CORS headers to any origin, `null` included', async () => {
    for (const origin of ['null', 'https://evil.example', 'http://127.0.0.1:5173']) {
      const res = await t.app.inject({ method: 'GET', url: '/health', headers: { origin } });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/bus/staff',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('CORS_ORIGINS and SERVE_SOURCE_MAPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      consoleDir: fakeConsole(),
      corsOrigins: ['https://ops.example.vn'],
      serveSourceMaps: true,
    });
  });
  afterAll(() => t.close());

  it('allows exactly the configured origins', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/bus/staff',
      headers: { origin: 'https://ops.example.vn', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://ops.example.vn');
    for (const origin of ['null', 'https://ops.example.vn.evil.example', 'https://evil.example']) {
      const res = await t.app.inject({ method: 'GET', url: '/health', headers: { origin } });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('serves source maps when asked to', async () => {
    const map = await t.app.inject({ method: 'GET', url: '/assets/app-1.js.map' });
    expect(map.statusCode).toBe(200);
  });
});
