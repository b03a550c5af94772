import { describe, expect, it } from 'vitest';
import { tripCodeOf } from './trip-codes.ts';

describe('tripCodeOf', () => {
  it('names the route, the Vietnamese day and time, and the direction', () => {
    expect(tripCodeOf('08', new Date('2026-11-22T22:30:00Z'), 0)).toBe('08-261123-0530-0');
    expect(tripCodeOf(' 150B ', '2026-11-23T16:05:00Z', 1)).toBe('150B-261123-2305-1');
    expect(tripCodeOf('50 A/B', '2026-11-23T16:05:00Z', 1)).toBe('50AB-261123-2305-1');
  });
});
