import { describe, expect, it } from 'vitest';
import { chunks, moveCursor, outcomeSummary, toggleAll, toggleAt } from './campaign';

const ids = [11, 12, 13, 14];

describe('campaign selection', () => {
  it('Space toggles the row under the cursor, Shift+arrows extend', () => {
    let s = { cursor: 0, selected: new Set<number>() as ReadonlySet<number> };
    s = toggleAt(s, ids);
    expect([...s.selected]).toEqual([11]);
    s = moveCursor(s, ids, 1, true);
    s = moveCursor(s, ids, 1, true);
    expect([...s.selected].sort()).toEqual([11, 12, 13]);
    s = moveCursor(s, ids, 5, false);
    expect(s.cursor).toBe(3);
    s = toggleAt(s, ids);
    expect(s.selected.has(14)).toBe(true);
    s = toggleAll(s, ids);
    expect(s.selected.size).toBe(0);
    s = toggleAll(s, ids);
    expect(s.selected.size).toBe(4);
  });

  it('chunks and words the outcome', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(outcomeSummary(3, 0)).toBe('Đã tạo 3 đơn gia hạn');
    expect(outcomeSummary(2, 1)).toBe('Đã tạo 2 đơn gia hạn, 1 vé không tạo được');
  });
});
