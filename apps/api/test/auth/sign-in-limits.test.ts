// The sign-in limits one request at a time (runs on PGlite and PostgreSQL): back-off per
// (phone, client), the per-client budget across phones, the per-phone ceiling, the SMS request
// limit per client, and who the client is (TRUST_PROXY). Parallel bursts: test/concurrency.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../src/config.ts';
import { rateLimits } from '../../src/db/schema/index.ts';
import {
  CLIENT_FAILURE_BUDGET,
  PHONE_FAILURE_CEILING,
  SMS_CLIENT_MAX_REQUESTS,
} from '../../src/features/auth/sign-in-limits.ts';
import { SMS_MAX_REQUESTS } from '../../src/features/auth/sms-code.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { lastSmsCode } from './helpers.ts';
import { type LimitsApp, limitsApp } from './limits-app.ts';

let t: TestApp;
let l: LimitsApp;
beforeAll(async () => {
  t = await createTestApp();
  l = await limitsApp(t);
}, 180_000);
afterAll(async () => {
  await l.close();
  await t.close();
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('back-off per (phone, client)', () => {
  it('3 attempts, then 1 s, 2 s, 4 s ... between attempts; 429 says how long, even for the right password', async () => {
    const client = '198.51.100.1';
    for (let i = 0; i < 3; i++) expect((await l.login(client, '0901000005', `wrong-${i}`)).status).toBe(401);
    const hashes = l.hashesChecked;
    const blocked = await l.login(client, '0901000005', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('RATE_LIMITED');
    expect(blocked.body.message).toBe('Bạn đã nhập sai nhiều lần, vui lòng thử lại sau 1 giây');
    expect(blocked.headers['retry-after']).toBe('1');
    expect(l.hashesChecked).toBe(hashes); // refused before the hash

    l.advance(1 * SECOND);
    expect((await l.login(client, '0901000005', 'wrong-3')).status).toBe(401);
    const next = await l.login(client, '0901000005', 'wrong-4');
    expect(next.status).toBe(429);
    expect(next.headers['retry-after']).toBe('2');
    l.advance(2 * SECOND);
    expect((await l.login(client, '0901000005', 'wrong-4')).status).toBe(401);
    expect((await l.login(client, '0901000005', 'wrong-5')).headers['retry-after']).toBe('4');
    l.advance(4 * SECOND);
    // The right password once the delay has passed signs in, and ends the back-off.
    expect((await l.login(client, '0901000005', DEMO_PASSWORD)).status).toBe(200);
    expect((await l.login(client, '0901000005', 'wrong-6')).status).toBe(401);
    expect((await l.login(client, '0901000005', 'wrong-7')).status).toBe(401);
  });

  it('the delay stops growing at 15 minutes and the counter starts over after a quiet window', async () => {
    const client = '198.51.100.2';
    const phone = '0977100001';
    let retry = 0;
    for (let attempt = 0; attempt < 16; attempt++) {
      expect((await l.login(client, phone, 'wrong')).status).toBe(401);
      const refused = await l.login(client, phone, 'wrong');
      retry = Number(refused.headers['retry-after'] ?? 0);
      if (attempt >= 2) expect(refused.status).toBe(429);
      l.advance(retry * SECOND);
    }
    expect(retry).toBe(15 * 60);
    l.advance(15 * MINUTE);
    // Quiet for a window: three attempts at once again.
    for (let i = 0; i < 3; i++) expect((await l.login(client, phone, 'wrong')).status).toBe(401);
    expect((await l.login(client, phone, 'wrong')).headers['retry-after']).toBe('1');
    // The budget of this client is spent by now: leave the next tests a fresh window.
    l.advance(16 * MINUTE);
  });

  it('does not lock another client out of the same phone number', async () => {
    for (let i = 0; i < 4; i++) await l.login('198.51.100.3', '0901000006', 'wrong');
    expect((await l.login('198.51.100.3', '0901000006', DEMO_PASSWORD)).status).toBe(429);
    expect((await l.login('198.51.100.4', '0901000006', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('budget per client across phone numbers', () => {
  it(`${CLIENT_FAILURE_BUDGET} failures per 15 minutes: 24 failures over 16 phones answer 429 from the 21st`, async () => {
    const client = '198.51.100.10';
    const answers = [];
    for (let i = 0; i < 24; i++) {
      const phone = `09771000${String(10 + (i % 16)).padStart(2, '0')}`;
      answers.push(await l.login(client, phone, 'wrong'));
    }
    expect(answers.slice(0, CLIENT_FAILURE_BUDGET).every((a) => a.status === 401)).toBe(true);
    const refused = answers.slice(CLIENT_FAILURE_BUDGET);
    expect(refused.map((a) => a.status)).toEqual([429, 429, 429, 429]);
    expect(refused[0]!.body.message).toBe(
      'Có quá nhiều lần đăng nhập sai từ địa chỉ mạng của bạn, vui lòng thử lại sau 15 phút',
    );
    expect(Number(refused[0]!.headers['retry-after'])).toBe(15 * 60);
    // Even the right password of a phone this client never tried, but not from another client.
    expect((await l.login(client, '0901000008', DEMO_PASSWORD)).status).toBe(429);
    expect((await l.login('198.51.100.11', '0901000008', DEMO_PASSWORD)).status).toBe(200);
    l.advance(15 * MINUTE);
    expect((await l.login(client, '0901000008', DEMO_PASSWORD)).status).toBe(200);
  });

  it('a successful sign-in gives its reserved attempt back', async () => {
    const client = '198.51.100.12';
    await l.login(client, '0977100090', 'wrong');
    for (let i = 0; i < 5; i++) expect((await l.login(client, '0901000009', DEMO_PASSWORD)).status).toBe(200);
    const [row] = await t.services.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:client:${client}`));
    expect(row!.count).toBe(1);
  });
});

describe('ceiling per phone number across clients', () => {
  it(`${PHONE_FAILURE_CEILING} failures per 15 minutes from any clients; SMS-code sign-in still works`, async () => {
    const phone = '0901000010';
    for (let i = 0; i < PHONE_FAILURE_CEILING; i++) {
      expect((await l.login(`203.0.113.${i + 1}`, phone, 'wrong')).status).toBe(401);
    }
    const hashes = l.hashesChecked;
    const refused = await l.login('203.0.113.200', phone, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Tài khoản có quá nhiều lần đăng nhập sai, vui lòng thử lại sau 15 phút hoặc đăng nhập bằng mã SMS',
    );
    expect(l.hashesChecked).toBe(hashes);
    // The refused attempt reserved nothing on the counters before the ceiling.
    const [mine] = await t.services.database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, 'login:%203.0.113.200'));
    expect(mine).toBeUndefined();

    const request = await l.call('203.0.113.200', '/auth/sms/request', {
      phoneNumber: phone,
      deviceId: 'admin',
    });
    expect(request.status).toBe(200);
    const code = await lastSmsCode(t, '+84901000010');
    const verify = await l.call('203.0.113.200', '/auth/sms/verify', {
      sessionId: request.body.sessionId,
      code,
    });
    expect(verify.status).toBe(200);
    expect(typeof verify.body.customToken).toBe('string');
  });
});

describe('SMS code requests per client', () => {
  it(`${SMS_CLIENT_MAX_REQUESTS} per 15 minutes across phone numbers, then 429; another client is not affected`, async () => {
    const client = '198.51.100.20';
    for (let i = 0; i < SMS_CLIENT_MAX_REQUESTS; i++) {
      const phone = `09881000${String(i).padStart(2, '0')}`;
      expect(
        (await l.call(client, '/auth/sms/request', { phoneNumber: phone, deviceId: 'admin' })).status,
      ).toBe(200);
    }
    const refused = await l.call(client, '/auth/sms/request', {
      phoneNumber: '0988100099',
      deviceId: 'admin',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Có quá nhiều yêu cầu gửi mã từ địa chỉ mạng của bạn, vui lòng thử lại sau 15 phút',
    );
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    const other = await l.call('198.51.100.21', '/auth/sms/request', {
      phoneNumber: '0988100099',
      deviceId: 'admin',
    });
    expect(other.status).toBe(200);
    l.advance(15 * MINUTE);
    expect(
      (await l.call(client, '/auth/sms/request', { phoneNumber: '0988100098', deviceId: 'admin' })).status,
    ).toBe(200);
  });

  it(`the per-phone limit (${SMS_MAX_REQUESTS}) refuses without spending the client's budget`, async () => {
    const client = '198.51.100.22';
    for (let i = 0; i <= SMS_MAX_REQUESTS; i++) {
      await l.call(client, '/auth/sms/request', { phoneNumber: '0988200001', deviceId: 'admin' });
    }
    const [row] = await t.services.database.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.key, `sms:client:${client}`)));
    expect(row!.count).toBe(SMS_MAX_REQUESTS);
  });
});

describe('the client is the network address (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default', async () => {
    const client = '198.51.100.30';
    for (let i = 0; i < 3; i++) await l.login(client, '0977300001', 'wrong');
    const spoofed = await l.call(
      client,
      '/auth/login',
      { grant_type: 'password', username: '0977300001', password: 'wrong' },
      { 'x-forwarded-for': '192.0.2.99' },
    );
    expect(spoofed.status).toBe(429);
  });

  it('behind a trusted proxy, the address the proxy gives is the client', async () => {
    const proxied = await limitsApp(t, { trustProxy: ['127.0.0.1'] });
    try {
      const via = (address: string, password: string) =>
        proxied.call(
          '127.0.0.1',
          '/auth/login',
          { grant_type: 'password', username: '0977300002', password },
          { 'x-forwarded-for': address },
        );
      for (let i = 0; i < 3; i++) expect((await via('192.0.2.1', 'wrong')).status).toBe(401);
      expect((await via('192.0.2.1', 'wrong')).status).toBe(429);
      expect((await via('192.0.2.2', 'wrong')).status).toBe(401);
      // An untrusted peer cannot choose its address.
      const direct = await proxied.call(
        '198.51.100.31',
        '/auth/login',
        { grant_type: 'password', username: '0977300002', password: 'wrong' },
        { 'x-forwarded-for': '192.0.2.3' },
      );
      expect(direct.status).toBe(401);
      const [row] = await t.services.database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, 'login:phone-client:+84977300002|198.51.100.31'));
      expect(row!.count).toBe(1);
    } finally {
      await proxied.close();
    }
  });

  it('reads TRUST_PROXY: off, true, a hop count or addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
