// Column state (order, width, visibility, pinning; not sort, which belongs to the criteria) saved per user
// and grid under the storage prefix.
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';

export interface SavedColumn {
  colId: string;
  width?: number | null;
  hide?: boolean | null;
  pinned?: 'left' | 'right' | boolean | null;
}

function storedUserId(): number | string {
  return readStored<{ user_id?: number }>(STORAGE_KEYS.user)?.user_id ?? 'anonymous';
}

export function loadColumnState(gridId: string): SavedColumn[] | undefined {
  return readStored<SavedColumn[]>(STORAGE_KEYS.gridState(storedUserId(), gridId));
}

export function saveColumnState(gridId: string, columns: readonly SavedColumn[]): void {
  const slim = columns.map(({ colId, width, hide, pinned }) => ({ colId, width, hide, pinned }));
  writeStored(STORAGE_KEYS.gridState(storedUserId(), gridId), slim);
}
