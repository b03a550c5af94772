// The SDK's API reference (typedoc HTML) at /docs/sdk/, beside the contract's /docs, when it was built;
// its pages may run their own scripts and the one inline theme script, by hash, and nothing else.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSdkDocsDir } from '../src/config.ts';
import { createTestApp, type TestApp } from './harness.ts';

const THEME = 'document.documentElement.dataset.theme = localStorage.getItem("tsd-theme") || "os";';

function fakeReference(): string {
  const dir = mkdtempSync(join(tmpdir(), 'busops-sdk-reference-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'classes'));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script>${THEME}</script><script defer src="assets/main.js"></script></head><body>${title}</body></html>`;
  writeFileSync(join(dir, 'index.html'), page('@busops/sdk'));
  writeFileSync(join(dir, 'classes', 'index.ApiError.html'), page('ApiError'));
  writeFileSync(join(dir, 'assets', 'main.js'), 'window.app = {};');
  return dir;
}

describe('/docs/sdk/ with a built reference', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sdkDocsDir: fakeReference() });
  });
  afterAll(() => t.close());

  it('serves its pages and assets, the inline theme script allowed by hash only', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/docs/sdk/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/text\/html/);
    expect(index.body).toContain('@busops/sdk');
    const hash = createHash('sha256').update(THEME).digest('base64');
    const policy = String(index.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');

    const page = await t.app.inject({ method: 'GET', url: '/docs/sdk/classes/index.ApiError.html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ApiError');
    const asset = await t.app.inject({ method: 'GET', url: '/docs/sdk/assets/main.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it('/docs/sdk goes to /docs/sdk/, and /docs is still the contract', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/docs/sdk' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/docs/sdk/');
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('busops operator API');
  });

  it('never serves a file outside the reference', async () => {
    const up = await t.app.inject({ method: 'GET', url: '/docs/sdk/../../package.json' });
    expect(up.statusCode).toBe(404);
  });
});

describe('/docs/sdk/ without a built reference', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sdkDocsDir: join(tmpdir(), 'busops-no-such-reference') });
  });
  afterAll(() => t.close());

  it('is not served, /docs is', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/docs/sdk/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(200);
  });

  it('by default it is looked for in the SDK package', () => {
    expect(defaultSdkDocsDir()).toMatch(/packages[\\/]sdk[\\/]reference$/);
  });
});
