// What the router refuses before any route, found by the fuzzing: a path parameter longer than Fastify's
// default 100 characters answered 414 with an English body (a real FCM push token could not be
// unregistered), a broken %-escape answered English JSON, and Node's HTTP parser answered "Client Error".
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';

const VIETNAMESE = /[À-ỹ]/u;
const ME = '0901000002';

describe('router limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('unregisters a push token as long as FCM issues (163 characters)', async () => {
    const token = `fcm:${'A1b2C3d4-_'.repeat(16)}`.slice(0, 163);
    const registered = await t.call('POST', '/notifications/device-tokens', {
      as: ME,
      body: { deviceToken: token },
      headers: { 'x-app-id': 'busops-admin' },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const removed = await t.call('DELETE', `/notifications/device-tokens/${encodeURIComponent(token)}`, {
      as: ME,
    });
    expect(removed.status, `${removed.status} ${JSON.stringify(removed.body).slice(0, 300)}`).toBe(200);
  });

  it('accepts the longest token the contract allows (4096 characters, percent-encoded)', async () => {
    const token = 'Ạ'.repeat(4096);
    const res = await t.call('DELETE', `/notifications/device-tokens/${encodeURIComponent(token)}`, {
      as: ME,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(VIETNAMESE);
  });

  it('answers 400 in Vietnamese to a path parameter beyond any the contract allows', async () => {
    const res = await t.call('GET', `/bus/staff/${'1'.repeat(40_000)}`, { as: ME });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errorCode: 'VALIDATION_ERROR', message: 'Tham số trên đường dẫn quá dài' });
  });

  it('answers 400 in Vietnamese to a broken %-escape', async () => {
    const res = await t.call('GET', '/bus/staff/%E0%A4%A', { as: ME });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errorCode: 'VALIDATION_ERROR', message: 'Đường dẫn không hợp lệ' });
  });

  it('answers 400 in Vietnamese to a header Node refuses (a NUL byte on the wire)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `GET /health HTTP/1.1\r\nHost: x\r\nx-access-token: ${APP_KEY}\r\nX-Note: a\u0000b\r\n\r\n`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body.message).toMatch(VIETNAMESE);
  });
});
