// Distances along a polyline of [lng, lat] points (great circle), for shapes.shape_dist_traveled (km).

const EARTH_RADIUS_KM = 6371.0088;

export function haversineKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Cumulative km at each point, starting at 0. */
export function cumulativeKm(points: ReadonlyArray<readonly [number, number]>): number[] {
  const out: number[] = [];
  let total = 0;
  points.forEach((point, index) => {
    if (index > 0) total += haversineKm(points[index - 1]!, point);
    out.push(total);
  });
  return out;
}
