// Finding 6: a NUL (or another control character) anywhere in a request is the caller's mistake: 400 with
// a Vietnamese message before any handler runs, and nothing written. And when the database does fail, the
// log says which operation and which SQLSTATE, never the failed query's parameters.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findControlCharacter } from '../../src/http/control-characters.ts';
import { failsCleanly } from '../fails-cleanly.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';

const SUPER = '0900000001';
const VIETNAMESE = /[À-ỹ]/u;

describe('control characters in a request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refused: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
    ['path parameter', 'GET', '/bus/staff/1%00'],
    ['path parameter', 'DELETE', '/companies/%00'],
    ['path parameter', 'DELETE', '/notifications/device-tokens/tok%00en'],
    ['query', 'GET', '/bus/staff?keyword=a%00b'],
    ['query', 'GET', '/companies?keyword=%00&page=0'],
    ['query', 'GET', '/members?keyword=x%07'],
    ['body field', 'POST', '/admin/clients', { phone_number: '0912345678', full_name: 'Trần\u0000Văn' }],
    ['body field', 'POST', '/companies', { name: 'Công ty\u0000', code: 'NUL1' }],
    ['body field', 'PUT', '/features/1', { code: 'F_NUL', name: 'Tính năng\u001b' }],
    [
      'body field',
      'POST',
      '/auth/login',
      { grant_type: 'password', username: '0900000001', password: 'x\u0000' },
    ],
    [
      'nested body field',
      'PUT',
      '/setting-bill',
      { provider: 'none', auto_issue: false, email_cc: ['ke\u0000toan@example.vn'] },
    ],
    [
      'nested body field',
      'POST',
      '/roles',
      { code: 'R', name: 'R', system_role: 9, feature_ids: [], x: { y: ['\u0000'] } },
    ],
    ['body key', 'POST', '/admin/clients', { phone_number: '0912345678', 'full_name\u0000': 'A' }],
    ['lone surrogate', 'POST', '/admin/clients', { phone_number: '0912345678', full_name: 'An\ud800' }],
  ];

  for (const [where, method, url, body] of refused) {
    it(`${where}: ${method} ${url} ${body ? JSON.stringify(body) : ''} -> 400, nothing written`, async () => {
      const answer = await failsCleanly(t, 400, () => t.call(method, url, { as: SUPER, body }));
      expect(answer.errorCode).toBe('VALIDATION_ERROR');
      expect(answer.message).toMatch(VIETNAMESE);
      expect(answer.message).toContain('ký tự điều khiển');
    });
  }

  it('refuses a control character in a header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/staff/me',
      headers: { 'x-access-token': APP_KEY, ...(await t.as(SUPER)), 'x-note': 'a\u0001b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(VIETNAMESE);
  });

  it('keeps tab, line feed, emoji, zero-width and right-to-left text', async () => {
    const res = await t.call('POST', '/notifications', {
      as: SUPER,
      body: { title: 'Thông báo 🚌 \u200b\u202eلا', body: 'Dòng 1\n\tDòng 2\r\n', user_ids: [1] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('a binary body', () => {
  it('is bytes, not text: not walked byte by byte (a 20 MB zip held the event loop for a minute)', () => {
    const body = Buffer.alloc(20 * 1024 * 1024, 0);
    const started = performance.now();
    expect(findControlCharacter(body, '')).toBeNull();
    // Walking it as an object visits 20 million keys (tens of seconds); skipping it is immediate.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('a failed query in the log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    // A real database failure on the insert of createClient (SQLSTATE P0001, raise_exception).
    const { db } = t.services.database;
    await db.execute(
      sql.raw(`create function fuzz_forced_failure() returns trigger language plpgsql as $$
        begin raise exception 'forced failure for the log test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger forced_failure before insert on clients
        for each row execute function fuzz_forced_failure()`),
    );
  });
  afterAll(() => t.close());

  it('logs the operation and the SQLSTATE, not the SQL or its parameters', async () => {
    const secretName = 'Bí Mật Tham Số';
    const res = await t.call('POST', '/admin/clients', {
      as: SUPER,
      body: { phone_number: '0987654321', full_name: secretName, email: 'bimat@example.vn' },
    });
    expect(res.status).toBe(500);
    expect(res.body.message).toMatch(VIETNAMESE);
    const errors = lines.filter((line) => JSON.parse(line).level >= 50);
    expect(errors).toHaveLength(1);
    const entry = JSON.parse(errors[0]!);
    expect(entry.operationId).toBe('createClient');
    expect(entry.sqlstate).toBe('P0001');
    expect(entry.err.sqlstate).toBe('P0001');
    const log = lines.join('\n');
    for (const secret of [
      secretName,
      '987654321',
      'bimat@example.vn',
      'Failed query',
      'params:',
      'insert into',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
