// The default source when none is configured (docs/adr/0013): the GTFS feed this instance exports for
// the caller's company (features/gtfs, the same generators as GET /bus-management/gtfs/feed), read
// back by the same trip reader as any other feed, in the GTFS import's worker (off the event loop). A new operator syncs the day from their own
// timetable on day one; pointing DISPATCH_SYNC_SOURCE elsewhere later changes nothing else.
import type { Db } from '../../../db/client.ts';
import { FEED_FILES, feedContextOf } from '../../gtfs/gtfs.feed-files.ts';
import { feedTripsOfFiles } from '../../gtfs/gtfs.parse-thread.ts';
import { sourceFailed } from './gtfs-source.ts';
import type { DispatchSource } from './sync-source.ts';

/** Only what the trip reader needs: no stops, shapes or fares are generated. */
const NEEDED = new Set(['routes.txt', 'trips.txt', 'stop_times.txt', 'calendar.txt']);
export const SELF_SOURCE_NAME = 'GTFS của chính hệ thống (lịch chạy của đơn vị)';

export function ownFeedSource(db: Db, companyId: number): DispatchSource {
  return {
    name: SELF_SOURCE_NAME,
    async fetchTrips(params) {
      const compact = params.date.replaceAll('-', '');
      // The calendar of a feed made for this one day.
      const feed = await feedContextOf(db, companyId, { startDate: compact, endDate: compact });
      const files = new Map<string, string>();
      for (const file of FEED_FILES) {
        if (!NEEDED.has(file.name)) continue;
        let text = '';
        for await (const chunk of file.lines(feed)) text += chunk;
        files.set(file.name, text);
      }
      // Read in the import's worker: at scale 1 the texts hold 2.3 million stop_times.
      const { trips, errors } = await feedTripsOfFiles(files, params).catch((cause: Error) => {
        throw sourceFailed(SELF_SOURCE_NAME, cause.message);
      });
      if (errors.length > 0) throw sourceFailed(SELF_SOURCE_NAME, errors.slice(0, 3).join('; '));
      return trips;
    },
  };
}
