// What a running API logs about requests: by default no line per request, a warning for a slow one,
// and with ACCESS_LOG=true Fastify's access log (src/http/request-log.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig, parseSlowRequestMs } from '../../src/config.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';

const ADMIN = '0901000002';

describe('request log', () => {
  let t: TestApp;
  const defaults: string[] = [];
  beforeAll(async () => {
    // the logging of a deployment (LOG_LEVEL and ACCESS_LOG unset); the slow-request threshold is out of
    // reach here, so that a loaded test machine cannot turn these calls into slow ones
    const { logLevel, accessLog } = loadConfig({});
    t = await createTestApp(
      { logLevel, accessLog, slowRequestMs: 600_000 },
      { logStream: { write: (line) => defaults.push(line) } },
    );
  });
  afterAll(() => t.close());

  /** Another API on the same database, logging into `lines`; answers GET /bus/staff once. */
  async function listOnce(overrides: Partial<Config>, lines: string[]) {
    const other = await buildApp({
      config: { ...t.services.config, ...overrides },
      database: t.services.database,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const res = await other.app.inject({
        method: 'GET',
        url: '/bus/staff?page=0&size=5',
        headers: { 'x-access-token': APP_KEY, ...(await t.as(ADMIN)) },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
    return lines.map((line) => JSON.parse(line));
  }

  it('logs no line per request by default', async () => {
    expect(loadConfig({})).toMatchObject({ logLevel: 'info', accessLog: false, slowRequestMs: 1000 });
    defaults.length = 0;
    const res = await t.call('GET', '/bus/staff', { as: ADMIN, query: { page: 0, size: 5 } });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/bus/staff/999999', { as: ADMIN })).status).toBe(404);
    expect(defaults).toEqual([]);
  });

  it('warns of an answer slower than SLOW_REQUEST_MS, with the operation, status and time', async () => {
    // every answer takes at least a microsecond: each one counts as slow here
    const entries = await listOnce({ slowRequestMs: 0.001 }, []);
    const slow = entries.filter((entry) => entry.msg === 'slow request');
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({
      level: 40,
      method: 'GET',
      url: '/bus/staff?page=0&size=5',
      operationId: 'listBusStaff',
      statusCode: 200,
    });
    expect(slow[0].responseTime).toBeGreaterThanOrEqual(0);
    expect(entries.some((entry) => entry.msg === 'request completed')).toBe(false);
  });

  it('logs each request and its answer with ACCESS_LOG=true', async () => {
    const entries = await listOnce({ accessLog: true }, []);
    const messages = entries.map((entry) => entry.msg);
    expect(messages).toContain('incoming request');
    const completed = entries.find((entry) => entry.msg === 'request completed');
    expect(completed?.res.statusCode).toBe(200);
    expect(messages).not.toContain('slow request');
  });

  it('reads SLOW_REQUEST_MS as milliseconds, 0 turning the warning off', () => {
    expect(parseSlowRequestMs(undefined)).toBe(1000);
    expect(parseSlowRequestMs('250')).toBe(250);
    expect(parseSlowRequestMs('0')).toBe(0);
    expect(() => parseSlowRequestMs('soon')).toThrow(/SLOW_REQUEST_MS/);
    expect(loadConfig({ ACCESS_LOG: 'true', SLOW_REQUEST_MS: '300' })).toMatchObject({
      accessLog: true,
      slowRequestMs: 300,
    });
  });
});
