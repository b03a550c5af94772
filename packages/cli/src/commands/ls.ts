// `busops ls <resource>`: every row of a paged list, through the SDK's paginate (pages of --page-size,
// asked without counting), written page by page in the chosen format. The listing starts on stdout
// while later pages are still being fetched; nothing is held beyond one page.
import type { PagedOperationId } from '@busops/sdk';
import { openProfile } from '../connection.ts';
import type { CommandRun } from '../context.ts';
import { usageError } from '../exit-codes.ts';
import { keyValues } from '../key-values.ts';
import { write } from '../output.ts';
import { pagedOperationOf } from '../resources.ts';
import { type RowFormat, rowWriter } from '../row-formats.ts';

interface LsOptions {
  filter?: string[];
  param?: string[];
  format: RowFormat;
  columns?: string;
  limit?: number;
  pageSize: number;
}

/** The API's ceiling of `size` (openapi/shared/parameters/size.yaml). */
const MAX_PAGE_SIZE = 500;

export const run: CommandRun<LsOptions> = async ({ args, options }) => {
  const resource = String(args[0]);
  const operationId = pagedOperationOf(resource) as PagedOperationId | undefined;
  if (!operationId) throw usageError(`Không có danh sách "${resource}"`);
  if (options.pageSize > MAX_PAGE_SIZE) throw usageError(`--page-size tối đa ${MAX_PAGE_SIZE}`);
  const format: RowFormat = options.json ? 'json' : options.format;
  const columns = options.columns
    ?.split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const query = { ...keyValues(options.filter, '--filter'), size: options.pageSize };
  const path = keyValues(options.param, '--param');
  const { api } = await openProfile(options.profile);
  const writer = rowWriter(format, columns);
  // paginate's rows arrive one by one from pages already in memory: gather each page's rows and write
  // them with one call, not one write per row.
  const pageRows: Record<string, unknown>[] = [];
  let count = 0;
  const rows = api.paginate(operationId, { params: { query, path } } as never) as AsyncIterable<
    Record<string, unknown>
  >;
  for await (const row of rows) {
    pageRows.push(row);
    count++;
    if (pageRows.length >= options.pageSize) {
      await write(writer.page(pageRows));
      pageRows.length = 0;
    }
    if (options.limit !== undefined && count >= options.limit) break;
  }
  await write(writer.page(pageRows) + writer.end());
};
