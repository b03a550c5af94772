// Column state (order, visibility, pinning, and the width of columns the user resized; not sort, which
// belongs to the criteria) saved per user and grid under the storage prefix. Other widths come from the
// content on every visit (DataGrid's auto-sizing): a saved width would hold a column at it.
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

/** Saves `columns`; the width only of those in `resized` (the user's own widths). */
export function saveColumnState(
  gridId: string,
  columns: readonly SavedColumn[],
  resized: ReadonlySet<string>,
): void {
  const slim = columns.map(({ colId, width, hide, pinned }) =>
    resized.has(colId) ? { colId, width, hide, pinned } : { colId, hide, pinned },
  );
  writeStored(STORAGE_KEYS.gridState(storedUserId(), gridId), slim);
}
