// Local storage under the product prefix, JSON values (spec §3). Never throws: private mode or a corrupt
// value reads as absent.
import { STORAGE_PREFIX, USER_STORAGE_KEY } from '@busops/domain';

function fullKey(key: string): string {
  return `${STORAGE_PREFIX}${key}`;
}

export function readStored<T>(key: string): T | undefined;
export function readStored<T>(key: string, fallback: T): T;
export function readStored<T>(key: string, fallback?: T): T | undefined {
  try {
    const raw = localStorage.getItem(fullKey(key));
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(fullKey(key), JSON.stringify(value));
  } catch {
    // quota or private mode: the value only lives for this session
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(fullKey(key));
  } catch {
    // ignore
  }
}

/** Keys used by the shell; feature keys are their own business (prefix them with the feature name). */
export const STORAGE_KEYS = {
  user: USER_STORAGE_KEY,
  showAppTour: 'showAppTour',
  recentCommands: 'recentCommands',
  recentRecords: 'recentRecords',
  // v2: widths only of the columns a user resized (v1 kept every width, which froze the auto-sizing)
  gridState: (userId: number | string, gridId: string) => `grid:v2:${userId}:${gridId}`,
} as const;
