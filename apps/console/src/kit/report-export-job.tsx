// A long report export (more rows than EXPORT_JOB_ROWS) runs as a job on the API (createReportExportJob:
// pg-boss, durable across restarts) instead of one long download: a toast shows its progress bar (rows
// written of the report's rows), and the file downloads when the job is done ('Tải file thành công').
// Loaded only with a report screen; its toaster is its own, so the first screen carries none of this.
import { Intent, Position, ProgressBar, type Toaster } from '@blueprintjs/core';
import type { components } from '@busops/sdk/schema';
import { exportToFile } from '../components/list-screen/export-list';
import { api } from '../lib/api';
import { toast, toastError } from '../lib/toasts';

type ExportJob = components['schemas']['ExportJob'];
type ExportOperation = components['schemas']['ExportOperation'];
type Call = (
  operationId: string,
  init: unknown,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** Above this many rows an export runs as a job with progress; below, the file is one download. */
export const EXPORT_JOB_ROWS = 20_000;

const JOB_OPERATIONS: ReadonlySet<string> = new Set<ExportOperation>([
  'getRevenueByDate',
  'getRevenueByRoute',
  'listRevenueDetail',
  'getYieldAndRevenue',
  'listFareTransactions',
  'getStaffStatistics',
  'getTripStatistics',
  'getNoRevenueTrips',
  'listTopUpHistory',
  'listTicketPurchaseHistory',
  'listMonthlyTicketHistory',
]);

export function runsAsJob(operation: string, rows: number): boolean {
  return rows > EXPORT_JOB_ROWS && JOB_OPERATIONS.has(operation);
}

let progressToaster: Promise<Toaster> | null = null;
function toaster(): Promise<Toaster> {
  progressToaster ??= import('@blueprintjs/core/lib/esm/components/toast/overlayToaster').then(
    ({ OverlayToaster }) => OverlayToaster.create({ position: Position.BOTTOM_RIGHT, maxToasts: 2 }),
  );
  return progressToaster;
}

function progressMessage(job: ExportJob) {
  const value = job.rows_total ? Math.min(1, job.rows_done / job.rows_total) : undefined;
  const figures = job.rows_total
    ? `${job.rows_done.toLocaleString('vi-VN')} / ${job.rows_total.toLocaleString('vi-VN')} dòng`
    : `${job.rows_done.toLocaleString('vi-VN')} dòng`;
  return (
    <div className="busops-export-progress" role="status" aria-live="polite">
      <div>Đang xuất file: {figures}</div>
      <ProgressBar intent={Intent.PRIMARY} value={value} animate={job.status !== 'done'} />
    </div>
  );
}

const POLL_MS = 500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the job, shows its progress until done, then downloads its file. */
export async function exportAsJob(
  operation: string,
  request: { path?: Record<string, number>; query: Record<string, unknown> },
  format: 'xlsx' | 'csv',
  fallbackFilename: string,
): Promise<void> {
  const call = api.call as unknown as Call;
  const key = `export-job-${Math.random().toString(36).slice(2)}`;
  const routeId = request.path ? Object.values(request.path)[0] : undefined;
  const criteria = Object.fromEntries(
    Object.entries(request.query).filter(([, v]) => v !== undefined && v !== ''),
  );
  try {
    const started = await call('createReportExportJob', {
      body: { operation_id: operation, format, criteria, ...(routeId ? { route_id: routeId } : {}) },
    });
    if (started.error || !started.data) throw started.error ?? new Error('Thất bại!');
    let job = started.data as ExportJob;
    const show = async () =>
      (await toaster()).show({ message: progressMessage(job), timeout: 0, icon: 'export' }, key);
    await show();
    while (job.status === 'queued' || job.status === 'running') {
      await wait(POLL_MS);
      const read = await call('getReportExportJob', { params: { path: { id: job.id } } });
      if (read.error || !read.data) throw read.error ?? new Error('Thất bại!');
      job = read.data as ExportJob;
      await show();
    }
    (await toaster()).dismiss(key);
    if (job.status === 'failed') {
      toast.error(job.error ?? 'Thất bại!');
      return;
    }
    // exportToFile saves the file and says 'Tải file thành công'.
    await exportToFile(
      () => call('getReportExportJobFile', { params: { path: { id: job.id } }, parseAs: 'blob' }) as never,
      job.file_name ?? fallbackFilename,
    );
  } catch (error) {
    void toaster().then((t) => t.dismiss(key));
    toastError(error);
  }
}
