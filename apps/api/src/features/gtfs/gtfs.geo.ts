// Distances along a polyline of [lng, lat] points (great circle), for shapes.shape_dist_traveled (km).
import { cumulativeKm, type LngLat, lngLatDistanceKm } from '@busops/domain';

/** Cumulative km at each point, starting at 0. */
export function shapeKm(points: readonly LngLat[]): number[] {
  return cumulativeKm(points, lngLatDistanceKm);
}
