import { describe, expect, it } from 'vitest';
import { stepDay, stepMonth, stepOf, typedDayText, typedMonthText } from './calendar-text';

describe('typing a day', () => {
  it('adds the slashes while typing forward and keeps what is deleted deleted', () => {
    expect(typedDayText('3', '')).toBe('3');
    expect(typedDayText('31', '3')).toBe('31/');
    expect(typedDayText('31/10', '31/1')).toBe('31/10/');
    expect(typedDayText('31/10/2026', '31/10/202')).toBe('31/10/2026');
    expect(typedDayText('31', '31/')).toBe('31');
  });

  it('takes eight digits pasted or typed at once, and dots or dashes as separators', () => {
    expect(typedDayText('31102026', '')).toBe('31/10/2026');
    expect(typedDayText('1.2.2026', '')).toBe('1/2/2026');
    expect(typedDayText('31/10/2026x', '31/10/2026')).toBe('31/10/2026');
  });

  it('types a month the same way', () => {
    expect(typedMonthText('06', '0')).toBe('06/');
    expect(typedMonthText('062026', '')).toBe('06/2026');
    expect(typedMonthText('6/2026', '6/202')).toBe('6/2026');
  });
});

describe('stepping', () => {
  it('moves a day from the value, or from today when there is none, across months and years', () => {
    expect(stepDay('2026-12-31', 1, '2026-01-01')).toBe('2027-01-01');
    expect(stepDay('2026-03-01', -1, '2026-01-01')).toBe('2026-02-28');
    expect(stepDay('', 1, '2026-11-27')).toBe('2026-11-28');
  });

  it('moves a month across years', () => {
    expect(stepMonth('2026-12', 1, '2026-01-01')).toBe('2027-01');
    expect(stepMonth('2026-01', -1, '2026-01-01')).toBe('2025-12');
    expect(stepMonth('', 0, '2026-11-27')).toBe('2026-11');
    expect(stepMonth('2026-06', -12, '2026-01-01')).toBe('2025-06');
  });

  it('reads the step keys', () => {
    expect([stepOf('ArrowUp', 30), stepOf('+', 30), stepOf('-', 30), stepOf('PageDown', 30)]).toEqual([
      1, 1, -1, -30,
    ]);
    expect(stepOf('5', 30)).toBe(0);
  });
});
