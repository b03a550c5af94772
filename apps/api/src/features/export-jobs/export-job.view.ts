// An export_jobs row as the contract's ExportJob.
import type { components } from '@busops/sdk/schema';
import type { exportJobs } from '../../db/schema/index.ts';

export type ExportJob = components['schemas']['ExportJob'];
export type ExportJobRow = typeof exportJobs.$inferSelect;

export function exportJobView(row: ExportJobRow): ExportJob {
  return {
    id: row.id,
    operation_id: row.operationId as ExportJob['operation_id'],
    format: row.format as ExportJob['format'],
    status: row.status as ExportJob['status'],
    rows_done: row.rowsDone,
    rows_total: row.rowsTotal,
    file_name: row.fileName,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
