import { Readable } from 'node:stream';
import type { Schemas } from '@busops/sdk';
import { parse as parseContentDisposition } from 'content-disposition';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../src/http/xlsx-stream.ts';
import type { TestApp } from '../harness.ts';
import { type DemoIds, demoApp, PN_ADMIN, PN_CONDUCTOR, SUPER } from './fixtures.ts';

let t: TestApp;
let ids: DemoIds;
beforeAll(async () => {
  ({ t, ids } = await demoApp());
}, 180_000);
afterAll(() => t.close());

const HEADERS = [
  'Họ và tên',
  'Số điện thoại',
  'Mã NV',
  'Chức vụ',
  'Vai trò',
  'Công ty',
  'Trạng thái',
  'Số dư ký quỹ',
  'Ngày tạo',
];

async function exportRows(as: string, query: Record<string, string | number | boolean>) {
  const res = await t.call('GET', '/bus/staff', { as, query: { ...query, export: true } });
  expect(res.status, String(res.body).slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from(res.raw));
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  return { res, sheet, rows };
}

async function listAll(as: string, query: Record<string, string | number | boolean>) {
  const items: Schemas['BusStaff'][] = [];
  for (let page = 0; ; page++) {
    const res = await t.call('GET', '/bus/staff', { as, query: { ...query, page, size: 500 } });
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    if (items.length >= res.body.total) return items;
  }
}

const localPhone = (p: string) => p.replace(/^\+84/, '0');

describe('contentDisposition', () => {
  it('keeps a Vietnamese file name exactly (RFC 5987 filename*) with a readable ASCII fallback', () => {
    const name = 'Nhân viên Đà Nẵng "tháng 5" – 100%.xlsx';
    const header = contentDisposition(name);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(parseContentDisposition(header).parameters.filename).toBe(name);
    // A client that reads only `filename` gets the name without diacritics, not '?'.
    const fallback = parseContentDisposition(header, { extended: false }).parameters.filename;
    expect(fallback).toBe('Nhan vien Da Nang "thang 5" _ 100%.xlsx');
  });
});

describe('listBusStaff export=true', () => {
  it('streams an .xlsx with a header row and exactly the rows of the JSON list', async () => {
    const query = { sort: 'full_name', keyword: 'nguyen' };
    const { res, rows } = await exportRows(PN_ADMIN, query);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const disposition = parseContentDisposition(String(res.headers['content-disposition']));
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toMatch(/^nhan-vien-\d{8}\.xlsx$/);
    expect(rows[0]!.values).toEqual([undefined, ...HEADERS]);
    const list = await listAll(PN_ADMIN, query);
    expect(list.length).toBeGreaterThan(0);
    const data = rows.slice(1);
    expect(data.map((r) => r.getCell(1).value)).toEqual(list.map((s) => s.full_name));
    expect(data.map((r) => r.getCell(2).value)).toEqual(list.map((s) => localPhone(s.phone_number)));
    expect(data.map((r) => r.getCell(6).value)).toEqual(list.map((s) => s.company_name));
  });

  it('writes money as numbers in VND format and dates as dd/MM/yyyy', async () => {
    const [first] = await listAll(PN_ADMIN, { keyword: '0901000006' });
    await t.call('POST', '/bus/deposit', { as: PN_ADMIN, body: { staff_id: first!.id, amount: 1_234_568 } });
    const { rows } = await exportRows(PN_ADMIN, { keyword: '0901000006' });
    expect(rows).toHaveLength(2);
    const money = rows[1]!.getCell(8);
    expect(money.value).toBe(1_234_568);
    expect(money.numFmt).toBe('#,##0 "₫"');
    const created = rows[1]!.getCell(9);
    expect(created.value).toBeInstanceOf(Date);
    expect(created.numFmt).toBe('dd/mm/yyyy');
    expect(rows[1]!.getCell(5).value).toBe('Lái xe');
    expect(rows[1]!.getCell(7).value).toBe('Đang hoạt động');
  });

  it('reads every row in keyset batches, ties included, in the list order', {
    timeout: 180_000,
  }, async () => {
    // 2 500 more employees in Quyết Thắng created in one statement: same created_at, few roles.
    const { db } = t.services.database;
    await db.execute(sql`
      insert into users (phone_number, full_name, org_id)
      select '+8470' || lpad(g::text, 7, '0'), 'Nhân Viên Tạm ' || g, ${ids.qt} from generate_series(1, 2500) g`);
    await db.execute(sql`
      insert into bus_staff (company_id, user_id, full_name, phone_number, role, search_text)
      select ${ids.qt}, u.id, u.full_name, u.phone_number, (array[5, 6, 8])[1 + u.id % 3], 'nhan vien tam'
      from users u where u.phone_number like '+8470%'`);
    for (const sort of ['-created_at', 'role', '-deposit_balance']) {
      const query = { sort, company_id: ids.qt };
      const { rows } = await exportRows(SUPER, query);
      const list = await listAll(SUPER, query);
      expect(list.length).toBeGreaterThan(2500);
      expect(rows.length - 1).toBe(list.length);
      expect(rows.slice(1).map((r) => r.getCell(2).value)).toEqual(
        list.map((s) => localPhone(s.phone_number)),
      );
    }
  });

  it('exports nothing but the header for no match, and keeps tenancy and roles', async () => {
    const { rows } = await exportRows(PN_ADMIN, { keyword: 'khong co ai ten nay' });
    expect(rows).toHaveLength(1);
    const other = await exportRows(PN_ADMIN, { company_id: ids.qt });
    expect(other.rows).toHaveLength(1);
    const denied = await t.call('GET', '/bus/staff', { as: PN_CONDUCTOR, query: { export: true } });
    expect(denied.status).toBe(403);
  });
});
