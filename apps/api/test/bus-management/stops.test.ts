// Stops through the API: create, read, list (paging, sort, with_total, keyword, status), export,
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
import { insertSampleLine } from './line.sample.ts';
import { sampleStopInput } from './stop.sample.ts';

const URL = '/bus-management/stops';
const op = loadOperations().find((o) => o.operationId === 'listStops')!;
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

async function create(as: string, extra: Parameters<typeof sampleStopInput>[0] = {}) {
  const res = await t.call('POST', URL, { as, body: sampleStopInput(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('stops', () => {
  it('creates, reads, updates and deletes, each with its history row', async () => {
    const body = sampleStopInput();
    const created = await t.call('POST', URL, { as: INSIDER.phone, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ code: body.code, company_name: expect.any(String) });
    const id = created.body.id;
    await expectHistory(t, 'stop', id, 'create', insiderUserId);

    const read = await t.call('GET', `${URL}/${id}`, { as: INSIDER.phone });
    expect(read.body).toEqual(created.body);

    const changed = sampleStopInput({ status: 'inactive', note: null });
    const updated = await t.call('PUT', `${URL}/${id}`, { as: INSIDER.phone, body: changed });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id, code: changed.code, status: 'inactive', note: null });
    const history = await expectHistory(t, 'stop', id, 'update', insiderUserId);
    expect(history.before).toEqual(created.body);

    expect((await t.call('DELETE', `${URL}/${id}`, { as: INSIDER.phone })).status).toBe(200);
    await expectHistory(t, 'stop', id, 'delete', insiderUserId);
    await expectRefused(t, 'GET', `${URL}/${id}`, 404, { as: INSIDER.phone });
  });

  it('refuses bad input and a code already used in the company, changing nothing', async () => {
    const first = await create(INSIDER.phone);
    await expectRefused(t, 'POST', URL, 400, { as: INSIDER.phone, body: {} });
    await expectRefused(t, 'POST', URL, 400, { as: INSIDER.phone, body: sampleStopInput({ code: '   ' }) });
    await expectRefused(t, 'POST', URL, 409, {
      as: INSIDER.phone,
      body: sampleStopInput({ code: first.code.toUpperCase() }),
    });
    const second = await create(INSIDER.phone);
    await expectRefused(t, 'PUT', `${URL}/${second.id}`, 409, {
      as: INSIDER.phone,
      body: sampleStopInput({ code: first.code }),
    });
    // Another company may use the same code.
    await create(OUTSIDER.phone, { code: first.code });
  });

  it('hides other companies: 404 on their records, never in the list', async () => {
    const theirs = await create(OUTSIDER.phone);
    for (const [method, url, body] of [
      ['GET', `${URL}/${theirs.id}`],
      ['PUT', `${URL}/${theirs.id}`, sampleStopInput()],
      ['DELETE', `${URL}/${theirs.id}`],
    ] as const)
      await expectRefused(t, method, url, 404, { as: INSIDER.phone, ...(body ? { body } : {}) });
    await expectRefused(t, 'POST', URL, 404, {
      as: INSIDER.phone,
      body: sampleStopInput({ company_id: theirs.company_id }),
    });
    // Nor can a record of one's own be moved into their company.
    const mine = await create(INSIDER.phone);
    await expectRefused(t, 'PUT', `${URL}/${mine.id}`, 404, {
      as: INSIDER.phone,
      body: sampleStopInput({ company_id: theirs.company_id }),
    });
    const list = await t.call('GET', URL, {
      as: INSIDER.phone,
      query: { size: 100, company_id: theirs.company_id },
    });
    expect(list.body).toEqual({ items: [], total: 0 });
  });

  it('refuses callers the contract does not allow (403)', async () => {
    if (!REFUSED) return;
    await expectRefused(t, 'POST', URL, 403, { as: REFUSED.phone, body: sampleStopInput() });
  });

  it('lists pages in the asked order, with or without the total, by keyword and status', async () => {
    const marker = `L${Date.now().toString(36).slice(-5)}`; // short: the key's maxLength may be small
    for (let i = 0; i < 5; i++)
      await create(INSIDER.phone, { code: `${marker} ${i}`, status: i % 2 ? 'inactive' : 'active' });
    const query = { keyword: marker, sort: '-code', size: 2 };
    const first = await t.call('GET', URL, { as: INSIDER.phone, query });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(5);
    expect(first.body.items.map((v: { code: string }) => v.code)).toEqual([`${marker} 4`, `${marker} 3`]);
    const last = await t.call('GET', URL, {
      as: INSIDER.phone,
      query: { ...query, page: 2, with_total: false },
    });
    expect(last.body).toMatchObject({ total: 5, items: [{ code: `${marker} 0` }] });
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

  it('exports exactly the rows of the list, in its order, as .xlsx', async () => {
    const marker = `X${Date.now().toString(36).slice(-5)}`;
    for (let i = 0; i < 3; i++) await create(INSIDER.phone, { code: `${marker} ${i}` });
    const query = { keyword: marker, sort: 'code' };
    const res = await t.call('GET', URL, { as: INSIDER.phone, query: { ...query, export: true } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="?diem-dung-\d{8}\.xlsx/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(res.raw));
    const cells: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => n > 1 && cells.push(row.getCell(1).value));
    const list = await t.call('GET', URL, { as: INSIDER.phone, query });
    expect(cells).toEqual(list.body.items.map((v: { code: string }) => v.code));
  });

  it('keeps every field: address, shelter, wheelchair access, trigger radius', async () => {
    const created = await create(INSIDER.phone, {
      address: '1 Phạm Ngũ Lão, Quận 1',
      has_shelter: true,
      wheelchair_accessible: true,
      trigger_radius_m: 45,
      lat: 10.7721,
      lng: 106.6983,
    });
    expect(created).toMatchObject({
      address: '1 Phạm Ngũ Lão, Quận 1',
      has_shelter: true,
      wheelchair_accessible: true,
      trigger_radius_m: 45,
      lat: 10.7721,
      lng: 106.6983,
      line_count: 0,
      lines: [],
    });
    const { code, name, lat, lng } = created;
    const plain = await t.call('PUT', `${URL}/${created.id}`, {
      as: INSIDER.phone,
      body: { code, name, lat, lng },
    });
    expect(plain.body).toMatchObject({
      address: null,
      has_shelter: false,
      wheelchair_accessible: false,
      trigger_radius_m: 30,
    });
  });

  it('finds stops by name or address without diacritics, sorted by name', async () => {
    const marker = `D${Date.now().toString(36).slice(-5)}`;
    await create(INSIDER.phone, { code: `${marker} b`, name: `Chợ Bến Thành ${marker}` });
    await create(INSIDER.phone, {
      code: `${marker} a`,
      name: `Bến xe Miền Đông ${marker}`,
      address: 'Đường Đinh Bộ Lĩnh',
    });
    const byName = await t.call('GET', URL, { as: INSIDER.phone, query: { keyword: `ben thanh ${marker}` } });
    expect(byName.body.items.map((s: { name: string }) => s.name)).toEqual([`Chợ Bến Thành ${marker}`]);
    const byAddress = await t.call('GET', URL, { as: INSIDER.phone, query: { keyword: 'dinh bo linh' } });
    expect(byAddress.body.items.map((s: { code: string }) => s.code)).toContain(`${marker} a`);
    const sorted = await t.call('GET', URL, { as: INSIDER.phone, query: { keyword: marker, sort: 'name' } });
    expect(sorted.body.items.map((s: { code: string }) => s.code)).toEqual([`${marker} a`, `${marker} b`]);
  });

  it('refuses coordinates outside Vietnam, out of range and a trigger radius out of bounds', async () => {
    const paris = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: sampleStopInput({ lat: 48.8566, lng: 2.3522 }),
    });
    expect(paris.status).toBe(400);
    expect(paris.body.message).toMatch(/ngoài lãnh thổ Việt Nam/);
    const swapped = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: sampleStopInput({ lat: 106.7, lng: 10.77 }),
    });
    expect(swapped.status).toBe(400);
    for (const extra of [{ lat: 10.77, lng: 200 }, { trigger_radius_m: 4 }, { trigger_radius_m: 501 }])
      await expectRefused(t, 'POST', URL, 400, { as: INSIDER.phone, body: sampleStopInput(extra) });
    const mine = await create(INSIDER.phone);
    await expectRefused(t, 'PUT', `${URL}/${mine.id}`, 400, {
      as: INSIDER.phone,
      body: sampleStopInput({ lat: -10.77, lng: 106.7 }),
    });
    // Phú Quốc and Móng Cái are inside.
    await create(INSIDER.phone, { lat: 10.227, lng: 103.967 });
    await create(INSIDER.phone, { lat: 21.524, lng: 107.966 });
  });

  it('refuses to delete a stop a line uses, naming the lines, and answers them', async () => {
    const stop = await create(INSIDER.phone, { name: 'Bến Thành thử' });
    const other = await create(INSIDER.phone);
    const db = t.services.database.db;
    const go = await insertSampleLine(db, stop.company_id, {
      stopIds: [other.id, stop.id],
      number: `0${Date.now() % 1000}`,
    });
    await insertSampleLine(db, stop.company_id, { stopIds: [stop.id], routeId: go.routeId, direction: 1 });
    const read = await t.call('GET', `${URL}/${stop.id}`, { as: INSIDER.phone });
    expect(read.body.line_count).toBe(2);
    expect(read.body.lines).toEqual([
      expect.objectContaining({ route_id: go.routeId, route_number: go.routeNumber, direction: 0 }),
      expect.objectContaining({ route_id: go.routeId, route_number: go.routeNumber, direction: 1 }),
    ]);
    const refused = await expectRefused(t, 'DELETE', `${URL}/${stop.id}`, 409, { as: INSIDER.phone });
    expect(refused.body.message).toBe(
      `Không thể xoá điểm dừng "Bến Thành thử": đang thuộc lộ trình tuyến ${go.routeNumber} (lượt đi), ${go.routeNumber} (lượt về)`,
    );
    expect((await t.call('GET', `${URL}/${stop.id}`, { as: INSIDER.phone })).status).toBe(200);
  });
});
