import { describe, expect, it } from 'vitest';
import { gtfsTime, secondsOfClock, stopOffsets } from './gtfs.time.ts';

describe('GTFS times', () => {
  it('reads HH:mm and HH:MM:SS, refuses what is not a time', () => {
    expect(secondsOfClock('05:30')).toBe(19_800);
    expect(secondsOfClock('24:10:05')).toBe(87_005);
    expect(secondsOfClock('7:61')).toBeNull();
    expect(secondsOfClock('abc')).toBeNull();
  });

  it('writes times past midnight on the service day', () => {
    expect(gtfsTime(0)).toBe('00:00:00');
    expect(gtfsTime(23 * 3600 + 40 * 60 + 50 * 60)).toBe('24:30:00');
    expect(gtfsTime(50 * 3600)).toBe('50:00:00');
  });

  it('spreads running time by distance, evenly when a distance is missing', () => {
    expect(stopOffsets([0, 1, 4], 40)).toEqual([0, 600, 2400]);
    expect(stopOffsets([0, null, 4], 40)).toEqual([0, 1200, 2400]);
    expect(stopOffsets([2], 40)).toEqual([0]);
  });
});
