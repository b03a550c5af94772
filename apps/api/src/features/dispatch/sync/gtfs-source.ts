// The shipped adapter: a GTFS static feed, read from a file path or an http(s) URL named in the
// configuration (DISPATCH_SYNC_SOURCE=gtfs:...), again on every preview and sync so the answer is the
// feed as it is now. The zip is read and its day's trips found in the GTFS import's worker (its limits,
// its own heap and time): the API's event loop only fetches the bytes and receives the trips.
import { readFile } from 'node:fs/promises';
import { type AppError, conflict } from '../../../http/errors.ts';
import { feedTrips } from '../../gtfs/gtfs.parse-thread.ts';
import type { DispatchSource } from './sync-source.ts';

export type FetchFn = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const TIMEOUT_MS = 60_000;

/** A feed that cannot be read answers 409 with why (not the caller's fault, not a 5xx). */
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
      let read: Awaited<ReturnType<typeof feedTrips>>;
      try {
        read = await feedTrips(bytes, params);
      } catch (cause) {
        throw sourceFailed(name, (cause as Error).message);
      }
      if (read.errors.length > 0) throw sourceFailed(name, read.errors.slice(0, 3).join('; '));
      return read.trips;
    },
  };
}
