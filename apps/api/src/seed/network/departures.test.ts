import { describe, expect, it } from 'vitest';
import { departures, minutesOf, timeOf } from './departures.ts';

describe('departures', () => {
  it('steps from the first time and keeps the last one when it falls on the beat', () => {
    expect(departures('05:00', '06:00', 15)).toEqual(['05:00', '05:15', '05:30', '05:45', '06:00']);
  });
  it('stops before the end when the beat passes it', () => {
    expect(departures('05:00', '05:50', 20)).toEqual(['05:00', '05:20', '05:40']);
  });
  it('gives one departure when start and end are equal', () => {
    expect(departures('20:30', '20:30', 10)).toEqual(['20:30']);
  });
  it('refuses an end before the start and a non-positive step', () => {
    expect(() => departures('06:00', '05:00', 10)).toThrow(/before/);
    expect(() => departures('05:00', '06:00', 0)).toThrow(/positive/);
    expect(() => departures('5:00', '06:00', 10)).toThrow(/HH:mm/);
  });
  it('round-trips minutes and times', () => {
    expect(timeOf(minutesOf('23:59'))).toBe('23:59');
    expect(minutesOf('00:00')).toBe(0);
  });
});
