// streamXlsx past a sheet's rows: the rows go on in 'name (2)', 'name (3)' (each with its header), and
// the totals row comes last, bold, on a sheet that still has room. Excel's limit is 1,048,576 rows a
// sheet; `rowsPerSheet` makes it small here.
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { streamXlsx, VND_FORMAT } from './xlsx-stream.ts';

/** A reply that hands over the stream it is sent (after the first batch is read). */
function fakeReply() {
  let sent: (stream: Readable) => void = () => undefined;
  const body = new Promise<Readable>((resolve) => {
    sent = resolve;
  });
  const reply = {
    header: () => reply,
    send: (stream: Readable) => {
      sent(stream);
      return reply;
    },
    log: { error: () => undefined },
  };
  return { reply: reply as unknown as FastifyReply, body };
}

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type Row = { day: string; amount: number };

async function* batches(n: number): AsyncGenerator<Row[]> {
  yield Array.from({ length: n }, (_, i) => ({ day: `d${i + 1}`, amount: (i + 1) * 1000 }));
}

describe('streamXlsx', () => {
  it('goes on in a new sheet past rowsPerSheet and ends with the totals row', async () => {
    const { reply, body } = fakeReply();
    const written = streamXlsx(reply, {
      filename: 'x.xlsx',
      sheetName: 'Doanh thu',
      columns: [
        { header: 'Ngày', value: (r: Row) => r.day },
        { header: 'Số tiền', numFmt: VND_FORMAT, value: (r: Row) => r.amount },
      ],
      batches: batches(5),
      totals: () => ['Tổng cộng', 15000],
      rowsPerSheet: 2,
    });
    const [file] = await Promise.all([body.then(bytes), written]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Doanh thu', 'Doanh thu (2)', 'Doanh thu (3)']);
    const rows = book.worksheets.map((s) =>
      s
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1)),
    );
    expect(rows).toEqual([
      [
        ['Ngày', 'Số tiền'],
        ['d1', 1000],
        ['d2', 2000],
      ],
      [
        ['Ngày', 'Số tiền'],
        ['d3', 3000],
        ['d4', 4000],
      ],
      [
        ['Ngày', 'Số tiền'],
        ['d5', 5000],
        ['Tổng cộng', 15000],
      ],
    ]);
    const totals = book.worksheets[2]!.getRow(3);
    expect(totals.font?.bold).toBe(true);
    expect(totals.getCell(2).numFmt).toBe(VND_FORMAT);
  });
});
