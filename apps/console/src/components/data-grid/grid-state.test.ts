// Saved column state keeps the user's own widths only: the others are measured from the content on
// every visit (a saved auto-size width held a column at it, cutting names on a wider page).
import { afterEach, describe, expect, it } from 'vitest';
import { loadColumnState, saveColumnState } from './grid-state';

afterEach(() => localStorage.clear());

describe('saved column state', () => {
  it('keeps order, visibility and pinning of every column and the width of resized ones only', () => {
    saveColumnState(
      'things',
      [
        { colId: 'name', width: 310, hide: false, pinned: 'left' },
        { colId: 'address', width: 95, hide: false, pinned: null },
        { colId: 'code', width: 74, hide: true, pinned: null },
      ],
      new Set(['address']),
    );
    expect(loadColumnState('things')).toEqual([
      { colId: 'name', hide: false, pinned: 'left' },
      { colId: 'address', width: 95, hide: false, pinned: null },
      { colId: 'code', hide: true, pinned: null },
    ]);
  });
});
