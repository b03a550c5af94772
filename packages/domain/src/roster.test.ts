import { describe, expect, it } from 'vitest';
import { isOnDuty, longestContinuousMinutes, shiftWindow, weekStart } from './roster.ts';
import { addDays } from './vehicle-documents.ts';

const at = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00+07:00`);
const trip = (from: string, to: string) => ({ departure: at(from), arrival: at(to) });

describe('roster arithmetic', () => {
  it('a 2-on 1-off cycle repeats from its first working day, and is off before it', () => {
    const days = [0, 1, 2, 3, 4, 5].map((n) => isOnDuty(addDays('2026-11-01', n), '2026-11-01', 2, 1));
    expect(days).toEqual([true, true, false, true, true, false]);
    expect(isOnDuty('2026-10-31', '2026-11-01', 2, 1)).toBe(false);
    expect(isOnDuty('2026-12-31', '2026-11-01', 1, 0)).toBe(true);
  });

  it('a shift is Vietnam time; one ending before it starts ends the next day', () => {
    expect(shiftWindow('2026-11-23', '05:00', '13:30')).toEqual({
      from: new Date('2026-11-22T22:00:00Z'),
      to: new Date('2026-11-23T06:30:00Z'),
    });
    expect(shiftWindow('2026-11-23', '22:00', '04:00')?.to).toEqual(new Date('2026-11-23T21:00:00Z'));
    expect(shiftWindow('2026-11-23', '25:00', '04:00')).toBeNull();
  });

  it('weeks start on Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
  });

  it('gaps under 15 minutes are no break: the run goes on', () => {
    expect(longestContinuousMinutes([trip('05:00', '06:00'), trip('06:14', '07:14')])).toBe(120);
    expect(longestContinuousMinutes([trip('05:00', '06:00'), trip('06:15', '07:15')])).toBe(60);
    expect(longestContinuousMinutes([])).toBe(0);
  });
});
