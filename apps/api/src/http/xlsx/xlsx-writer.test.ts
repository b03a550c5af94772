// The streamed workbook read back by exceljs (an independent reader): cell types and formats, the totals
// row, the split into sheets past a (here tiny) row limit, progress, and a failure mid-stream.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetName } from './sheet-name.ts';
import { columnLetters, excelSerial } from './sheet-xml.ts';
import { type CellValue, writeXlsx, type XlsxBook } from './xlsx-writer.ts';

type Row = { day: string; route: string; amount: number; paid: boolean };

async function* batchesOf(total: number, size: number): AsyncGenerator<Row[]> {
  for (let start = 0; start < total; start += size) {
    yield Array.from({ length: Math.min(size, total - start) }, (_, k) => {
      const i = start + k;
      return {
        day: `2026-10-${String((i % 28) + 1).padStart(2, '0')}`,
        route: `Tuyến ${i}`,
        amount: i * 1000,
        paid: i % 2 === 0,
      };
    });
  }
}

const COLUMNS: XlsxBook<Row>['columns'] = [
  { header: 'Ngày', numFmt: 'dd/mm/yyyy', value: (r) => new Date(`${r.day}T00:00:00Z`) },
  { header: 'Tuyến', value: (r) => r.route },
  { header: 'Số tiền', numFmt: '#,##0 "₫"', value: (r) => r.amount },
  { header: 'Đã trả', value: (r) => r.paid },
];

async function written(
  book: XlsxBook<Row>,
): Promise<{ file: Buffer; result: Awaited<ReturnType<typeof writeXlsx>> }> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const result = await writeXlsx(output, book);
  return { file: Buffer.concat(chunks), result };
}

async function read(file: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook;
}

