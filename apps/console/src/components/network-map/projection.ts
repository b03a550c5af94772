// Web Mercator (EPSG:3857, what Leaflet and every XYZ tile server use) as plain arithmetic, so 3,000 bus
// positions are projected once when they arrive (to "world" units, 0..1 across the world) and each redraw
// is two multiply-adds per bus instead of 3,000 LatLng/Point allocations through Leaflet. Also the
// bounds and fit decisions of the map, testable without a browser.
import type { LngLat, LngLatTuple, MapBus, MapFitTarget, MapLine, MapStop } from './network-map.types';

/** Leaflet's SphericalMercator.MAX_LATITUDE: beyond it the projection is clamped. */
export const MAX_LATITUDE = 85.0511287798;

/** Pixels across the world at zoom 0 (256-pixel tiles). */
export const TILE_SIZE = 256;

/** Longitude to world x in [0, 1] (0 = 180°W). */
export function worldX(lng: number): number {
  return lng / 360 + 0.5;
}

/** Latitude to world y in [0, 1] (0 = the north edge), clamped as Leaflet clamps. */
export function worldY(lat: number): number {
  const clamped = Math.max(Math.min(lat, MAX_LATITUDE), -MAX_LATITUDE);
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** Width of the world in pixels at a zoom level. */
export function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

export interface GeoBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The smallest box around the points, ignoring non-finite coordinates; null when none is left. */
export function boundsOf(points: Iterable<LngLat>): GeoBounds | null {
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const { lng, lat } of points) {
    if (!isValidPosition(lng, lat)) continue;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return west === Number.POSITIVE_INFINITY ? null : { west, south, east, north };
}

/** A drawable position: finite, within the world, and not the (0, 0) a device sends before its first fix. */
export function isValidPosition(lng: number, lat: number): boolean {
  return (
    Number.isFinite(lng) &&
    Number.isFinite(lat) &&
    Math.abs(lng) <= 180 &&
    Math.abs(lat) <= 90 &&
    !(lng === 0 && lat === 0)
  );
}

function* linePoints(lines: readonly MapLine[]): Generator<LngLat> {
  for (const line of lines) for (const [lng, lat] of line.coordinates) yield { lng, lat };
}

/** What `fitTo` means when a screen leaves it out: the most stable data it gave. */
export function defaultFitTarget(
  lines: readonly MapLine[] | undefined,
  stops: readonly MapStop[] | undefined,
  buses: readonly MapBus[] | undefined,
): MapFitTarget {
  if (lines?.some((line) => line.coordinates.length > 0)) return 'lines';
  if (stops?.length) return 'stops';
  if (buses?.length) return 'buses';
  return 'none';
}

/** The box the view fits for a target; 'lines' includes the stops (a line without a shape yet). */
export function fitBounds(
  target: MapFitTarget,
  data: { lines?: readonly MapLine[]; stops?: readonly MapStop[]; buses?: Iterable<LngLat> },
): GeoBounds | null {
  switch (target) {
    case 'lines':
      return boundsOf(concat(linePoints(data.lines ?? []), data.stops ?? []));
    case 'stops':
      return boundsOf(data.stops ?? []);
    case 'buses':
      return boundsOf(data.buses ?? []);
    default:
      return null;
  }
}

function* concat<T>(...parts: Iterable<T>[]): Generator<T> {
  for (const part of parts) yield* part;
}

/**
 * A key that changes when the fitted things change identity (another line, other stops) but not when
 * they merely re-render: the map refits on a new key, never on a bus update.
 */
export function fitKey(
  target: MapFitTarget,
  lines: readonly MapLine[] | undefined,
  stops: readonly MapStop[] | undefined,
): string {
  if (target === 'lines') return `lines:${(lines ?? []).map((l) => l.id).join(',')}|${stopIds(stops)}`;
  if (target === 'stops') return `stops:${stopIds(stops)}`;
  return target; // 'buses' fits once, when the first buses arrive; 'none' never
}

const stopIds = (stops: readonly MapStop[] | undefined) => (stops ?? []).map((s) => s.id).join(',');

/** Coordinates handed to onMapClick: 6 decimals (about 0.1 m), what a stop's form keeps. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Wraps a clicked longitude into [-180, 180] (the map repeats the world sideways). */
export function wrapLongitude(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/** A picked point from a click: wrapped and rounded. */
export function pickedFromClick(lng: number, lat: number): LngLat {
  return { lng: roundCoordinate(wrapLongitude(lng)), lat: roundCoordinate(lat) };
}

/** [lng, lat] tuples to Leaflet's [lat, lng] order, dropping invalid points. */
export function toLatLngs(coordinates: readonly LngLatTuple[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [lng, lat] of coordinates) if (isValidPosition(lng, lat)) out.push([lat, lng]);
  return out;
}
