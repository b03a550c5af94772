// One CSV file of a GTFS feed as rows read by column name, with the file's line number for messages.
// Shared by the network import (gtfs.feed-parse.ts) and the dispatch sync's trip reader, so both read
// CSV the same way (BOM, trimmed cells, short rows, a broken file reported as `file:line`).
import { parse } from 'csv-parse/sync';

export interface GtfsRow {
  line: number;
  get(column: string): string;
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
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(text, {
      columns: (h: string[]) => h.map((c) => c.trim()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      relax_column_count: true,
    });
  } catch (cause) {
    const at = (cause as { lines?: number }).lines;
    error(`${name}${at ? `:${at}` : ''}: không đọc được tệp CSV (${(cause as Error).message})`);
    return [];
  }
  const header = records[0] ? Object.keys(records[0].record) : headerOf(text);
  for (const column of required) {
    if (!header.includes(column)) error(`${name}:1: thiếu cột bắt buộc ${column}`);
  }
  return records.map(({ record, info }) => ({ line: info.lines, get: (c: string) => record[c] ?? '' }));
}

function headerOf(text: string): string[] {
  return (text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '').split(',').map((c) => c.trim());
}