describe('writeXlsx', () => {
  it('writes dates as date serials in dd/mm/yyyy, money as numbers in VND, text inline, a bold totals row', async () => {
    const { file } = await written({
      sheetName: 'Doanh thu',
      columns: COLUMNS,
      batches: batchesOf(3, 2),
      totals: () => ['Tổng cộng', null, 3000, null],
    });
    const book = await read(file);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Doanh thu');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, 'Ngày', 'Tuyến', 'Số tiền', 'Đã trả']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const day = sheet.getRow(2).getCell(1);
    expect(day.type).toBe(ExcelJS.ValueType.Date);
    expect(day.value).toEqual(new Date('2026-10-01T00:00:00Z'));
    expect(day.numFmt).toBe('dd/mm/yyyy');
    const amount = sheet.getRow(3).getCell(3);
    expect(amount.type).toBe(ExcelJS.ValueType.Number);
    expect(amount.value).toBe(1000);
    expect(amount.numFmt).toBe('#,##0 "₫"');
    expect(sheet.getRow(3).getCell(2).value).toBe('Tuyến 1');
    expect(sheet.getRow(3).getCell(4).value).toBe(false);
    const totals = sheet.getRow(5);
    expect(totals.getCell(1).value).toBe('Tổng cộng');
    expect(totals.getCell(3).value).toBe(3000);
    expect(totals.getCell(3).numFmt).toBe('#,##0 "₫"');
    expect(totals.getCell(3).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(5);
  });

  it('keeps text that XML or Excel would misread: escapes, control characters, edge spaces, lone surrogates', async () => {
    const texts = ['a & b < c > "d"', 'bell\u0007 tab\tok', '  lề  ', 'nửa \ud800 cặp', 'emoji 🚌'];
    const { file } = await written({
      sheetName: 'Văn bản',
      columns: [{ header: 'Chữ', value: (r: { t: string }) => r.t }],
      batches: (async function* () {
        yield texts.map((t) => ({ t }));
      })(),
    } as unknown as XlsxBook<Row>);
    const sheet = (await read(file)).worksheets[0]!;
    expect([2, 3, 4, 5, 6].map((r) => sheet.getRow(r).getCell(1).value)).toEqual([
      'a & b < c > "d"',
      'bell tab\tok',
      '  lề  ',
      'nửa \ufffd cặp',
      'emoji 🚌',
    ]);
  });

  it('goes on in a new sheet past the row limit, each with the header, the totals on the last', async () => {
    const progress: number[] = [];
    const { file, result } = await written({
      sheetName: 'Chi tiết doanh thu theo chuyến xe buýt',
      columns: COLUMNS,
      batches: batchesOf(10_000, 333),
      totals: () => ['Tổng cộng', null, 49_995_000_000 / 1000, null],
      rowsPerSheet: 1000,
      onProgress: (rows) => {
        progress.push(rows);
      },
    });
    expect(result).toEqual({ rows: 10_000, sheets: 11 });
    expect(progress.at(-1)).toBe(10_000);
    expect(progress).toHaveLength(Math.ceil(10_000 / 333));
    const book = await read(file);
    expect(book.worksheets).toHaveLength(11);
    for (const name of book.worksheets.map((s) => s.name)) expect(name.length).toBeLessThanOrEqual(31);
    expect(book.worksheets[0]!.name).toBe('Chi tiết doanh thu theo chuyến');
    expect(book.worksheets[10]!.name).toBe('Chi tiết doanh thu theo ch (11)');
    for (const [i, sheet] of book.worksheets.slice(0, 10).entries()) {
      expect(sheet.rowCount).toBe(1001);
      expect(sheet.getRow(1).getCell(1).value).toBe('Ngày');
      expect(sheet.getRow(2).getCell(2).value).toBe(`Tuyến ${i * 1000}`);
      expect(sheet.getRow(1001).getCell(3).value).toBe((i * 1000 + 999) * 1000);
    }
    const last = book.worksheets[10]!;
    expect(last.rowCount).toBe(2);
    expect(last.getRow(2).getCell(1).value).toBe('Tổng cộng');
  });

  it('fails the output when the rows fail mid-stream', async () => {
    const output = new PassThrough();
    output.resume();
    const failing = (async function* () {
      yield* batchesOf(50, 10);
      throw new Error('database went away');
    })();
    await expect(writeXlsx(output, { sheetName: 'x', columns: COLUMNS, batches: failing })).rejects.toThrow(
      'database went away',
    );
    expect(output.destroyed).toBe(true);
  });

  it('stops when the reader goes away', async () => {
    const output = new PassThrough();
    output.once('data', () => output.destroy());
    await expect(
      writeXlsx(output, { sheetName: 'x', columns: COLUMNS, batches: batchesOf(200_000, 1000) }),
    ).rejects.toThrow();
  });
});

describe('sheet names, column letters and date serials', () => {
  it('follows Excel: 31 characters, no : \\ / ? * [ ], A..Z then AA, 1900 serials', () => {
    expect(sheetName('Doanh thu [10/2026]', 1)).toBe('Doanh thu  10 2026');
    expect(sheetName('a'.repeat(40), 2)).toBe(`${'a'.repeat(27)} (2)`);
    expect(sheetName('  ', 1)).toBe('Sheet');
    expect([0, 25, 26, 27, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(excelSerial(new Date('1970-01-01T00:00:00Z'))).toBe(25_569);
    expect(excelSerial(new Date('2026-10-01T12:00:00Z'))).toBe(46_296.5);
  });

  it('leaves out empty cells and non-finite numbers', async () => {
    const { file } = await written({
      sheetName: 'x',
      columns: [
        { header: 'a', value: () => null as CellValue },
        { header: 'b', value: () => Number.NaN },
        { header: 'c', value: () => '' },
        { header: 'd', value: () => 7 },
      ],
      batches: batchesOf(1, 1),
    });
    const row = (await read(file)).worksheets[0]!.getRow(2);
    expect(row.values).toEqual([undefined, undefined, undefined, undefined, 7]);
  });
});
