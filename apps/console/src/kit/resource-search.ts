// A resource's palette record search: its list operation with the typed keyword, 8 hits and no total
// (the count is the costly part over large tables); a hit opens `<path>?id=<id>`. Its id is the
// resource's `searcher` (recent records are kept under it), else the area.
import type { ApiClient } from '@busops/sdk';
import type { OperationId } from '@busops/sdk/operations';
import type { RecordItem, RecordSearcher } from '../commands/record-search';
import type { ListCriteria } from '../components/list-screen/list-criteria';
import type { ListOperationId } from '../lib/request-state';
import type { Resource, RowOf } from './resource';

export const SEARCH_SIZE = 8;

export function resourceSearcher<L extends ListOperationId, C extends ListCriteria>(
  resource: Resource<L, C>,
  client: ApiClient,
  options: { group: string; record: (row: RowOf<L>) => RecordItem },
): RecordSearcher {
  const call = client.call as (operationId: OperationId, init?: unknown) => Promise<{ data: unknown }>;
  return {
    id: resource.searcher ?? resource.area,
    group: options.group,
    operationId: resource.list,
    async search(keyword, signal) {
      const { data } = await call(resource.list, {
        params: { query: { keyword, page: 0, size: SEARCH_SIZE, with_total: false } },
        signal,
      });
      return (data as { items: RowOf<L>[] }).items.map(options.record);
    },
  };
}
