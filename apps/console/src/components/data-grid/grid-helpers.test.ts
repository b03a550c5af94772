import { describe, expect, it } from 'vitest';
import { listQuery } from '../list-screen/list-criteria';
import { pageCount } from './pager';
import { sortParam, sortState, userSortChange } from './sort';
import { computeTotals } from './totals';

describe('grid helpers', () => {
  it('sums money columns of the page for the totals row', () => {
    const rows = [{ amount: 1000, fee: 5 }, { amount: 2500 }, { amount: null }];
    expect(computeTotals(rows, ['amount', 'fee'], { field: 'name', text: 'Tổng' })).toMatchObject({
      amount: 3500,
      fee: 5,
      name: 'Tổng',
    });
  });

  it('turns the grid sort into the API sort and back', () => {
    expect(
      sortParam([
        { colId: 'name', sort: null },
        { colId: 'created_at', sort: 'desc' },
      ]),
    ).toBe('-created_at');
    expect(sortParam([{ colId: 'name' }])).toBeUndefined();
    expect(sortState('-created_at')).toEqual([{ colId: 'created_at', sort: 'desc' }]);
  });

  it('sends page - 1, leaves out empty filters (spec §5)', () => {
    expect(listQuery({ page: 3, size: 20, sort: 'name', keyword: ' an ', status: '' })).toEqual({
      keyword: 'an',
      page: 2,
      size: 20,
      sort: 'name',
    });
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe("userSortChange (no reload for the grid's own sort events)", () => {
  it('reloads only for a user sort that differs from the current one', () => {
    expect(userSortChange('api', 'name', '-created_at')).toBeNull(); // applyColumnState in onGridReady
    expect(userSortChange('gridInitializing', undefined, '-created_at')).toBeNull();
    expect(userSortChange('gridOptionsChanged', 'name', undefined)).toBeNull();
    expect(userSortChange('uiColumnSorted', '-created_at', '-created_at')).toBeNull();
    expect(userSortChange('uiColumnSorted', 'name', '-created_at')).toEqual({ sort: 'name' });
    expect(userSortChange('uiColumnSorted', undefined, 'name')).toEqual({ sort: undefined });
  });
});
