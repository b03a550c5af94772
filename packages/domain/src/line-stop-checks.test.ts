import { describe, expect, it } from 'vitest';
import {
  implausibleLengthChange,
  lengthChangeMessage,
  pathKm,
  stopPositionOnLine,
} from './line-stop-checks.ts';

describe('line stop checks', () => {
  it('finds a stop already on the line', () => {
    const stops = [{ stop_id: 4 }, { stop_id: 9 }];
    expect(stopPositionOnLine(stops, 9)).toBe(1);
    expect(stopPositionOnLine(stops, 5)).toBe(-1);
  });

  it('measures the line through its stops in order', () => {
    const a = { lat: 10.77, lng: 106.7 };
    const b = { lat: 10.78, lng: 106.7 };
    const c = { lat: 10.79, lng: 106.7 };
    expect(pathKm([a, b, c])).toBeCloseTo(2.22, 1);
    expect(pathKm([a, c, b])).toBeCloseTo(3.34, 1);
    expect(pathKm([])).toBe(0);
  });

  it('questions a length more than 1,5 times longer or shorter by at least 2 km', () => {
    expect(implausibleLengthChange(18.5, 53.055)).toBe(true);
    expect(implausibleLengthChange(18.5, 10)).toBe(true);
    expect(implausibleLengthChange(18.5, 20)).toBe(false);
    // 1 km to 2 km doubles but is short: moves on a short line pass.
    expect(implausibleLengthChange(1, 2)).toBe(false);
    expect(implausibleLengthChange(0, 5)).toBe(false);
    expect(lengthChangeMessage(18.5, 53.055)).toBe('Thứ tự mới làm lượt dài 53,1 km (trước đó 18,5 km).');
  });
});
