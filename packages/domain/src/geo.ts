// Great-circle distances on WGS84 points, the one formula of the product (haversine on a sphere of
// the mean Earth radius): line-stop distances, stop files, GTFS shapes, the demo network and the
// simulator all measure with it, so a line is as long in the console as in the feed.

export interface LatLng {
  lat: number;
  lng: number;
}

/** A GeoJSON / GTFS-shape point: [longitude, latitude]. */
export type LngLat = readonly [number, number];

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

const RAD = Math.PI / 180;

export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  // min(1, ...): rounding can push h a hair above 1 for antipodal points, and asin(>1) is NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function lngLatDistanceKm(a: LngLat, b: LngLat): number {
  return distanceKm({ lat: a[1], lng: a[0] }, { lat: b[1], lng: b[0] });
}

/** Cumulative km from the first point of a path (0 for the first; [] for none). */
export function cumulativeKm<P>(points: readonly P[], distance: (a: P, b: P) => number): number[] {
  const out: number[] = [];
  let total = 0;
  points.forEach((point, index) => {
    if (index > 0) total += distance(points[index - 1]!, point);
    out.push(total);
  });
  return out;
}
