// Which adapter a sync reads, from the configuration (config.ts: DISPATCH_SYNC_SOURCE), built per
// request: the default source is the caller's own company's feed, so it needs the scoped database.
import type { FetchLike } from '@busops/sdk';
import type { DispatchSyncConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { busopsSource } from './busops-source.ts';
import { gtfsFeedSource } from './gtfs-source.ts';
import { ownFeedSource } from './self-source.ts';
import type { DispatchSource } from './sync-source.ts';

export type DispatchSourceFor = (scope: { db: Db; companyId: number }) => DispatchSource;

export function dispatchSources(config: DispatchSyncConfig, fetchImpl?: FetchLike): DispatchSourceFor {
  if (config.kind === 'gtfs') {
    const source = gtfsFeedSource(
      config.location,
      fetchImpl ? (input, init) => fetchImpl(new Request(input, init)) : fetch,
    );
    return () => source;
  }
  if (config.kind === 'busops') {
    // One signed-in client for the instance's lifetime (it refreshes its own ID token).
    const source = busopsSource({ ...config, fetch: fetchImpl });
    return () => source;
  }
  return ({ db, companyId }) => ownFeedSource(db, companyId);
}
