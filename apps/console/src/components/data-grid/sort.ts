// Sorting is done by the API: the grid's sort model becomes the `sort` criterion ('field' or '-field').

export interface SortColumn {
  colId: string;
  sort?: 'asc' | 'desc' | null;
  sortIndex?: number | null;
}

export function sortParam(columns: readonly SortColumn[]): string | undefined {
  const sorted = columns
    .filter((c) => c.sort === 'asc' || c.sort === 'desc')
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0));
  const first = sorted[0];
  if (!first) return undefined;
  return first.sort === 'desc' ? `-${first.colId}` : first.colId;
}

/** 'name' / '-name' -> the column state that shows it. */
export function sortState(sort: string | undefined): { colId: string; sort: 'asc' | 'desc' }[] {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ colId: sort.slice(1), sort: 'desc' }] : [{ colId: sort, sort: 'asc' }];
}

/** Sort changes made by the user (header click or keyboard, menus); the grid's own are 'api', 'gridInitializing'... */
const USER_SORT_SOURCES = new Set(['uiColumnSorted', 'columnMenu', 'contextMenu']);

/**
 * The API sort a sortChanged event asks for, or null when it must not reload: the grid's own events
 * (initial column state, column definitions) and a sort equal to the current one.
 */
export function userSortChange(
  source: string,
  next: string | undefined,
  current: string | undefined,
): { sort: string | undefined } | null {
  if (!USER_SORT_SOURCES.has(source)) return null;
  if ((next ?? '') === (current ?? '')) return null;
  return { sort: next };
}
