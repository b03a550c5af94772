// A report's file: the same rows as its JSON answer and a totals row, as .xlsx (http/xlsx/xlsx-writer.ts:
// VND and dd/mm/yyyy cell formats, a bold last row) or CSV (http/csv-writer.ts, UTF-8 with a byte order
// mark so Excel reads the Vietnamese, plain integers and ISO days). Both stream batch by batch, so a
// long detail export keeps memory flat; answered on the request, or written by an export job into the
// file storage (export-jobs/). A report declares its columns once; the file follows them.
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { type CsvBook, writeCsv } from '../../http/csv-writer.ts';
import { writeXlsx, type XlsxBook } from '../../http/xlsx/xlsx-writer.ts';
import {
  type CellValue,
  contentDisposition,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  fileDateStamp,
  neutraliseXlsxCell,
  resumed,
  streamXlsx,
  VND_FORMAT,
} from '../../http/xlsx-stream.ts';

export type ColumnKind = 'text' | 'money' | 'integer' | 'decimal' | 'date' | 'datetime';

export interface ReportColumn<Row, Totals> {
  header: string;
  kind: ColumnKind;
  width?: number;
  value(row: Row): string | number | null;
  /** The column's cell in the totals row (its label, or its total); empty when absent. */
  total?(totals: Totals): string | number | null;
}

export interface ReportFile<Row, Totals> {
  format: 'xlsx' | 'csv' | undefined;
  /** The number of data rows, when the report knows it before writing (an export job's progress). */
  count?: () => Promise<number>;
  /** Download name without the date and extension, e.g. 'doanh-thu-theo-ngay'. */
  filePrefix: string;
  sheetName: string;
  columns: ReadonlyArray<ReportColumn<Row, Totals>>;
  batches: AsyncIterable<Row[]>;
  totals: () => Totals | Promise<Totals>;
}

const NUM_FMT: Partial<Record<ColumnKind, string>> = {
  money: VND_FORMAT,
  integer: '#,##0',
  decimal: '#,##0.0',
  date: DATE_FORMAT,
  datetime: DATE_TIME_FORMAT,
};

const HCM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An xlsx cell: days become dates (no time zone, as Excel has none), instants their Saigon wall clock. */
function xlsxCell(kind: ColumnKind, value: string | number | null): CellValue {
  if (value === null || value === '') return null;
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T00:00:00Z`);
  if (kind === 'datetime' && typeof value === 'string') return new Date(Date.parse(value) + HCM_OFFSET_MS);
  return value;
}

function totalsRowOf<Row, Totals>(file: ReportFile<Row, Totals>) {
  return async () => {
    const totals = await file.totals();
    return file.columns.map((c) => (c.total ? c.total(totals) : null));
  };
}

/** The report as an .xlsx workbook: VND and date formats per column kind, the totals row bold. */
export function reportXlsxBook<Row, Totals>(file: ReportFile<Row, Totals>): XlsxBook<Row> {
  const totalsRow = totalsRowOf(file);
  return {
    sheetName: file.sheetName,
    columns: file.columns.map((c) => ({
      header: c.header,
      ...(c.width ? { width: c.width } : {}),
      ...(NUM_FMT[c.kind] ? { numFmt: NUM_FMT[c.kind] } : {}),
      value: (row: Row) => xlsxCell(c.kind, c.value(row)),
    })),
    batches: file.batches,
    totals: async () => (await totalsRow()).map((cell, i) => xlsxCell(file.columns[i]!.kind, cell)),
  };
}

/** The report as CSV: plain integers and ISO days. */
export function reportCsvBook<Row, Totals>(file: ReportFile<Row, Totals>): CsvBook<Row> {
  return {
    headers: file.columns.map((c) => c.header),
    cells: (row) => file.columns.map((c) => c.value(row)),
    batches: file.batches,
    totals: totalsRowOf(file),
  };
}

/** The download name, e.g. 'doanh-thu-theo-ngay-20261128.xlsx'. */
export function reportFileName(file: Pick<ReportFile<unknown, unknown>, 'format' | 'filePrefix'>): string {
  return `${file.filePrefix}-${fileDateStamp()}.${file.format === 'csv' ? 'csv' : 'xlsx'}`;
}

/** Writes the report's file into `output` (an export job's file); `onProgress` hears rows done. */
export function writeReportFile<Row, Totals>(
  output: Writable,
  file: ReportFile<Row, Totals>,
  onProgress?: (rows: number) => void | Promise<void>,
): Promise<{ rows: number }> {
  const progress = onProgress ? { onProgress } : {};
  if (file.format === 'csv') return writeCsv(output, { ...reportCsvBook(file), ...progress });
  return writeXlsx(output, { ...reportXlsxBook(file), cell: neutraliseXlsxCell, ...progress });
}

/**
 * Where an export job (features/export-jobs) has a report's file written: the job replays the report's
 * own handler with this in place of the reply, so the file is the one the direct export answers.
 */
export interface ReportFileSink {
  kind: 'report-file-sink';
  write<Row, Totals>(file: ReportFile<Row, Totals>, name: string): Promise<void>;
}

/** A handler's reply, or an export job's sink. */
export type ReportAnswer = FastifyReply | ReportFileSink;

const isSink = (answer: ReportAnswer): answer is ReportFileSink =>
  (answer as Partial<ReportFileSink>).kind === 'report-file-sink';

/** Answers the report's file on `reply` (or into a job's sink); return the result from the handler. */
export async function answerReportFile<Row, Totals>(
  answer: ReportAnswer,
  file: ReportFile<Row, Totals>,
): Promise<FastifyReply> {
  if (isSink(answer)) {
    await answer.write(file, reportFileName(file));
    return answer as unknown as FastifyReply;
  }
  const reply = answer;
  if (file.format !== 'csv')
    return streamXlsx(reply, { ...reportXlsxBook(file), filename: reportFileName(file) });
  const iterator = file.batches[Symbol.asyncIterator]();
  // The first batch before the headers: an early failure still answers a JSON error.
  const first = await iterator.next();
  const output = new PassThrough();
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(reportFileName(file)))
    .header('cache-control', 'no-store')
    .send(output);
  try {
    await writeCsv(output, { ...reportCsvBook(file), batches: resumed(first, iterator) });
  } catch (error) {
    reply.log.error({ err: error }, 'csv export failed mid-stream');
    await iterator.return?.(undefined);
  }
  return reply;
}

/** Yields `rows` once: the reports whose rows are few (one per day or route) are read whole. */
export async function* oneBatch<Row>(rows: Row[]): AsyncGenerator<Row[]> {
  if (rows.length > 0) yield rows;
}

/** The file of a report read whole (one row per day or route): its rows and its totals as answered. */
export function answerWholeReport<Row, Totals>(
  reply: ReportAnswer,
  format: 'xlsx' | 'csv' | undefined,
  file: Pick<ReportFile<Row, Totals>, 'filePrefix' | 'sheetName' | 'columns'>,
  report: { items: Row[]; totals: Totals },
): Promise<FastifyReply> {
  return answerReportFile(reply, {
    ...file,
    format,
    batches: oneBatch(report.items),
    count: async () => report.items.length,
    totals: () => report.totals,
  });
}
