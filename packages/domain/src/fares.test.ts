import { describe, expect, it } from 'vitest';
import { AUTO_PRICE_PRESETS, autoPriceFor, clockMinutes, generateDepartures } from './fares.ts';

const hanoi = AUTO_PRICE_PRESETS.hanoi2024;

describe('autoPriceFor', () => {
  it('takes the smallest band that covers the distance, else the open-ended one', () => {
    expect(autoPriceFor(hanoi, 'standard', 10)).toBe(8_000);
    expect(autoPriceFor(hanoi, 'standard', 15)).toBe(8_000);
    expect(autoPriceFor(hanoi, 'standard', 15.1)).toBe(10_000);
    expect(autoPriceFor(hanoi, 'standard', 35)).toBe(15_000);
    expect(autoPriceFor(hanoi, 'standard', 60)).toBe(20_000);
    expect(autoPriceFor(hanoi, 'standard', null)).toBe(20_000);
  });

  it('answers null when no entry of the type matches', () => {
    expect(autoPriceFor(hanoi, 'student', 5)).toBeNull();
    expect(autoPriceFor([{ type: 'standard', price: 5_000, maxDistanceKm: 10 }], 'standard', 12)).toBeNull();
    expect(autoPriceFor(AUTO_PRICE_PRESETS.hcmc, 'student', 40)).toBe(3_000);
  });
});

describe('generateDepartures', () => {
  it('includes both ends on the step: 05:00-22:00 every 15 min is 69 departures', () => {
    const times = generateDepartures('05:00', '22:00', 15);
    expect(times).toHaveLength(69);
    expect(times[0]).toBe('05:00');
    expect(times.at(-1)).toBe('22:00');
    expect(generateDepartures('05:00', '05:20', 15)).toEqual(['05:00', '05:15']);
  });

  it('is empty for malformed input or a reversed range', () => {
    expect(generateDepartures('22:00', '05:00', 15)).toEqual([]);
    expect(generateDepartures('5:00', '22:00', 15)).toEqual([]);
    expect(generateDepartures('05:00', '22:00', 0)).toEqual([]);
    expect(clockMinutes('24:00')).toBeNull();
  });
});
