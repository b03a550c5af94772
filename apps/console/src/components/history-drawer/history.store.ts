// The history drawer's state: one record (its kind, id and title) and the pages of its history read so
// far (listRecordHistory, newest first). Opening another record drops what an older call answers.
import type { ApiClient, operations, Schemas } from '@busops/sdk';
import { proxy, ref } from 'valtio';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/toasts';

export type HistoryEntry = Schemas['HistoryEntry'];
/** The kinds of record that have a history (listRecordHistory's `entity`). */
export type HistoryKind = operations['listRecordHistory']['parameters']['query']['entity'];

export interface HistoryTarget {
  kind: HistoryKind;
  id: number;
  /** The record's name, shown in the drawer's title. */
  title: string;
}

export const HISTORY_PAGE_SIZE = 20;

export interface HistoryState {
  target: HistoryTarget | null;
  items: HistoryEntry[];
  total: number;
  /** Zero-based page last read. */
  page: number;
  requesting: boolean;
  error: string | null;
  open(target: HistoryTarget): Promise<void>;
  /** The next page, appended. */
  more(): Promise<void>;
  close(): void;
}

export function createHistoryStore(client: ApiClient): HistoryState {
  let sequence = 0;

  async function read(page: number): Promise<void> {
    const target = state.target;
    if (!target) return;
    const current = ++sequence;
    state.requesting = true;
    state.error = null;
    try {
      const { data } = await client.call('listRecordHistory', {
        params: { query: { entity: target.kind, record_id: target.id, page, size: HISTORY_PAGE_SIZE } },
      });
      if (current !== sequence) return;
      state.items = ref(page === 0 ? data.items : [...state.items, ...data.items]);
      state.total = data.total;
      state.page = page;
    } catch (error) {
      if (current === sequence) state.error = errorMessage(error);
    } finally {
      if (current === sequence) state.requesting = false;
    }
  }

  const state: HistoryState = proxy({
    target: null as HistoryTarget | null,
    items: ref([] as HistoryEntry[]),
    total: 0,
    page: 0,
    requesting: false,
    error: null as string | null,
    open(target: HistoryTarget) {
      state.target = target;
      state.items = ref([]);
      state.total = 0;
      state.page = 0;
      return read(0);
    },
    more() {
      return read(state.page + 1);
    },
    close() {
      sequence++; // an answer still on its way is dropped
      state.target = null;
      state.requesting = false;
    },
  });
  return state;
}

/** The app's drawer state (over the app's SDK client). */
export const recordHistory = createHistoryStore(api);

/** The title of a list row: its name as the lists show it, else its id. */
export function recordTitle(row: unknown): string {
  const r = row as { id?: unknown; full_name?: unknown; name?: unknown };
  const name = typeof r.full_name === 'string' ? r.full_name : typeof r.name === 'string' ? r.name : null;
  return name ?? `#${String(r.id)}`;
}
