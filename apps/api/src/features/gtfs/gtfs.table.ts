// One CSV file of a GTFS feed as rows read by column name, with the file's line number for messages.
// Shared by the network import (gtfs.feed-parse.ts, streamed) and the dispatch sync's trip reader
// (whole text), so both read CSV the same way (BOM, trimmed cells, short rows, a broken file
// reported as `file:line`).
import { type Options, parse as parseStream } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../http/errors.ts';
import { count, DEFAULT_MAX_ROWS, MAX_ROWS, tooLarge } from './gtfs.limits.ts';

export interface GtfsRow {
  line: number;
  get(column: string): string;
}

const CSV_OPTIONS: Options = {
  columns: (h: string[]) => h.map((c) => c.trim()),
  bom: true,
  skip_empty_lines: true,
  trim: true,
  info: true,
  relax_column_count: true,
};

type Parsed = { record: Record<string, string>; info: { lines: number } };

const rowOf = ({ record, info }: Parsed): GtfsRow => ({ line: info.lines, get: (c) => record[c] ?? '' });

function checkHeader(
  name: string,
  header: string[],
  required: readonly string[],
  error: (m: string) => void,
) {
  for (const column of required) {
    if (!header.includes(column)) error(`${name}:1: thiếu cột bắt buộc ${column}`);
  }
}

function csvError(name: string, cause: unknown, error: (message: string) => void): void {
  const at = (cause as { lines?: number }).lines;
  error(`${name}${at ? `:${at}` : ''}: không đọc được tệp CSV (${(cause as Error).message})`);
}

/**
 * The rows of `name` ([] when the feed has no such file). A file that is not CSV, and a header without
 * one of `required`, are reported through `error` (Vietnamese, `file:line`), not thrown.
 */
export function readGtfsTable(
  files: Map<string, string>,
  name: string,
  required: readonly string[],
  error: (message: string) => void,
): GtfsRow[] {
  const text = files.get(name);
  if (text === undefined) return [];
  let records: Parsed[];
  try {
    records = parse(text, CSV_OPTIONS) as unknown as Parsed[];
  } catch (cause) {
    csvError(name, cause, error);
    return [];
  }
  const header = records[0] ? Object.keys(records[0].record) : headerOf(text);
  checkHeader(name, header, required, error);
  return records.map(rowOf);
}

/**
 * The rows of `name` as they are inflated and parsed, one at a time, so a file never sits in memory
 * whole; past the file's row limit (gtfs.limits.ts) the stream stops with a 413.
 */
export async function* streamGtfsTable(
  input: NodeJS.ReadableStream,
  name: string,
  required: readonly string[],
  error: (message: string) => void,
): AsyncGenerator<GtfsRow> {
  const limit = MAX_ROWS[name] ?? DEFAULT_MAX_ROWS;
  let header: string[] | null = null;
  const parser = parseStream({
    ...CSV_OPTIONS,
    columns: (h: string[]) => {
      header = h.map((c) => c.trim());
      return header;
    },
  });
  input.on('error', (cause) => parser.destroy(cause));
  input.pipe(parser);
  let rows = 0;
  try {
    for await (const parsed of parser as AsyncIterable<Parsed>) {
      if (rows === 0) checkHeader(name, header ?? [], required, error);
      rows += 1;
      if (rows > limit) throw tooLarge(`${name} có hơn ${count(limit)} dòng`);
      yield rowOf(parsed);
    }
    if (rows === 0) checkHeader(name, header ?? [], required, error);
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    csvError(name, cause, error);
  } finally {
    parser.destroy();
  }
}

function headerOf(text: string): string[] {
  return (text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '').split(',').map((c) => c.trim());
}
