// `busops export <report> --from --to --out file`: the report's export operation streamed into the
// file by the SDK's saveExport (chunk by chunk: a million-row .xlsx never sits in memory), .csv or .xlsx
// from the file's extension. A refusal leaves no file behind (saveExport removes it).
import type { ExportOperationId } from '@busops/sdk';
import { saveExport } from '@busops/sdk/node';
import { openProfile } from '../connection.ts';
import type { CommandRun } from '../context.ts';
import { usageError } from '../exit-codes.ts';
import { printJson } from '../output.ts';
import { openProgress } from '../progress.ts';
import type { REPORT_NAMES } from '../resources.ts';

interface ExportOptions {
  from: string;
  to: string;
  out: string;
  route?: string[];
  paymentType?: string[];
  company?: string;
  progress: boolean;
}

/**
 * Report name on the command line -> the operation that answers its file (openapi/resources/reports/):
 * the two export operations, and the reports whose call answers a file with `export=true` (saveExport
 * adds it). Each takes date_from/date_to, company_id, route_ids, payment_types and format.
 */
export const REPORT_EXPORTS: Record<(typeof REPORT_NAMES)[number], ExportOperationId> = {
  'revenue-detail': 'exportRevenueDetail',
  'yield-and-revenue': 'exportYieldAndRevenue',
  'fare-transactions': 'listFareTransactions',
  'revenue-by-date': 'getRevenueByDate',
  'revenue-by-route': 'getRevenueByRoute',
  'staff-statistics': 'getStaffStatistics',
  'top-ups': 'listTopUpHistory',
};

export const run: CommandRun<ExportOptions> = async ({ args, options }) => {
  const report = String(args[0]) as (typeof REPORT_NAMES)[number];
  const operationId = REPORT_EXPORTS[report];
  const format = /\.csv$/i.test(options.out) ? 'csv' : /\.xlsx$/i.test(options.out) ? 'xlsx' : null;
  if (!format) throw usageError('--out phải là tệp .xlsx hoặc .csv');
  const { api } = await openProfile(options.profile);
  const query = {
    date_from: options.from,
    date_to: options.to,
    format,
    ...(options.route ? { route_ids: options.route.map(Number) } : {}),
    ...(options.paymentType ? { payment_types: options.paymentType } : {}),
    ...(options.company ? { company_id: Number(options.company) } : {}),
  };
  const progress = await openProgress({ enabled: options.progress && !options.json, label: 'Đang tải' });
  let file: Awaited<ReturnType<typeof saveExport>>;
  try {
    file = await saveExport(api, operationId, { params: { query } } as never, options.out, {
      onProgress: ({ received }) => progress.update(received),
    });
  } finally {
    progress.stop();
  }
  if (options.json) await printJson({ out: options.out, ...file });
  else process.stderr.write(`Đã lưu ${options.out} (${file.bytes.toLocaleString('vi-VN')} byte)\n`);
};
