// One export job, worked by pg-boss (export-queue.ts): the report's own handler is replayed with the
// stored criteria, as its owner (their principal and company scope as of now), its file written into a
// sink instead of a reply (report.file.ts): a temporary file, then kept through the file storage port. Progress (rows
// written) is saved at most twice a second. A caller's mistake (a period too long...) fails the job with
// its Vietnamese message; anything else fails it with a general one (logged). A job found running again
// was left by a stopped instance: it starts over, as its half-written file was never kept.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * The file is written to a temporary file of this machine, then handed to the storage port as a stream:
 * a million-row export is never in memory whole (it was: ~55 MB of compressed .xlsx per job).
 */
async function temporaryFile(id: number) {
  const dir = await mkdtemp(join(tmpdir(), `busops-export-${id}-`));
  const path = join(dir, 'file');
  return { path, stream: createWriteStream(path), remove: () => rm(dir, { recursive: true, force: true }) };
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
    const output = await temporaryFile(id);
    try {
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
      const key = `exports/${job.companyId}/${job.id}.${job.format === 'csv' ? 'csv' : 'xlsx'}`;
      await services.files.putFile(key, output.path, contentTypeOf(job.format));
      await update({
        status: 'done',
        fileKey: key,
        fileName,
        fileBytes: (await stat(output.path)).size,
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
    } finally {
      output.stream.destroy();
      await output.remove();
    }
  };
}
