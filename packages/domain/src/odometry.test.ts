import { describe, expect, test } from 'vitest';
import { distanceKm } from './geo.ts';
import { COVERAGE_GAP_MS, drivenKm, type PositionFix } from './odometry.ts';

const T0 = Date.UTC(2026, 10, 27, 1, 0);
/** A bus going north at `kmh` from (10.77, 106.70), a fix every `everyS` seconds for `minutes`. */
function trace(minutes: number, kmh = 18, everyS = 5): PositionFix[] {
  const fixes: PositionFix[] = [];
  const degPerKm = 1 / 111.195; // one degree of latitude on the mean sphere
  for (let s = 0; s <= minutes * 60; s += everyS)
    fixes.push({ lat: 10.77 + ((kmh * s) / 3600) * degPerKm, lng: 106.7, at: T0 + s * 1000 });
  return fixes;
}
const END = (minutes: number) => T0 + minutes * 60_000;

describe('drivenKm', () => {
  test('a straight hour at 18 km/h is 18 km', () => {
    const measured = drivenKm(trace(60), T0, END(60));
    expect(measured?.km).toBeCloseTo(18, 1);
    expect(measured?.fixes).toBe(721);
  });

  test('order of the fixes does not matter; fixes outside the window do not count', () => {
    const fixes = trace(60).reverse();
    expect(drivenKm(fixes, T0, END(30))?.km).toBeCloseTo(9, 1);
  });

  test('a bus standing still with GPS jitter drives 0 km', () => {
    const fixes = Array.from({ length: 120 }, (_, i) => ({
      lat: 10.77 + (i % 2 ? 0.00004 : -0.00004), // ±4.4 m
      lng: 106.7,
      at: T0 + i * 5000,
    }));
    expect(drivenKm(fixes, T0, T0 + 119 * 5000)?.km).toBe(0);
  });

  test('a single-fix jump (2 km off) is dropped, anywhere in the trace', () => {
    for (const at of [0, 300, 720]) {
      const fixes = trace(60);
      fixes[at] = { ...fixes[at]!, lng: 106.7 + 0.02 };
      expect(drivenKm(fixes, T0, END(60))?.km, `jump at fix ${at}`).toBeCloseTo(18, 0);
    }
  });

  test('a trace that keeps jumping is not measured', () => {
    const fixes = trace(60).map((f, i) => (i % 2 ? { ...f, lng: 106.72 } : f));
    expect(drivenKm(fixes, T0, END(60))).toBeNull();
  });

  test('holes: late start, early end, a pause longer than the gap are not measured; shorter ones are', () => {
    const fixes = trace(60);
    const gap = COVERAGE_GAP_MS / 5000; // fixes in one gap
    expect(drivenKm(fixes.slice(gap + 1), T0, END(60))).toBeNull();
    expect(drivenKm(fixes.slice(0, -(gap + 1)), T0, END(60))).toBeNull();
    expect(drivenKm([...fixes.slice(0, 100), ...fixes.slice(100 + gap + 1)], T0, END(60))).toBeNull();
    expect(drivenKm(fixes.slice(gap - 1), T0, END(60))?.km).toBeCloseTo(18 - (18 * (gap - 1) * 5) / 3600, 1);
    expect(drivenKm([...fixes.slice(0, 100), ...fixes.slice(100 + gap - 2)], T0, END(60))?.km).toBeCloseTo(
      18,
      1,
    );
  });

  test('nothing to measure: no fixes, one fix, an empty or backwards window', () => {
    expect(drivenKm([], T0, END(60))).toBeNull();
    expect(drivenKm(trace(0), T0, END(1))).toBeNull();
    expect(drivenKm(trace(60), T0, T0)).toBeNull();
    expect(drivenKm(trace(60), END(60), T0)).toBeNull();
  });

  test('dates far in the past and future measure the same', () => {
    const shift = (fixes: PositionFix[], ms: number) => fixes.map((f) => ({ ...f, at: f.at + ms }));
    for (const ms of [Date.UTC(1970, 0, 2) - T0, Date.UTC(2199, 11, 31) - T0]) {
      expect(drivenKm(shift(trace(30), ms), T0 + ms, END(30) + ms)?.km).toBeCloseTo(9, 1);
    }
  });

  test('the km follow the trace, not the straight line from start to end', () => {
    // Out 3 km north and back: 6 km driven, 0 km apart.
    const out = trace(10);
    const back = out.map((_, i) => ({ ...out[out.length - 1 - i]!, at: T0 + (600 + i * 5) * 1000 }));
    const fixes = [...out, ...back.slice(1)];
    expect(distanceKm(fixes[0]!, fixes[fixes.length - 1]!)).toBeLessThan(0.001);
    expect(drivenKm(fixes, T0, END(20))?.km).toBeCloseTo(6, 1);
  });
});
