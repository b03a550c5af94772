// The console and the API share one origin: browser navigations get the console (even on paths that
// are also operations), API calls get JSON, files are served as they are.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY, createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'busops-console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ consoleDir: dir });
});
afterAll(() => t.close());

describe('serving the console', () => {
  it('answers index.html to browser navigations, including paths that are also operations', async () => {
    for (const url of ['/', '/login', '/menu', '/employee', '/setting-bill', '/company?page=2']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body).toContain('id="root"');
    }
  });

  it('keeps API calls on the same paths answering JSON', async () => {
    const res = await t.call('GET', '/setting-bill', { as: '0900000001' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/json/);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/nope',
      headers: { 'x-access-token': APP_KEY },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('NOT_FOUND');
  });

  it('serves hashed assets for a year and the API reference as itself', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const docs = await t.app.inject({ method: 'GET', url: '/docs', headers: html });
    expect(docs.body).toContain('busops operator API');
  });
});
