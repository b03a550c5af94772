// One export job, worked by pg-boss (export-queue.ts): the report's own handler is replayed with the
// stored criteria, as its owner (their principal and company scope as of now), its file written into a
// sink instead of a reply (report.file.ts), then kept through the file storage port. Progress (rows
// written) is saved at most twice a second. A caller's mistake (a period too long...) fails the job with
// its Vietnamese message; anything else fails it with a general one (logged). A job found running again
// was left by a stopped instance: it starts over, as its half-written file was never kept.
import { Writable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exportJobs } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { XLSX_CONTENT_TYPE } from '../../http/xlsx-stream.ts';
import type { Services } from '../../services.ts';
import { type ReportFileSink, writeReportFile } from '../reports/report.file.ts';
import { reportHandlers } from '../reports/reports.handlers.ts';
import type { OwnerScope } from './export-job.owner.ts';

const PROGRESS_EVERY_MS = 500;
const FAILED = 'Không tạo được file xuất, vui lòng thử lại';

export const contentTypeOf = (format: string) =>
  format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_CONTENT_TYPE;

/** Bytes written into memory: the compressed file, then handed to the storage port whole. */
function collector() {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks) };
}

export interface ExportJobRunnerOptions extends Pick<Services, 'files' | 'log'> {
  /** The job owner's principal and the database scoped to them (export-job.owner.ts). */
  scopeOf(userId: number): Promise<OwnerScope>;
}

/** What pg-boss carries: the job and its owner. */
export interface ExportJobData {
  id: number;
  userId: number;
}

export function exportJobRunner(services: ExportJobRunnerOptions) {
  return async function runExportJob({ id, userId }: ExportJobData): Promise<void> {
    let owner: OwnerScope;
    try {
      owner = await services.scopeOf(userId);
    } catch (error) {
      // The owner is gone (no such user): nothing can read the job any more.
      services.log.warn({ err: error }, `export job ${id}: its owner cannot be loaded`);
      return;
    }
    const { principal, db } = owner;
    const update = (values: Partial<typeof exportJobs.$inferInsert>) =>
      db.update(exportJobs).set(values).where(eq(exportJobs.id, id));
    const [job] = await db
      .update(exportJobs)
      .set({ status: 'running', rowsDone: 0, error: null })
      .where(
        and(
          eq(exportJobs.id, id),
          eq(exportJobs.userId, userId),
          inArray(exportJobs.status, ['queued', 'running']),
        ),
      )
      .returning();
    if (!job) return;
    try {
      const output = collector();
      let fileName = '';
      let rowsWritten = 0;
      let saved = 0;
      const sink: ReportFileSink = {
        kind: 'report-file-sink',
        async write(file, name) {
          fileName = name;
          if (file.count) await update({ rowsTotal: await file.count() });
          const written = await writeReportFile(output.stream, file, async (rows) => {
            if (Date.now() - saved < PROGRESS_EVERY_MS) return;
            saved = Date.now();
            await update({ rowsDone: rows });
          });
          rowsWritten = written.rows;
        },
      };
      const handler = reportHandlers[job.operationId as keyof typeof reportHandlers] as (
        ctx: never,
      ) => Promise<unknown>;
      await handler({
        query: { ...(job.query as object), export: true, format: job.format },
        params: job.params,
        db: db as Db,
        reply: sink,
        principal,
        services: {},
      } as never);
      const bytes = output.bytes();
      const key = `exports/${job.companyId}/${job.id}.${job.format === 'csv' ? 'csv' : 'xlsx'}`;
      await services.files.put(key, bytes, contentTypeOf(job.format));
      await update({
        status: 'done',
        fileKey: key,
        fileName,
        fileBytes: bytes.length,
        rowsDone: rowsWritten,
        rowsTotal: rowsWritten,
        finishedAt: new Date(),
      });
    } catch (error) {
      if (!(error instanceof AppError)) services.log.error({ err: error }, `export job ${id} failed`);
      await update({
        status: 'failed',
        error: error instanceof AppError ? error.message : FAILED,
        finishedAt: new Date(),
      });
    }
  };
}
