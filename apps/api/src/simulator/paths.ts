// The paths demo buses drive: each line's shape ([lng, lat] points), or its stops in order when it
// has none, measured in metres so a bus can be placed at any distance along it.
import { distanceKm } from '@busops/domain';

export interface LinePath {
  lineId: number;
  routeId: number;
  direction: number;
  /** [lat, lng] points. */
  points: Array<[number, number]>;
  /** Cumulative metres at each point. */
  at: number[];
  length: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Metres between two [lat, lng] points. */
export function metresBetween(a: [number, number], b: [number, number]): number {
  return distanceKm({ lat: a[0], lng: a[1] }, { lat: b[0], lng: b[1] }) * 1000;
}

export function bearingBetween(a: [number, number], b: [number, number]): number {
  const y = Math.sin(rad(b[1] - a[1])) * Math.cos(rad(b[0]));
  const x =
    Math.cos(rad(a[0])) * Math.sin(rad(b[0])) -
    Math.sin(rad(a[0])) * Math.cos(rad(b[0])) * Math.cos(rad(b[1] - a[1]));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

export function linePath(
  lineId: number,
  routeId: number,
  direction: number,
  points: Array<[number, number]>,
): LinePath {
  const at = [0];
  for (let i = 1; i < points.length; i++) at.push(at[i - 1]! + metresBetween(points[i - 1]!, points[i]!));
  return { lineId, routeId, direction, points, at, length: at[at.length - 1] ?? 0 };
}

/** The point `metres` along the path and the heading there. */
export function pointAlong(path: LinePath, metres: number): { lat: number; lng: number; bearing: number } {
  const d = Math.max(0, Math.min(metres, path.length));
  let i = 1;
  while (i < path.at.length - 1 && path.at[i]! < d) i++;
  const a = path.points[i - 1]!;
  const b = path.points[i]!;
  const span = path.at[i]! - path.at[i - 1]!;
  const f = span > 0 ? (d - path.at[i - 1]!) / span : 0;
  return { lat: a[0] + (b[0] - a[0]) * f, lng: a[1] + (b[1] - a[1]) * f, bearing: bearingBetween(a, b) };
}
