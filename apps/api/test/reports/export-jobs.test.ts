// Report export jobs: a long export queued as a pg-boss job on the API's own database, its progress read
// while it runs, its file kept in the file storage and downloaded by its owner only (another user of
// the same company, or of another company, gets 404; a role without the report, 403), the stored
// criteria without the export flag, and a job queued by an instance that stopped before working it done
// by the next one (the API restarted on the same database).
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { exportJobs } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  type LedgerFixture,
  MONTH_FROM,
  MONTH_TO,
  PN_ADMIN,
  PN_CONDUCTOR,
  PN_CONTROLLER,
  QT_CONTROLLER,
  SUPER,
  writeLedgerFixture,
} from './ledger.fixture.ts';

const files = { kind: 'local' as const, dir: join(tmpdir(), `busops-export-jobs-${randomUUID()}`) };
let t: TestApp;
let fx: LedgerFixture;
beforeAll(async () => {
  // This instance queues but does not work jobs: the restart test's job waits for the next instance.
  t = await createTestApp({ exportWorker: false, fileStorage: files });
  fx = await writeLedgerFixture(t);
}, 300_000);
afterAll(() => t.close());

const period = { date_from: MONTH_FROM, date_to: MONTH_TO };

type Caller = (
  method: 'GET' | 'POST',
  url: string,
  as: string,
  body?: unknown,
) => ReturnType<TestApp['call']>;
const callOf =
  (app: () => { inject: TestApp['app']['inject'] }): Caller =>
  async (method, url, as, body) => {
    const response = await app().inject({
      method,
      url,
      headers: { 'x-access-token': 'busops-admin', ...(await t.as(as)) },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const json = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      body: json ? response.json() : response.body,
      headers: response.headers,
      raw: response.rawPayload,
    };
  };

/** Reads the job until it is done or failed (a condition, bounded: the worker polls every 0.5 s). */
async function settled(call: Caller, id: number, as: string, seen: number[] = []) {
  for (let i = 0; i < 1200; i++) {
    const res = await call('GET', `/reports/export-jobs/${id}`, as);
    expect(res.status).toBe(200);
    seen.push(res.body.rows_done);
    if (res.body.status === 'done' || res.body.status === 'failed') return res.body;
    await sleep(50);
  }
  throw new Error(`export job ${id} did not settle`);
}

describe('report export jobs', () => {
  let restarted: Awaited<ReturnType<typeof buildApp>>;
  let jobId: number;
  const onT = callOf(() => t.app);
  const onRestarted = callOf(() => restarted.app);

  afterAll(async () => {
    await restarted?.close();
  });

  it('queues a job with the criteria checked and stored without the export flag', async () => {
    const res = await onT('POST', '/reports/export-jobs', SUPER, {
      operation_id: 'listRevenueDetail',
      criteria: { ...period, export: true, page: 0, size: 20 },
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      operation_id: 'listRevenueDetail',
      format: 'xlsx',
      status: 'queued',
      rows_done: 0,
    });
    jobId = res.body.id;
    const [row] = await t.services.database.db.select().from(exportJobs).where(eq(exportJobs.id, jobId));
    expect(row!.query).toMatchObject(period);
    for (const key of ['export', 'format', 'page', 'size']) expect(row!.query).not.toHaveProperty(key);
    // Not done yet: no file.
    expect((await onT('GET', `/reports/export-jobs/${jobId}/file`, SUPER)).status).toBe(409);
  });

  it('refuses criteria the report refuses, a route-less per-route report, and a role without the report', async () => {
    const missing = await onT('POST', '/reports/export-jobs', SUPER, {
      operation_id: 'listRevenueDetail',
      criteria: { date_from: MONTH_FROM },
    });
    expect(missing.status).toBe(400);
    const noRoute = await onT('POST', '/reports/export-jobs', SUPER, {
      operation_id: 'getTripStatistics',
      criteria: period,
    });
    expect(noRoute.status).toBe(400);
    expect(noRoute.body.message).toBe('Vui lòng chọn tuyến');
    const conductor = await onT('POST', '/reports/export-jobs', PN_CONDUCTOR, {
      operation_id: 'listRevenueDetail',
      criteria: period,
    });
    expect(conductor.status).toBe(403);
  });

  it('is worked by the next instance after a restart, with progress, and its file is the report', async () => {
    // Signed in before the stop (the sessions are in the database the next instance reads).
    for (const phone of [SUPER, PN_ADMIN, PN_CONTROLLER, QT_CONTROLLER]) await t.as(phone);
    // The API stops (its queue and server), the database stays; a new instance starts on it.
    await t.app.close();
    await t.services.exportJobs.stop();
    restarted = await buildApp({
      config: testConfig({ fileStorage: files }),
      database: t.services.database,
      validateResponses: true,
    });
    const seen: number[] = [];
    const job = await settled(onRestarted, jobId, SUPER, seen);
    expect(job.status).toBe('done');
    expect(job.rows_total).toBeGreaterThan(0);
    expect(job.rows_done).toBe(job.rows_total);
    expect(job.file_name).toMatch(/^doanh-thu-chi-tiet-\d{8}\.xlsx$/);
    expect(seen.every((rows, i) => i === 0 || rows >= seen[i - 1]!)).toBe(true);

    const file = await onRestarted('GET', `/reports/export-jobs/${jobId}/file`, SUPER);
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(job.rows_total + 2);
    const json = (
      await onRestarted(
        'GET',
        `/reports/revenue-detail?date_from=${MONTH_FROM}&date_to=${MONTH_TO}&size=1`,
        SUPER,
      )
    ).body;
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Tổng cộng');
    expect(last.getCell(8).value).toBe(json.totals.amount);
    expect(last.getCell(8).numFmt).toBe('#,##0 "₫"');
  });

  it('is read by its owner only: another user of the company or another company gets 404', async () => {
    const own = await onRestarted('POST', '/reports/export-jobs', PN_ADMIN, {
      operation_id: 'getRevenueByDate',
      format: 'csv',
      criteria: period,
    });
    expect(own.status).toBe(202);
    const job = await settled(onRestarted, own.body.id, PN_ADMIN);
    expect(job.status).toBe('done');
    const csv = await onRestarted('GET', `/reports/export-jobs/${own.body.id}/file`, PN_ADMIN);
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(csv.raw.toString('utf8')).toContain('Tổng cộng');
    for (const other of [PN_CONTROLLER, QT_CONTROLLER, SUPER]) {
      expect((await onRestarted('GET', `/reports/export-jobs/${own.body.id}`, other)).status).toBe(404);
      expect((await onRestarted('GET', `/reports/export-jobs/${own.body.id}/file`, other)).status).toBe(404);
    }
    expect(fx.pn).toBeGreaterThan(0);
  });

  it("fails a job whose period the report refuses, with the report's message", async () => {
    const res = await onRestarted('POST', '/reports/export-jobs', SUPER, {
      operation_id: 'getRevenueByRoute',
      criteria: { date_from: '2024-10-31', date_to: '2024-10-01' },
    });
    expect(res.status).toBe(202);
    const job = await settled(onRestarted, res.body.id, SUPER);
    expect(job).toMatchObject({ status: 'failed', error: 'Đến ngày phải sau hoặc bằng Từ ngày' });
  });
});
