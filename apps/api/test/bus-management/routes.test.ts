// Routes through the API: create, read, list (paging, sort, with_total, keyword, status), export,
// update, delete, each mutation with its history row; another company's records answer 404 and a
// refused call changes nothing. The callers come from the operations' x-roles and x-company-scope.
import { Readable } from 'node:stream';
import { type RoleValue, rolesAllow, scopeAllows } from '@busops/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations } from '../../src/http/spec.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../src/seed/demo-accounts.ts';
import { expectHistory, expectRefused } from '../companies/helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { sampleRouteInput } from './route.sample.ts';

const URL = '/bus-management/routes';
const op = loadOperations().find((o) => o.operationId === 'listRoutes')!;
const allowed = (a: DemoAccount) =>
  !a.mustChooseCompany &&
  rolesAllow(op.roles, a.role as RoleValue) &&
  scopeAllows(op.scope, a.company === 'super');
const INSIDER = DEMO_ACCOUNTS.find((a) => a.company === 'phuongNam' && allowed(a))!;
const OUTSIDER = DEMO_ACCOUNTS.find((a) => a.company === 'quyetThang' && allowed(a))!;
const REFUSED = DEMO_ACCOUNTS.find((a) => !a.mustChooseCompany && !allowed(a));

let t: TestApp;
let insiderUserId: number;
beforeAll(async () => {
  t = await createTestApp();
  insiderUserId = (await t.signIn(INSIDER.phone)).userId;
}, 180_000);
afterAll(() => t.close());

