// Streams an .xlsx answer: xlsx/xlsx-writer.ts writes the workbook into a PassThrough piped to the
// reply while rows arrive batch by batch (keyset pages read from the database), so memory stays
// flat whatever the number of rows. Feature code only describes the columns and the batches.
import { PassThrough } from 'node:stream';
import { create as createContentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { neutraliseCell } from './spreadsheet-cell.ts';
import { type CellValue, writeXlsx, type XlsxBook } from './xlsx/xlsx-writer.ts';

export { type CellValue, XLSX_MAX_DATA_ROWS, type XlsxColumn } from './xlsx/xlsx-writer.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Integer VND shown as `1.234.568 ₫` by a Vietnamese Excel (grouping follows the reader's locale). */
export const VND_FORMAT = '#,##0 "₫"';
/** Excel's code for dd/MM/yyyy. */
export const DATE_FORMAT = 'dd/mm/yyyy';
export const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';

export interface XlsxStreamOptions<T> extends Omit<XlsxBook<T>, 'cell' | 'onProgress'> {
  /** Download name, e.g. 'nhan-vien-20260501.xlsx' (non-ASCII names travel in filename*). */
  filename: string;
}

/**
 * `attachment` Content-Disposition (RFC 6266, written by the `content-disposition` package): the exact
 * name in the RFC 5987 `filename*` parameter, and for clients that only read `filename` the same name
 * without diacritics ('Nhân viên' -> 'Nhan vien') rather than the package's default of '?' for each
 * non-ASCII letter.
 */
export function contentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, '_');
  return createContentDisposition(filename, { fallback: ascii });
}

const HCM_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * Excel dates carry no time zone: shift an instant so the cell shows its Asia/Ho_Chi_Minh wall
 * clock (Viet Nam has no daylight saving time).
 */
export function excelLocalDate(instant: Date | string | null | undefined): Date | null {
  if (instant === null || instant === undefined) return null;
  const date = instant instanceof Date ? instant : new Date(instant);
  return new Date(date.getTime() + HCM_OFFSET_MS);
}

/** YYYYMMDD of `now` in Asia/Ho_Chi_Minh, for download names. */
export function fileDateStamp(now: Date = new Date()): string {
  return new Date(now.getTime() + HCM_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * Reads batches from `fetch(cursor)` until one comes back shorter than `batchSize`; the cursor of
 * the next batch is taken from the last row of the previous one (keyset paging: `id > last`, or
 * `(sort key, id) > (last key, last id)`), so no batch pays for an OFFSET.
 */
export async function* keysetBatches<T, C>(
  fetch: (after: C | null, limit: number) => Promise<T[]>,
  cursorOf: (last: T) => C,
  batchSize = 1000,
): AsyncGenerator<T[]> {
  let cursor: C | null = null;
  for (;;) {
    const rows = await fetch(cursor, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    cursor = cursorOf(rows[rows.length - 1]!);
  }
}

/**
 * Answers `reply` with a streamed .xlsx: one header row, then every row of every batch. The first
 * batch is read before the headers are sent, so an early failure still answers a JSON error; a
 * failure later aborts the download (the client sees a truncated transfer). Return the result
 * from the handler.
 */
export async function streamXlsx<T>(
  reply: FastifyReply,
  options: XlsxStreamOptions<T>,
): Promise<FastifyReply> {
  const iterator = options.batches[Symbol.asyncIterator]();
  const first = await iterator.next();

  const output = new PassThrough();
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(options.filename))
    .header('cache-control', 'no-store')
    .send(output);
  const { filename: _, ...book } = options;
  try {
    await writeXlsx(output, { ...book, batches: resumed(first, iterator), cell: neutraliseXlsxCell });
  } catch (error) {
    reply.log.error({ err: error }, 'xlsx export failed mid-stream');
    await iterator.return?.(undefined);
  }
  return reply;
}

/** Text a spreadsheet would run as a formula is written as text (spreadsheet-cell.ts). */
export function neutraliseXlsxCell(value: CellValue): CellValue {
  return neutraliseCell(value ?? null);
}

/** The batches of `iterator` with its `first` result, already read, in front. */
export async function* resumed<T>(first: IteratorResult<T>, iterator: AsyncIterator<T>): AsyncGenerator<T> {
  for (let next = first; !next.done; next = await iterator.next()) yield next.value;
}
