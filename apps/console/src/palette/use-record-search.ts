// Server record search for the palette: debounced, aborted when the query changes, one request per searcher.
// Typing re-renders nothing here: state changes only when the results change (hits), and the loading flag
// lives in a small store that only the spinner subscribes to (`RecordSearchSpinner`).
import { useEffect, useRef, useState } from 'react';
import { proxy } from 'valtio';
import type { RecordItem, RecordSearcher } from '../commands/record-search';
import { DEFAULT_RECORD_SEARCH_MIN_LENGTH } from '../commands/record-search';

export interface RecordHit extends RecordItem {
  searcherId: string;
  group: string;
}

export interface RecordSearchStatus {
  loading: boolean;
}

const NO_HITS: RecordHit[] = [];

const sameHits = (a: readonly RecordHit[], b: readonly RecordHit[]) =>
  a.length === b.length &&
  a.every(
    (hit, i) =>
      hit.searcherId === b[i]!.searcherId &&
      hit.id === b[i]!.id &&
      hit.title === b[i]!.title &&
      hit.subtitle === b[i]!.subtitle &&
      hit.path === b[i]!.path,
  );

export function useRecordSearch(searchers: RecordSearcher[], query: string, delayMs = 250) {
  const [hits, setHits] = useState<RecordHit[]>(NO_HITS);
  const [status] = useState<RecordSearchStatus>(() => proxy({ loading: false }));
  const hitsRef = useRef(hits);
  hitsRef.current = hits;
  const key = searchers.map((s) => s.id).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: searchers are identified by `key`
  useEffect(() => {
    const trimmed = query.trim();
    const active = searchers.filter(
      (s) => trimmed.length >= (s.minLength ?? DEFAULT_RECORD_SEARCH_MIN_LENGTH),
    );
    if (active.length === 0) {
      // below the minimum length: only commands; no state update when there is nothing to clear
      if (hitsRef.current.length > 0) setHits(NO_HITS);
      if (status.loading) status.loading = false;
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      status.loading = true;
      void Promise.allSettled(
        active.map(async (s) =>
          (await s.search(trimmed, controller.signal)).map((item) => ({
            ...item,
            searcherId: s.id,
            group: s.group,
          })),
        ),
      ).then((results) => {
        if (controller.signal.aborted) return;
        const next = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
        if (!sameHits(next, hitsRef.current)) setHits(next.length ? next : NO_HITS);
        status.loading = false;
      });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, query, delayMs]);

  return { hits, status };
}