async function create(as: string, extra: Parameters<typeof sampleRouteInput>[0] = {}) {
  const res = await t.call('POST', URL, { as, body: sampleRouteInput(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('routes', () => {
  it('creates, reads, updates and deletes, each with its history row', async () => {
    const body = sampleRouteInput();
    const created = await t.call('POST', URL, { as: INSIDER.phone, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ number: body.number, company_name: expect.any(String) });
    const id = created.body.id;
    await expectHistory(t, 'route', id, 'create', insiderUserId);

    const read = await t.call('GET', `${URL}/${id}`, { as: INSIDER.phone });
    expect(read.body).toEqual(created.body);

    const changed = sampleRouteInput({ status: 'inactive', note: null });
    const updated = await t.call('PUT', `${URL}/${id}`, { as: INSIDER.phone, body: changed });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id, number: changed.number, status: 'inactive', note: null });
    const history = await expectHistory(t, 'route', id, 'update', insiderUserId);
    expect(history.before).toEqual(created.body);

    expect((await t.call('DELETE', `${URL}/${id}`, { as: INSIDER.phone })).status).toBe(200);
    await expectHistory(t, 'route', id, 'delete', insiderUserId);
    await expectRefused(t, 'GET', `${URL}/${id}`, 404, { as: INSIDER.phone });
  });

  it('refuses bad input and a number already used in the company, changing nothing', async () => {
    const first = await create(INSIDER.phone);
    await expectRefused(t, 'POST', URL, 400, { as: INSIDER.phone, body: {} });
    await expectRefused(t, 'POST', URL, 400, {
      as: INSIDER.phone,
      body: sampleRouteInput({ number: '   ' }),
    });
    await expectRefused(t, 'POST', URL, 409, {
      as: INSIDER.phone,
      body: sampleRouteInput({ number: first.number.toUpperCase() }),
    });
    const second = await create(INSIDER.phone);
    await expectRefused(t, 'PUT', `${URL}/${second.id}`, 409, {
      as: INSIDER.phone,
      body: sampleRouteInput({ number: first.number }),
    });
    // Another company may use the same number.
    await create(OUTSIDER.phone, { number: first.number });
  });

  it('hides other companies: 404 on their records, never in the list', async () => {
    const theirs = await create(OUTSIDER.phone);
    for (const [method, url, body] of [
      ['GET', `${URL}/${theirs.id}`],
      ['PUT', `${URL}/${theirs.id}`, sampleRouteInput()],
      ['DELETE', `${URL}/${theirs.id}`],
    ] as const)
      await expectRefused(t, method, url, 404, { as: INSIDER.phone, ...(body ? { body } : {}) });
    await expectRefused(t, 'POST', URL, 404, {
      as: INSIDER.phone,
      body: sampleRouteInput({ company_id: theirs.company_id }),
    });
    // Nor can a record of one's own be moved into their company.
    const mine = await create(INSIDER.phone);
    await expectRefused(t, 'PUT', `${URL}/${mine.id}`, 404, {
      as: INSIDER.phone,
      body: sampleRouteInput({ company_id: theirs.company_id }),
    });
    const list = await t.call('GET', URL, {
      as: INSIDER.phone,
      query: { size: 100, company_id: theirs.company_id },
    });
    expect(list.body).toEqual({ items: [], total: 0 });
  });

  it('refuses callers the contract does not allow (403)', async () => {
    if (!REFUSED) return;
    await expectRefused(t, 'POST', URL, 403, { as: REFUSED.phone, body: sampleRouteInput() });
  });

  it('lists pages in the asked order, with or without the total, by keyword and status', async () => {
    const marker = `L${Date.now().toString(36).slice(-5)}`; // short: the key's maxLength may be small
    for (let i = 0; i < 5; i++)
      await create(INSIDER.phone, { number: `${marker} ${i}`, status: i % 2 ? 'inactive' : 'active' });
    const query = { keyword: marker, sort: '-number', size: 2 };
    const first = await t.call('GET', URL, { as: INSIDER.phone, query });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(5);
    expect(first.body.items.map((v: { number: string }) => v.number)).toEqual([`${marker} 4`, `${marker} 3`]);
    const last = await t.call('GET', URL, {
      as: INSIDER.phone,
      query: { ...query, page: 2, with_total: false },
    });
    expect(last.body).toMatchObject({ total: 5, items: [{ number: `${marker} 0` }] });
    const middle = await t.call('GET', URL, {
      as: INSIDER.phone,
      query: { ...query, page: 1, with_total: false },
    });
    expect(middle.body.total).toBe(5); // 2 + 2 + one more row follows
    const inactive = await t.call('GET', URL, {
      as: INSIDER.phone,
      query: { keyword: marker, status: 'inactive' },
    });
    expect(inactive.body.total).toBe(2);
  });

  it('sorts route numbers as people read them: 8 before 56 before 152', async () => {
    const marker = `nat${Date.now().toString(36).slice(-5)}`;
    const p = String(60 + (Date.now() % 40));
    for (const n of ['152', '8', '56']) await create(INSIDER.phone, { number: `${p}${n}`, note: marker });
    for (const [sort, expected] of [
      ['number', [`${p}8`, `${p}56`, `${p}152`]],
      ['-number', [`${p}152`, `${p}56`, `${p}8`]],
    ] as const) {
      const res = await t.call('GET', URL, { as: INSIDER.phone, query: { keyword: marker, sort } });
      expect(res.body.items.map((r: { number: string }) => r.number)).toEqual(expected);
    }
  });

  it('exports exactly the rows of the list, in its order, as .xlsx', async () => {
    const marker = `X${Date.now().toString(36).slice(-5)}`;
    for (let i = 0; i < 3; i++) await create(INSIDER.phone, { number: `${marker} ${i}` });
    const query = { keyword: marker, sort: 'number' };
    const res = await t.call('GET', URL, { as: INSIDER.phone, query: { ...query, export: true } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="?tuyen-\d{8}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(res.raw));
    const cells: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => n > 1 && cells.push(row.getCell(1).value));
    const list = await t.call('GET', URL, { as: INSIDER.phone, query });
    expect(cells).toEqual(list.body.items.map((v: { number: string }) => v.number));
  });
});
