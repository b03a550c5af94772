// GET /bus-management/gtfs/feed: the company's feed as a zip streamed with yazl. Each file is added
// lazily (yazl asks for its stream only when the previous file is written), and each stream pulls
// its CSV from the database page by page with back-pressure, so memory stays flat (docs/gtfs.md).
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { contentDisposition, fileDateStamp } from '../../http/xlsx-stream.ts';
import { FEED_FILES, feedContextOf } from './gtfs.feed-files.ts';

/** The calendar's validity window: from today (Asia/Ho_Chi_Minh) for one year. */
function validityWindow(now: Date): { startDate: string; endDate: string } {
  const startDate = fileDateStamp(now);
  const end = new Date(now);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return { startDate, endDate: fileDateStamp(end) };
}

export async function exportGtfsFeed(
  db: Db,
  principal: Principal,
  reply: FastifyReply,
  now: Date,
): Promise<FastifyReply> {
  const companyId = principal.currentCompanyId;
  if (companyId === null) throw forbidden('Vui lòng chọn công ty trước khi tiếp tục');
  const feed = await feedContextOf(db, companyId, validityWindow(now));

  const zip = new ZipFile();
  for (const file of FEED_FILES) {
    // Level 1: most of the size gain of deflate for a fraction of its time (stop_times is millions of rows).
    zip.addReadStreamLazy(file.name, { compressionLevel: 1 }, (callback) => {
      const stream = Readable.from(file.lines(feed), { objectMode: false });
      stream.on('error', (error) => {
        reply.log.error({ err: error }, 'GTFS export failed mid-stream');
        (zip.outputStream as unknown as Readable).destroy(error);
      });
      callback(null, stream);
    });
  }
  zip.end();

  const code = feed.agencyCode.replace(/[^A-Za-z0-9_-]/g, '') || String(companyId);
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition(`gtfs-${code}-${feed.startDate}.zip`))
    .header('cache-control', 'no-store')
    .send(zip.outputStream);
}
