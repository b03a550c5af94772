// Recently run commands (palette 'Gần đây', shown first) and recently opened records (launchpad), stored
// locally per browser.
import { proxy } from 'valtio';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage';
import type { RecordItem } from './record-search';

const MAX_RECENT_COMMANDS = 5;
const MAX_RECENT_RECORDS = 8;

export interface RecentRecord {
  /** `<searcher id>:<record id>`. */
  key: string;
  title: string;
  subtitle?: string;
  path: string;
}

export const recentState = proxy({
  commandIds: readStored<string[]>(STORAGE_KEYS.recentCommands, []),
  records: readStored<RecentRecord[]>(STORAGE_KEYS.recentRecords, []),
});

export function rememberCommand(id: string): void {
  recentState.commandIds = [id, ...recentState.commandIds.filter((x) => x !== id)].slice(
    0,
    MAX_RECENT_COMMANDS,
  );
  writeStored(STORAGE_KEYS.recentCommands, recentState.commandIds);
}

/** The key of a record among the recent ones: one per searcher and record id. */
const recordKey = (searcherId: string, id: string | number) => `${searcherId}:${id}`;

/** A record the user opened (from a grid, a palette hit or a link), shown on /menu under 'Bản ghi gần đây'. */
export function rememberOpened(searcherId: string, item: RecordItem): void {
  const record: RecentRecord = {
    key: recordKey(searcherId, item.id),
    title: item.title,
    subtitle: item.subtitle,
    path: item.path,
  };
  recentState.records = [record, ...recentState.records.filter((x) => x.key !== record.key)].slice(
    0,
    MAX_RECENT_RECORDS,
  );
  writeStored(STORAGE_KEYS.recentRecords, recentState.records);
}

/** A deleted record leaves the recent records (its link would only answer 'not found'). */
export function forgetRecords(searcherId: string, ids: readonly (string | number)[]): void {
  const keys = new Set(ids.map((id) => recordKey(searcherId, id)));
  if (!recentState.records.some((r) => keys.has(r.key))) return;
  recentState.records = recentState.records.filter((r) => !keys.has(r.key));
  writeStored(STORAGE_KEYS.recentRecords, recentState.records);
}

/** Re-read from storage (after sign-in as another user, and in tests). */
export function reloadRecent(): void {
  recentState.commandIds = readStored<string[]>(STORAGE_KEYS.recentCommands, []);
  recentState.records = readStored<RecentRecord[]>(STORAGE_KEYS.recentRecords, []);
}
