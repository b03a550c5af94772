// Server-side record search for the palette ('Bản ghi'): cmdk filters only the commands; records come
// from the API (design §7: search records on the server). Features register their searchers.

import { isPermitted } from './registry';
import type { CommandContext, OperationId } from './types';

export interface RecordItem {
  /** Unique within its searcher. */
  id: string;
  title: string;
  subtitle?: string;
  /** Where opening the record goes, e.g. `/employee?id=12`. */
  path: string;
}

export interface RecordSearcher {
  id: string;
  /** Section heading in the palette: 'Nhân viên', 'Công ty'. */
  group: string;
  /** The list operation it calls: the searcher only runs for users allowed to call it. */
  operationId: OperationId;
  /**
   * Shortest query worth a request. Default 3 (`DEFAULT_RECORD_SEARCH_MIN_LENGTH`): a 1-2 character
   * `%xx%` cannot use the trigram index and scans the whole table; shorter queries match only commands.
   */
  minLength?: number;
  search: (query: string, signal: AbortSignal) => Promise<RecordItem[]>;
}

export const DEFAULT_RECORD_SEARCH_MIN_LENGTH = 3;

const searchers = new Map<string, RecordSearcher>();

export function registerRecordSearchers(list: readonly RecordSearcher[]): void {
  for (const searcher of list) searchers.set(searcher.id, searcher);
}

export function visibleSearchers(ctx: Pick<CommandContext, 'principal'>): RecordSearcher[] {
  return [...searchers.values()].filter((s) =>
    isPermitted(
      { id: s.id, title: s.group, group: 'actions', operationId: s.operationId, run: () => {} },
      ctx,
    ),
  );
}

export function clearRecordSearchers(): void {
  searchers.clear();
}
