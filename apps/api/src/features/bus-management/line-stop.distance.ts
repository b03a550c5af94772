// Distances of a line's stops from its first stop: straight segments between consecutive stops on the
// sphere (@busops/domain distanceKm). Cheap enough to recompute for the whole line on every change.
import { cumulativeKm, distanceKm, type LatLng } from '@busops/domain';

/** Cumulative km from the first point, rounded to metres; [] for no points. */
export function stopDistancesKm(points: readonly LatLng[]): number[] {
  return cumulativeKm(points, distanceKm).map((km) => Math.round(km * 1000) / 1000);
}
