// Liveness, readiness and the metrics (issue 21, docs/deployment.md "Health and metrics").
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
}, 180_000);
afterAll(() => t.close());

const metrics = (token?: string) =>
  t.call('GET', '/metrics', { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('readiness', () => {
  it('is ready with the newest migration; liveness asks nothing', async () => {
    expect((await t.call('GET', '/health/live')).body).toEqual({ status: 'ok' });
    const ready = await t.call('GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: t.services.database.kind });
    expect(ready.body.migration).toMatch(/^\d{4}_/);
  });

  it('answers 503 MIGRATIONS_PENDING when the database lacks a migration of this build', async () => {
    const { db } = t.services.database;
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [row] = (
      (await db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning id, hash, created_at`,
      )) as unknown as { rows: Array<{ id: number; hash: string; created_at: string }> }
    ).rows;
    try {
      const answer = await t.call('GET', '/health/ready');
      expect(answer.status).toBe(503);
      expect(answer.body.errorCode).toBe('MIGRATIONS_PENDING');
      expect(answer.body.message).toContain('cấu trúc');
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await t.call('GET', '/health/ready')).status).toBe(200);
  });
});

describe('metrics', () => {
  it('need the token: 401 without or with another, 404 on an instance without one', async () => {
    expect((await metrics()).status).toBe(401);
    expect((await metrics('not-the-token')).status).toBe(401);
    const off = await createTestApp();
    try {
      const answer = await off.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('count requests and errors per operationId, time them, and show the pool and the streams', async () => {
    await t.call('GET', '/staff/me', { as: '0901000002' });
    await t.call('GET', '/staff/me');
    await t.call('GET', '/no/such/route');
    const answer = await metrics(TOKEN);
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-type'])).toContain('text/plain');
    const text = answer.body as string;
    expect(text).toMatch(
      /busops_http_requests_total\{operation="getCurrentUser",method="GET",status="200"\} 1/,
    );
    expect(text).toMatch(/busops_http_errors_total\{operation="getCurrentUser",status="401"\} 1/);
    expect(text).toMatch(/busops_http_errors_total\{operation="unmatched",status="404"\} 1/);
    expect(text).toMatch(/busops_http_request_duration_seconds_count\{operation="getCurrentUser"\} 2/);
    expect(text).toMatch(/busops_db_pool_connections\{state="max"\} \d+/);
    expect(text).toMatch(/busops_sse_streams_open 0/);
    expect(text).toMatch(/busops_shutting_down 0/);
    expect(text).toMatch(/busops_job_queue_jobs\{queue="report-export",state="queued"\} \d+/);
    expect(text).toMatch(/busops_job_queue_jobs\{queue="report-export",state="active"\} \d+/);
    // Every operation label is an operationId of the contract or one of the two fixed words.
    const labels = new Set([...text.matchAll(/operation="([^"]+)"/g)].map((m) => m[1]!));
    for (const label of labels) expect(label).toMatch(/^([a-z][A-Za-z]+|other|unmatched)$/);
  });

  it('say when the instance is stopping, and readiness refuses from then on', async () => {
    t.services.lifecycle.stop();
    const ready = await t.call('GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.errorCode).toBe('SHUTTING_DOWN');
    expect((await t.call('GET', '/health/live')).status).toBe(200);
    expect((await metrics(TOKEN)).body).toMatch(/busops_shutting_down 1/);
  });
});
