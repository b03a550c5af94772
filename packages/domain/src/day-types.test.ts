import { describe, expect, it } from 'vitest';
import { dayTypeOf } from './day-types.ts';

describe('dayTypeOf', () => {
  it('names weekdays, Saturdays and Sundays', () => {
    expect(dayTypeOf('2026-11-23')).toBe('weekday'); // a Monday
    expect(dayTypeOf('2026-11-28')).toBe('saturday');
    expect(dayTypeOf('2026-11-29')).toBe('sunday');
  });
  it('runs the holiday schedule on the fixed public holidays, whatever the weekday', () => {
    expect(dayTypeOf('2026-01-01')).toBe('holiday');
    expect(dayTypeOf('2026-04-30')).toBe('holiday');
    expect(dayTypeOf('2026-05-01')).toBe('holiday');
    expect(dayTypeOf('2026-09-02')).toBe('holiday');
    expect(dayTypeOf('2027-05-01')).toBe('holiday'); // a Saturday
  });
  it('takes the moving holidays from the caller', () => {
    expect(dayTypeOf('2026-02-17', ['2026-02-17'])).toBe('holiday');
    expect(dayTypeOf('2026-02-17')).toBe('weekday');
  });
  it('refuses what is not a day', () => {
    expect(() => dayTypeOf('23/11/2026')).toThrow(RangeError);
  });
});
