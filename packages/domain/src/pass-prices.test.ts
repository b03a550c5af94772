import { describe, expect, it } from 'vitest';
import { formatValidity, isValidOn, isValidRange, priceOnDay, rangesOverlap } from './pass-prices.ts';

const r = (validFrom: string, validTo: string | null = null) => ({ validFrom, validTo });

describe('pass price validity', () => {
  it('a range ends on or after its start', () => {
    expect(isValidRange(r('2024-11-01', '2024-11-01'))).toBe(true);
    expect(isValidRange(r('2024-11-01', null))).toBe(true);
    expect(isValidRange(r('2024-11-02', '2024-11-01'))).toBe(false);
  });

  it('includes both ends; null is open', () => {
    expect(isValidOn(r('2024-11-01', '2024-11-30'), '2024-11-01')).toBe(true);
    expect(isValidOn(r('2024-11-01', '2024-11-30'), '2024-11-30')).toBe(true);
    expect(isValidOn(r('2024-11-01', '2024-11-30'), '2024-12-01')).toBe(false);
    expect(isValidOn(r('2024-11-01', '2024-11-30'), '2024-10-31')).toBe(false);
    expect(isValidOn(r('2024-11-01'), '2099-01-01')).toBe(true);
  });

  it('overlap: a shared day overlaps, touching ends too; the day after does not', () => {
    expect(rangesOverlap(r('2024-01-01', '2024-06-30'), r('2024-06-30', '2024-12-31'))).toBe(true);
    expect(rangesOverlap(r('2024-01-01', '2024-06-30'), r('2024-07-01', '2024-12-31'))).toBe(false);
    expect(rangesOverlap(r('2024-07-01', '2024-12-31'), r('2024-01-01', '2024-06-30'))).toBe(false);
    expect(rangesOverlap(r('2024-01-01'), r('2030-01-01', '2030-01-31'))).toBe(true);
    expect(rangesOverlap(r('2024-01-01', '2024-12-31'), r('2025-01-01'))).toBe(false);
    expect(rangesOverlap(r('2024-01-01'), r('2023-01-01'))).toBe(true);
    expect(rangesOverlap(r('2024-03-01', '2024-03-31'), r('2024-01-01', '2024-12-31'))).toBe(true);
  });

  it('picks the price valid on the day, the latest start when two are', () => {
    const old = { id: 1, ...r('2023-01-01', '2024-10-31') };
    const current = { id: 2, ...r('2024-11-01') };
    const nextYear = { id: 3, ...r('2026-01-01') };
    expect(priceOnDay([old, current], '2024-10-31')?.id).toBe(1);
    expect(priceOnDay([old, current], '2024-11-01')?.id).toBe(2);
    expect(priceOnDay([old, current], '2022-12-31')).toBeUndefined();
    expect(priceOnDay([current, nextYear], '2026-01-05')?.id).toBe(3);
    expect(priceOnDay([], '2026-01-05')).toBeUndefined();
  });

  it('formats a range dd/MM/yyyy', () => {
    expect(formatValidity(r('2024-11-01'))).toBe('từ 01/11/2024');
    expect(formatValidity(r('2024-11-01', '2025-12-31'))).toBe('01/11/2024 – 31/12/2025');
  });
});
