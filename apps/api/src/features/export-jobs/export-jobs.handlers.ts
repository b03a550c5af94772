// Report export jobs (issue 20 "Exports"): createReportExportJob checks the report's criteria against
// that report's own query parameters and the caller's roles against its x-roles, then writes the job's
// row and queues it in one transaction; the job's owner alone reads its status and file (anyone else,
// even in the same company, gets 404). The criteria are stored without the export flag (spec §4).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exportJobs } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { defineHandlers } from '../../http/operation.ts';
import { authorize } from '../../http/routes.ts';
import { contentDisposition } from '../../http/xlsx-stream.ts';
import { contentTypeOf } from './export-job.run.ts';
import { exportJobView } from './export-job.view.ts';
import { checkedCriteria, reportOperation } from './report-criteria.ts';

export const exportJobHandlers = defineHandlers({
  async createReportExportJob({ body, principal, db, services, reply }) {
    const operation = reportOperation(body.operation_id);
    authorize(operation, principal);
    const { query, params } = checkedCriteria(operation, body.criteria, body.route_id);
    const companyId = principal.currentCompanyId ?? principal.superCompanyId;
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(exportJobs)
        .values({
          companyId,
          userId: principal.userId,
          operationId: operation.operationId,
          format: body.format ?? 'xlsx',
          params,
          query,
        })
        .returning();
      await services.exportJobs.enqueue(tx, { id: inserted!.id, userId: principal.userId });
      return inserted!;
    });
    reply.header('location', `/reports/export-jobs/${row.id}`);
    return exportJobView(row);
  },

  async getReportExportJob({ params, principal, db }) {
    return exportJobView(await ownJob(db, params.id, principal.userId));
  },

  async getReportExportJobFile({ params, principal, db, services, reply }) {
    const job = await ownJob(db, params.id, principal.userId);
    if (job.status !== 'done' || !job.fileKey)
      throw conflict('File xuất chưa sẵn sàng, vui lòng đợi', 'EXPORT_NOT_READY');
    // Streamed from the storage, as it was stored: a large file is never read into memory whole.
    const file = await services.files.open(job.fileKey);
    if (!file) throw notFound('File xuất không còn được lưu, vui lòng xuất lại');
    if (file.size !== null) reply.header('content-length', String(file.size));
    return reply
      .header('content-type', contentTypeOf(job.format))
      .header('content-disposition', contentDisposition(job.fileName ?? `export-${job.id}`))
      .header('cache-control', 'no-store')
      .send(file.stream);
  },
});

/** The caller's own job (the scoped db adds the company condition), or 404. */
async function ownJob(db: Db, id: number, userId: number) {
  const [job] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), eq(exportJobs.userId, userId)));
  if (!job) throw notFound('Không tìm thấy yêu cầu xuất file');
  return job;
}
