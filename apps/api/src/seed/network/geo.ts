// Plane geometry good enough for a city: distances in km on WGS84 [lng, lat] points, polylines
// densified so a map draws them smoothly, and positions along a polyline by distance.

export type LngLat = [number, number];

const EARTH_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm(a: LngLat, b: LngLat): number {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

/** Cumulative distance (km) at each point of a polyline; the last one is its length. */
export function cumulativeKm(points: readonly LngLat[]): number[] {
  const out = [0];
  for (let i = 1; i < points.length; i++) out.push(out[i - 1]! + distanceKm(points[i - 1]!, points[i]!));
  return out;
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
