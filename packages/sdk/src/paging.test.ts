import { describe, expect, it } from 'vitest';
import { fromServerPage, pageCriteria, toServerPage } from './paging.ts';

describe('paging (spec §5)', () => {
  it('sends page minus one', () => {
    expect(toServerPage(1)).toBe(0);
    expect(toServerPage(3)).toBe(2);
    expect(toServerPage('4')).toBe(3);
  });

  it('sends an empty page as null', () => {
    expect(toServerPage(undefined)).toBeNull();
    expect(toServerPage(null)).toBeNull();
    expect(toServerPage('')).toBeNull();
    expect(toServerPage('  ')).toBeNull();
    expect(toServerPage('abc')).toBeNull();
  });

  it('never sends a negative page', () => {
    expect(toServerPage(0)).toBe(0);
  });

  it('shows server pages 1-based', () => {
    expect(fromServerPage(0)).toBe(1);
    expect(fromServerPage(4)).toBe(5);
    expect(fromServerPage(undefined)).toBe(1);
    expect(fromServerPage(null)).toBe(1);
  });

  it('builds list criteria, leaving out empty values', () => {
    expect(pageCriteria({ page: 2, size: 20 })).toEqual({ page: 1, size: 20 });
    expect(pageCriteria({ page: '', size: '50' })).toEqual({ size: 50 });
    expect(pageCriteria({})).toEqual({});
    expect(pageCriteria({ page: 1, size: 0 })).toEqual({ page: 0 });
  });
});
