// Server record search for the palette: debounced, aborted when the query changes, one request per searcher.
import { useEffect, useState } from 'react';
import type { RecordItem, RecordSearcher } from '../commands/record-search';

export interface RecordHit extends RecordItem {
  searcherId: string;
  group: string;
}

export function useRecordSearch(searchers: RecordSearcher[], query: string, delayMs = 250) {
  const [hits, setHits] = useState<RecordHit[]>([]);
  const [loading, setLoading] = useState(false);
  const key = searchers.map((s) => s.id).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: searchers are identified by `key`
  useEffect(() => {
    const trimmed = query.trim();
    const active = searchers.filter((s) => trimmed.length >= (s.minLength ?? 2));
    if (active.length === 0) {
      setHits([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
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
        setHits(results.flatMap((r) => (r.status === 'fulfilled' ? r.value : [])));
        setLoading(false);
      });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, query, delayMs]);

  return { hits, loading };
}
