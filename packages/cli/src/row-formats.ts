// The three shapes of a listing (`ls --format`): csv (RFC 4180, the columns of the first row), json (one
// array, streamed element by element) and table (aligned columns for a terminal, widths from the first
// rows, long cells cut). Each takes pages of rows and answers the text to write for them, so the
// listing is written page by page and never held whole.
import { cellText } from './output.ts';

export const ROW_FORMATS = ['table', 'csv', 'json'] as const;
export type RowFormat = (typeof ROW_FORMATS)[number];

export interface RowWriter {
  /** The text for the next page of rows. */
  page(rows: readonly Record<string, unknown>[]): string;
  /** The closing text (after the last page, even with no rows at all). */
  end(): string;
}

export function rowWriter(format: RowFormat, columns?: readonly string[]): RowWriter {
  if (format === 'csv') return csvWriter(columns);
  if (format === 'json') return jsonWriter(columns);
  return tableWriter(columns);
}

const pick = (row: Record<string, unknown>, columns: readonly string[] | undefined) =>
  columns ? Object.fromEntries(columns.map((c) => [c, row[c]])) : row;

const NEEDS_QUOTES = /[",\r\n]/;
function csvCell(value: unknown): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvWriter(chosen?: readonly string[]): RowWriter {
  let columns = chosen;
  let headed = false;
  const header = (cols: readonly string[]) => {
    headed = true;
    return `${cols.map(csvCell).join(',')}\r\n`;
  };
  return {
    page(rows) {
      if (rows.length === 0) return '';
      columns ??= Object.keys(rows[0]!);
      let out = headed ? '' : header(columns);
      for (const row of rows) {
        let line = '';
        for (let i = 0; i < columns.length; i++) line += (i ? ',' : '') + csvCell(row[columns[i]!]);
        out += `${line}\r\n`;
      }
      return out;
    },
    // An empty listing with --columns still has its header line.
    end: () => (!headed && columns ? header(columns) : ''),
  };
}

function jsonWriter(columns?: readonly string[]): RowWriter {
  let first = true;
  return {
    page(rows) {
      let out = '';
      for (const row of rows) {
        out += `${first ? '[\n' : ',\n'}  ${JSON.stringify(pick(row, columns))}`;
        first = false;
      }
      return out;
    },
    end: () => (first ? '[]\n' : '\n]\n'),
  };
}

/** Widest a table cell gets; longer text ends in '…'. */
const MAX_CELL = 40;

function tableWriter(chosen?: readonly string[]): RowWriter {
  let columns = chosen;
  let widths: number[] | undefined;
  const cut = (text: string, width: number) =>
    text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
  const line = (cells: string[]) =>
    `${cells
      .map((c, i) => cut(c, widths![i]!))
      .join('  ')
      .trimEnd()}\n`;
  return {
    page(rows) {
      if (rows.length === 0) return '';
      let out = '';
      if (!widths) {
        columns ??= Object.keys(rows[0]!);
        widths = columns.map((c) =>
          Math.min(MAX_CELL, Math.max(c.length, ...rows.map((r) => cellText(r[c]).length))),
        );
        out += line([...columns]);
        out += line(widths.map((w) => '-'.repeat(w)));
      }
      for (const row of rows) out += line(columns!.map((c) => cellText(row[c]).replace(/\s+/g, ' ')));
      return out;
    },
    end: () => '',
  };
}
