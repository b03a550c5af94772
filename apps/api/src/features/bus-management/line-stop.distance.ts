// Distances of a line's stops from its first stop: straight segments between consecutive stops on the
// sphere (haversine). Cheap enough to recompute for the whole line on every change (300 stops: ~µs).
const EARTH_RADIUS_KM = 6371.0088;

export interface LatLng {
  lat: number;
  lng: number;
}

export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Cumulative km from the first point, rounded to metres; [] for no points. */
export function cumulativeKm(points: readonly LatLng[]): number[] {
  let total = 0;
  return points.map((point, i) => {
    if (i > 0) total += haversineKm(points[i - 1]!, point);
    return Math.round(total * 1000) / 1000;
  });
}
