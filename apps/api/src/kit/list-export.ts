// A list operation's `export=true`: the same criteria and order as its pages, every row, read in
// keyset batches (no OFFSET) while the .xlsx streams out (http/xlsx-stream.ts).
import type { SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { fileDateStamp, keysetBatches, streamXlsx, type XlsxColumn } from '../http/xlsx-stream.ts';
import type { SortCursor, SortWhitelist } from './sorts.ts';

export const EXPORT_BATCH_SIZE = 1000;

export interface ListExportOptions<Row extends { id: number }> {
  sort: string | undefined;
  sorts: SortWhitelist<string>;
  /**
   * One batch: the rows matching the list's criteria and `after` (the keyset condition), in `order`,
   * each with the `sortKey` column selected as given.
   */
  batch(args: {
    sortKey: SQL<string>;
    after: SQL | undefined;
    order: SQL[];
    limit: number;
  }): Promise<Array<Row & { sortKey: string }>>;
  /** Download name without the date and extension, e.g. 'nhan-vien' -> nhan-vien-20260501.xlsx. */
  filePrefix: string;
  sheetName: string;
  columns: ReadonlyArray<XlsxColumn<Row>>;
  batchSize?: number;
}

export function exportList<Row extends { id: number }>(
  reply: FastifyReply,
  options: ListExportOptions<Row>,
): Promise<FastifyReply> {
  const { sort, sorts } = options;
  const batches = keysetBatches<Row & { sortKey: string }, SortCursor>(
    (after, limit) =>
      options.batch({
        sortKey: sorts.keyOf(sort),
        after: sorts.after(sort, after),
        order: sorts.order(sort),
        limit,
      }),
    (last) => ({ key: last.sortKey, id: last.id }),
    options.batchSize ?? EXPORT_BATCH_SIZE,
  );
  return streamXlsx(reply, {
    filename: `${options.filePrefix}-${fileDateStamp()}.xlsx`,
    sheetName: options.sheetName,
    columns: options.columns,
    batches,
  });
}
