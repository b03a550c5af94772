// A streamed CSV for spreadsheets: csv-stringify with a byte order mark (so Excel reads the Vietnamese)
// and the header row, cells neutralised against formula injection (spreadsheet-cell.ts), rows written
// batch by batch with the output's backpressure respected, so memory stays flat whatever the length.
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { neutraliseCell } from './spreadsheet-cell.ts';
import { drained } from './stream-ready.ts';

export type CsvCell = string | number | null;

export interface CsvBook<T> {
  headers: ReadonlyArray<string>;
  /** One row's cells, in the headers' order. */
  cells(row: T): CsvCell[];
  batches: AsyncIterable<T[]>;
  /** A last row (a report's totals). */
  totals?: () => CsvCell[] | Promise<CsvCell[]>;
  /** Told the number of data rows written after each batch (a job's progress). */
  onProgress?: (rows: number) => void | Promise<void>;
}

/** Writes the CSV into `output` (ended when complete; destroyed on failure). */
export async function writeCsv<T>(output: Writable, book: CsvBook<T>): Promise<{ rows: number }> {
  const csv = stringify({ bom: true, header: true, columns: [...book.headers] });
  let failure: Error | undefined;
  const piped = pipeline(csv, output).catch((error: Error) => {
    failure ??= error;
  });
  const write = async (cells: CsvCell[]) => {
    for (let i = 0; i < cells.length; i++) cells[i] = neutraliseCell(cells[i] ?? '');
    if (!csv.write(cells)) await drained(csv);
    if (failure) throw failure;
  };
  let rows = 0;
  try {
    for await (const batch of book.batches) {
      for (const row of batch) await write(book.cells(row));
      rows += batch.length;
      await book.onProgress?.(rows);
    }
    if (book.totals) await write(await book.totals());
    csv.end();
    await piped;
    if (failure) throw failure;
    return { rows };
  } catch (error) {
    csv.destroy(error as Error);
    output.destroy(error as Error);
    await piped;
    throw error;
  }
}
