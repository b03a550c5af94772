// Vehicles through the API: create, read, list (paging, sort, with_total, keyword, status, fuel,
// document expiry), export, update, delete, each mutation with its history row; plates normalised to
// their printed form, duplicates of a plate or GPS device id refused; another company's records answer
// 404 and a refused call changes nothing. The callers come from the operations' x-roles and x-company-scope.
import { Readable } from 'node:stream';
import { addDays, type RoleValue, rolesAllow, saigonToday, scopeAllows } from '@busops/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations } from '../../src/http/spec.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../src/seed/demo-accounts.ts';
import { expectHistory, expectRefused } from '../companies/helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { sampleVehicleInput } from './vehicle.sample.ts';

const URL = '/bus-management/vehicles';
const op = loadOperations().find((o) => o.operationId === 'listVehicles')!;
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

async function create(as: string, extra: Parameters<typeof sampleVehicleInput>[0] = {}) {
  const res = await t.call('POST', URL, { as, body: sampleVehicleInput(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('vehicles', () => {
  it('creates, reads, updates and deletes, each with its history row', async () => {
    const body = sampleVehicleInput();
    const created = await t.call('POST', URL, { as: INSIDER.phone, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ plate: body.plate, company_name: expect.any(String) });
    const id = created.body.id;
    await expectHistory(t, 'vehicle', id, 'create', insiderUserId);

    const read = await t.call('GET', `${URL}/${id}`, { as: INSIDER.phone });
    expect(read.body).toEqual(created.body);

    const changed = sampleVehicleInput({ status: 'inactive', note: null });
    const updated = await t.call('PUT', `${URL}/${id}`, { as: INSIDER.phone, body: changed });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id, plate: changed.plate, status: 'inactive', note: null });
    const history = await expectHistory(t, 'vehicle', id, 'update', insiderUserId);
    expect(history.before).toEqual(created.body);

    expect((await t.call('DELETE', `${URL}/${id}`, { as: INSIDER.phone })).status).toBe(200);
    await expectHistory(t, 'vehicle', id, 'delete', insiderUserId);
    await expectRefused(t, 'GET', `${URL}/${id}`, 404, { as: INSIDER.phone });
  });

  it('refuses bad input and a plate already used in the company, changing nothing', async () => {
    const first = await create(INSIDER.phone);
    await expectRefused(t, 'POST', URL, 400, { as: INSIDER.phone, body: {} });
    await expectRefused(t, 'POST', URL, 400, {
      as: INSIDER.phone,
      body: sampleVehicleInput({ plate: '   ' }),
    });
    await expectRefused(t, 'POST', URL, 409, {
      as: INSIDER.phone,
      body: sampleVehicleInput({ plate: first.plate.toUpperCase() }),
    });
    const second = await create(INSIDER.phone);
    await expectRefused(t, 'PUT', `${URL}/${second.id}`, 409, {
      as: INSIDER.phone,
      body: sampleVehicleInput({ plate: first.plate }),
    });
    // Another company may use the same plate.
    await create(OUTSIDER.phone, { plate: first.plate });
  });

  it('hides other companies: 404 on their records, never in the list', async () => {
    const theirs = await create(OUTSIDER.phone);
    for (const [method, url, body] of [
      ['GET', `${URL}/${theirs.id}`],
      ['PUT', `${URL}/${theirs.id}`, sampleVehicleInput()],
      ['DELETE', `${URL}/${theirs.id}`],
    ] as const)
      await expectRefused(t, method, url, 404, { as: INSIDER.phone, ...(body ? { body } : {}) });
    await expectRefused(t, 'POST', URL, 404, {
      as: INSIDER.phone,
      body: sampleVehicleInput({ company_id: theirs.company_id }),
    });
    // Nor can a record of one's own be moved into their company.
    const mine = await create(INSIDER.phone);
    await expectRefused(t, 'PUT', `${URL}/${mine.id}`, 404, {
      as: INSIDER.phone,
      body: sampleVehicleInput({ company_id: theirs.company_id }),
    });
    const list = await t.call('GET', URL, {
      as: INSIDER.phone,
      query: { size: 100, company_id: theirs.company_id },
    });
    expect(list.body).toEqual({ items: [], total: 0 });
  });

  it('refuses callers the contract does not allow (403)', async () => {
    if (!REFUSED) return;
    await expectRefused(t, 'POST', URL, 403, { as: REFUSED.phone, body: sampleVehicleInput() });
  });

  it('lists pages in the asked order, with or without the total, by keyword and status', async () => {
    const marker = `L${Date.now().toString(36).slice(-5)}`; // fleet numbers are short
    for (let i = 0; i < 5; i++)
      await create(INSIDER.phone, { fleet_number: `${marker}${i}`, status: i % 2 ? 'inactive' : 'active' });
    const query = { keyword: marker.toLowerCase(), sort: '-fleet_number', size: 2 };
    const first = await t.call('GET', URL, { as: INSIDER.phone, query });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(5);
    expect(first.body.items.map((v: { fleet_number: string }) => v.fleet_number)).toEqual([
      `${marker}4`,
      `${marker}3`,
    ]);
    const last = await t.call('GET', URL, {
      as: INSIDER.phone,
      query: { ...query, page: 2, with_total: false },
    });
    expect(last.body).toMatchObject({ total: 5, items: [{ fleet_number: `${marker}0` }] });
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

  it('accepts the usual typings of a plate and stores its printed form', async () => {
    for (const [typed, printed] of [
      ['51b12345', '51B-123.45'],
      ['51b-123.46', '51B-123.46'],
      ['51B 123.47', '51B-123.47'],
      ['29ld-012.34', '29LD-012.34'],
      ['51B-1234', '51B-1234'],
    ]) {
      const res = await t.call('POST', URL, {
        as: OUTSIDER.phone,
        body: sampleVehicleInput({ plate: typed }),
      });
      expect(res.status, `${typed}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body.plate).toBe(printed);
    }
    // The same plate typed another way is the same bus.
    await expectRefused(t, 'POST', URL, 409, {
      as: OUTSIDER.phone,
      body: sampleVehicleInput({ plate: '51B12346' }),
    });
    for (const plate of ['5B-123.45', '51-123.45', '51B-12.345', '51BCD-123.45', 'AB1-123.45', '51B-123456'])
      await expectRefused(t, 'POST', URL, 400, { as: OUTSIDER.phone, body: sampleVehicleInput({ plate }) });
    const refused = await t.call('POST', URL, {
      as: OUTSIDER.phone,
      body: sampleVehicleInput({ plate: 'xe 12' }),
    });
    expect(refused.body.message).toMatch(/51B-123\.45/);
    // Found by keyword without its "-" and ".".
    const found = await t.call('GET', URL, { as: OUTSIDER.phone, query: { keyword: '29ld01234' } });
    expect(found.body.items.map((v: { plate: string }) => v.plate)).toEqual(['29LD-012.34']);
  });

  it('refuses a GPS device id another vehicle of the company has (409), and a day the calendar lacks', async () => {
    const gps = `GPS-${Date.now()}`;
    const first = await create(INSIDER.phone, { gps_device_id: gps });
    const refused = await t.call('POST', URL, {
      as: INSIDER.phone,
      body: sampleVehicleInput({ gps_device_id: gps }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Mã thiết bị GPS này đã gắn cho một xe khác trong công ty');
    const second = await create(INSIDER.phone);
    await expectRefused(t, 'PUT', `${URL}/${second.id}`, 409, {
      as: INSIDER.phone,
      body: sampleVehicleInput({ gps_device_id: gps }),
    });
    // Keeping its own id is no conflict; another company may use it.
    const kept = await t.call('PUT', `${URL}/${first.id}`, {
      as: INSIDER.phone,
      body: sampleVehicleInput({ plate: first.plate, gps_device_id: gps }),
    });
    expect(kept.status).toBe(200);
    await create(OUTSIDER.phone, { gps_device_id: gps });
    await expectRefused(t, 'POST', URL, 400, {
      as: INSIDER.phone,
      body: sampleVehicleInput({ inspection_expires_on: '2026-02-30' }),
    });
    await expectRefused(t, 'POST', URL, 400, {
      as: INSIDER.phone,
      body: sampleVehicleInput({ seats: -1 }),
    });
  });

  it('answers the documents state and filters expired or expiring within 30 days (Asia/Ho_Chi_Minh)', async () => {
    const today = saigonToday();
    const far = addDays(today, 400);
    const marker = `D${Date.now().toString(36).slice(-5)}`;
    const make = async (n: number, inspection: string | null, badge: string, insurance: string) =>
      (
        await create(INSIDER.phone, {
          fleet_number: `${marker}${n}`,
          inspection_expires_on: inspection,
          badge_expires_on: badge,
          insurance_expires_on: insurance,
        })
      ).fleet_number;
    const expired = await make(1, far, addDays(today, -1), far);
    const lastDay = await make(2, far, far, addDays(today, 30));
    const today0 = await make(3, today, far, far);
    const valid = await make(4, addDays(today, 31), far, far);
    const missing = await make(5, null, far, far);
    const list = async (document_expiry?: string) =>
      (
        await t.call('GET', URL, {
          as: INSIDER.phone,
          query: { keyword: marker, sort: 'fleet_number', ...(document_expiry ? { document_expiry } : {}) },
        })
      ).body.items as Array<{ fleet_number: string; document_status: string; expiring_documents: string[] }>;
    const all = await list();
    expect(all.map((v) => [v.fleet_number, v.document_status, v.expiring_documents])).toEqual([
      [expired, 'expired', ['badge']],
      [lastDay, 'expiring', ['insurance']],
      [today0, 'expiring', ['inspection']],
      [valid, 'valid', []],
      [missing, 'missing', []],
    ]);
    expect((await list('expired')).map((v) => v.fleet_number)).toEqual([expired]);
    expect((await list('within_30_days')).map((v) => v.fleet_number)).toEqual([expired, lastDay, today0]);
    const sorted = await t.call('GET', URL, {
      as: INSIDER.phone,
      query: { keyword: marker, sort: 'inspection_expires_on' },
    });
    expect(sorted.body.items.map((v: { fleet_number: string }) => v.fleet_number)).toEqual([
      today0,
      valid,
      expired,
      lastDay,
      missing,
    ]);
  });

  it('exports exactly the rows of the list, in its order, as .xlsx with Vietnamese headers', async () => {
    const marker = `X${Date.now().toString(36).slice(-5)}`;
    for (let i = 0; i < 3; i++)
      await create(INSIDER.phone, { fleet_number: `${marker}${i}`, inspection_expires_on: '2027-03-15' });
    const query = { keyword: marker, sort: 'plate' };
    const res = await t.call('GET', URL, { as: INSIDER.phone, query: { ...query, export: true } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="?xe-\d{8}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(res.raw));
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Biển số',
      'Số tài',
      'Hãng xe',
      'Loại xe',
      'Số ghế',
      'Chỗ đứng',
      'Nhiên liệu',
      'Xe lăn',
      'Bãi xe',
      'Mã thiết bị GPS',
      'Hạn đăng kiểm',
      'Hạn phù hiệu',
      'Hạn bảo hiểm',
      'Công ty',
      'Trạng thái',
      'Ghi chú',
      'Ngày tạo',
    ]);
    const cells: unknown[] = [];
    sheet.eachRow((row, n) => n > 1 && cells.push(row.getCell(1).value));
    const list = await t.call('GET', URL, { as: INSIDER.phone, query });
    expect(cells).toEqual(list.body.items.map((v: { plate: string }) => v.plate));
    const inspection = sheet.getRow(2).getCell(11);
    expect(inspection.value).toEqual(new Date('2027-03-15T00:00:00Z'));
    expect(inspection.numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(2).getCell(7).value).toBe('Khí CNG');
  });

  it('reads the history of a vehicle through listRecordHistory', async () => {
    const mine = await create(INSIDER.phone);
    const res = await t.call('GET', '/history', {
      as: INSIDER.phone,
      query: { entity: 'vehicle', record_id: mine.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.map((h: { action: string }) => h.action)).toEqual(['create']);
    await expectRefused(t, 'GET', '/history', 404, {
      as: OUTSIDER.phone,
      query: { entity: 'vehicle', record_id: mine.id },
    });
  });
});
