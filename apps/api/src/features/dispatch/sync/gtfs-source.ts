// The shipped adapter: a GTFS static feed, read from a file path or an http(s) URL named in the
// configuration (DISPATCH_SYNC_SOURCE=gtfs:...), again on every preview and sync so the answer is the
// feed as it is now. The zip is read with the GTFS import's reader (limits included).
import { readFile } from 'node:fs/promises';
import { type AppError, conflict } from '../../../http/errors.ts';
import { readGtfsZip } from '../../gtfs/gtfs.zip-read.ts';
import { tripsOfFeed } from './gtfs-trips.ts';
import type { DispatchSource, ExternalTrip, FetchTripsParams } from './sync-source.ts';

export type FetchFn = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const TIMEOUT_MS = 60_000;

/** The feed's trips of the day; a feed that cannot be read answers 409 with why (not the caller's fault, not a 5xx). */
export function tripsFromFiles(
  files: Map<string, string>,
  params: FetchTripsParams,
  name: string,
): ExternalTrip[] {
  const { trips, errors } = tripsOfFeed(files, params);
  if (errors.length > 0) throw sourceFailed(name, errors.slice(0, 3).join('; '));
  return trips;
}

export function sourceFailed(name: string, why: string): AppError {
  return conflict(`Không đọc được nguồn đồng bộ (${name}): ${why}`, 'SYNC_SOURCE_FAILED');
}

export function gtfsFeedSource(location: string, fetchImpl: FetchFn = fetch): DispatchSource {
  const name = `GTFS: ${location}`;
  const load = async (): Promise<Buffer> => {
    try {
      if (/^https?:\/\//i.test(location)) {
        const response = await fetchImpl(location, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return Buffer.from(await response.arrayBuffer());
      }
      return await readFile(location);
    } catch (cause) {
      throw sourceFailed(name, (cause as Error).message);
    }
  };
  return {
    name,
    async fetchTrips(params) {
      const bytes = await load();
      let files: Map<string, string>;
      try {
        files = await readGtfsZip(bytes);
      } catch (cause) {
        throw sourceFailed(name, (cause as Error).message);
      }
      return tripsFromFiles(files, params, name);
    },
  };
}
