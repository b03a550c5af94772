// Plane geometry good enough for a city: distances in km on WGS84 [lng, lat] points, polylines
// densified so a map draws them smoothly, and positions along a polyline by distance.

import { lngLatDistanceKm, cumulativeKm as pathKm } from '@busops/domain';

export type LngLat = [number, number];

export const distanceKm = (a: LngLat, b: LngLat): number => lngLatDistanceKm(a, b);

/** Cumulative distance (km) at each point of a polyline; the last one is its length. */
export function cumulativeKm(points: readonly LngLat[]): number[] {
  return pathKm(points, lngLatDistanceKm);
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Inserts points so that no step is longer than `stepKm` (coordinates rounded to ~0.1 m). */
export function densify(points: readonly LngLat[], stepKm: number): LngLat[] {
  const out: LngLat[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const n = Math.max(1, Math.ceil(distanceKm(a, b) / stepKm));
    for (let k = 0; k < n; k++)
      out.push([round6(a[0] + ((b[0] - a[0]) * k) / n), round6(a[1] + ((b[1] - a[1]) * k) / n)]);
  }
  const last = points[points.length - 1];
  if (last) out.push([round6(last[0]), round6(last[1])]);
  return out;
}

/** The point at `fraction` (0..1) of the straight segment a -> b. */
export function along(a: LngLat, b: LngLat, fraction: number): LngLat {
  return [round6(a[0] + (b[0] - a[0]) * fraction), round6(a[1] + (b[1] - a[1]) * fraction)];
}

export const roundKm = (km: number) => Math.round(km * 1000) / 1000;
