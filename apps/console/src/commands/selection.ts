// The selection of the grid the user works in; ListScreen publishes it, commands read it through ctx.
import { proxy, ref } from 'valtio';
import type { Selection } from './types';

export const selectionState = proxy<Selection>({ entity: null, noun: '', rows: ref([]) });

/** Publishes the selection; the same rows again (by identity, in order) change nothing and render nothing. */
export function setSelection(entity: string, noun: string, rows: readonly unknown[]): void {
  const current = selectionState;
  if (
    current.entity === entity &&
    current.noun === noun &&
    current.rows.length === rows.length &&
    rows.every((row, i) => row === current.rows[i])
  )
    return;
  selectionState.entity = entity;
  selectionState.noun = noun;
  selectionState.rows = ref([...rows]);
}

export function clearSelection(entity?: string): void {
  if (entity && selectionState.entity !== entity) return;
  selectionState.entity = null;
  selectionState.noun = '';
  selectionState.rows = ref([]);
}

/**
 * The selection as it is now, not as last rendered: a shortcut handler runs before React renders the
 * command context again (the grid publishes on the key's own bubbling or the focus's arrival).
 */
export function currentSelection(): Selection {
  return { entity: selectionState.entity, noun: selectionState.noun, rows: selectionState.rows };
}
