// The renewal campaign's pure parts: the keyboard selection of rows (Space toggles, Shift+arrows extend
// like the dispatch board), the chunks sent to createExtensionOrders (progress between them) and the
// outcome line.

export interface RowCursor {
  cursor: number;
  selected: ReadonlySet<number>;
}

/** Moves the cursor by `delta` over `ids`; with `extend` the rows passed over (and the new one) are selected. */
export function moveCursor(
  state: RowCursor,
  ids: readonly number[],
  delta: number,
  extend: boolean,
): RowCursor {
  if (ids.length === 0) return state;
  const next = Math.max(0, Math.min(ids.length - 1, state.cursor + delta));
  if (!extend) return { ...state, cursor: next };
  const selected = new Set(state.selected);
  selected.add(ids[state.cursor]!);
  selected.add(ids[next]!);
  return { cursor: next, selected };
}

export function toggleAt(state: RowCursor, ids: readonly number[]): RowCursor {
  const id = ids[state.cursor];
  if (id === undefined) return state;
  const selected = new Set(state.selected);
  if (selected.has(id)) selected.delete(id);
  else selected.add(id);
  return { ...state, selected };
}

export function toggleAll(state: RowCursor, ids: readonly number[]): RowCursor {
  const all = ids.length > 0 && ids.every((id) => state.selected.has(id));
  return { ...state, selected: new Set(all ? [] : ids) };
}

/** The ids in chunks of `size` (the API takes at most 500; smaller chunks show progress). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function outcomeSummary(created: number, refused: number): string {
  if (refused === 0) return `Đã tạo ${created} đơn gia hạn`;
  return `Đã tạo ${created} đơn gia hạn, ${refused} vé không tạo được`;
}
