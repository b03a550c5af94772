import { describe, expect, it } from 'vitest';
import { cumulativeKm, distanceKm, lngLatDistanceKm } from './geo.ts';

describe('distances', () => {
  it('measures Bến Thành to Chợ Lớn (about 5.5 km) the same way in both point orders', () => {
    const benThanh = { lat: 10.7721, lng: 106.6983 };
    const choLon = { lat: 10.7503, lng: 106.6519 };
    const km = distanceKm(benThanh, choLon);
    expect(km).toBeGreaterThan(5.4);
    expect(km).toBeLessThan(5.7);
    expect(lngLatDistanceKm([106.6983, 10.7721], [106.6519, 10.7503])).toBe(km);
    expect(distanceKm(benThanh, benThanh)).toBe(0);
  });

  it('adds legs along a path', () => {
    const path = [
      { lat: 10, lng: 106 },
      { lat: 10.01, lng: 106 },
      { lat: 10.02, lng: 106 },
    ];
    const km = cumulativeKm(path, distanceKm);
    expect(km[0]).toBe(0);
    expect(km[2]).toBeCloseTo(2 * km[1]!, 9);
    expect(cumulativeKm([], distanceKm)).toEqual([]);
  });
});
