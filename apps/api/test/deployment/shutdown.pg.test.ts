// Graceful shutdown (issue 21, docs/deployment.md): the server process, told SIGTERM while a request
// is under way (its body only half sent) and a notification stream is open, ends the stream cleanly,
// answers the request in full and exits 0; a request that never finishes is cut at
// SHUTDOWN_TIMEOUT_MS and the exit code says so. PostgreSQL: the process shares the test's database.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';
import { type ServerProcess, startServer } from './server-process.ts';

let t: TestApp;
const started: ServerProcess[] = [];

beforeAll(async () => {
  t = await createTestApp();
  if (t.services.database.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
}, 180_000);
afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await t.close();
});

// The access log says when the server has the slow request (its headers read): SIGTERM comes after.
const LOGIN_ARRIVED = /"url":"\/auth\/login".*"msg":"incoming request"/;

async function server(env: Record<string, string> = {}): Promise<ServerProcess> {
  const s = await startServer({
    DATABASE_URL: t.services.config.databaseUrl!,
    ACCESS_LOG: 'true',
    LOG_LEVEL: 'info',
    ...env,
  });
  started.push(s);
  return s;
}

async function signIn(base: string, phone: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': APP_KEY },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return response.json();
  };
  const login = await post('/auth/login', {
    grant_type: 'password',
    username: phone,
    password: DEMO_PASSWORD,
  });
  return (await post('/identity/token', { customToken: login.customToken })).idToken;
}

/** An open notification stream, and how it ended: `end` (the server finished it) or an error. */
function openStream(base: string, idToken: string) {
  return new Promise<{ response: IncomingMessage; ended: Promise<'end' | 'aborted'> }>((resolve, reject) => {
    const req = httpRequest(`${base}/notifications/stream`, {
      headers: { 'x-access-token': APP_KEY, authorization: `Bearer ${idToken}` },
    });
    req.once('response', (response) => {
      const ended = new Promise<'end' | 'aborted'>((done) => {
        response.once('end', () => done('end'));
        response.once('aborted', () => done('aborted'));
        response.once('error', () => done('aborted'));
      });
      response.resume();
      resolve({ response, ended });
    });
    req.once('error', reject);
    req.end();
  });
}

/** A POST whose headers and first half of the body are sent; `finish` sends the rest. */
function halfSentLogin(base: string, phone: string) {
  const { hostname, port } = new URL(base);
  const body = JSON.stringify({ grant_type: 'password', username: phone, password: DEMO_PASSWORD });
  const socket: Socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const closed = new Promise<string>((resolve) => {
    socket.once('close', () => resolve(received));
    socket.once('error', () => {});
  });
  const half = Math.floor(body.length / 2);
  const sent = new Promise<void>((resolve) => {
    socket.once('connect', () => {
      socket.write(
        `POST /auth/login HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\n` +
          `x-access-token: ${APP_KEY}\r\nconnection: close\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n` +
          body.slice(0, half),
        () => resolve(),
      );
    });
  });
  return { sent, finish: () => socket.write(body.slice(half)), closed };
}

describe('SIGTERM', () => {
  it('finishes the request under way, ends the open stream cleanly, closes and exits 0', async () => {
    const s = await server();
    const stream = await openStream(s.url, await signIn(s.url, '0901000009'));
    expect(stream.response.statusCode).toBe(200);
    const before = s.output().length;
    const slow = halfSentLogin(s.url, '0901000002');
    await slow.sent;
    await s.printed(LOGIN_ARRIVED, { from: before });

    s.child.kill('SIGTERM');
    await s.printed('shutting down');
    // The stream is ended by the server (a clean end of the chunked answer, not a cut connection).
    expect(await stream.ended).toBe('end');
    slow.finish();
    const answer = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"customToken"');
    expect(await s.exited).toBe(0);
    expect(s.output()).toContain('busops: stopped');
    // Nothing new is accepted once it has stopped.
    await expect(fetch(`${s.url}/health/live`)).rejects.toThrow();
  });

  it('cuts what is still under way at SHUTDOWN_TIMEOUT_MS and exits 1', async () => {
    const s = await server({ SHUTDOWN_TIMEOUT_MS: '500' });
    const stuck = halfSentLogin(s.url, '0901000002');
    await stuck.sent;
    await s.printed(LOGIN_ARRIVED);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(1);
    expect(await stuck.closed).not.toMatch(/^HTTP\/1\.1 200 /);
    expect(s.output()).toContain('some requests were cut');
  });
});
