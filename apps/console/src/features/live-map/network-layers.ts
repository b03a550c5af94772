// What /vehicle/map hands the shared map: the network's lines coloured by route (only the chosen
// route's when the panel filters one), its stops (likewise), and the buses (stale ones grey). Buses keep the
// map's one blue, not their route's colour: a bus on its own line would vanish into it. Pure:
// unit-tested without Leaflet.
import type { components } from '@busops/sdk';
import type { MapBus, MapLine, MapStop } from '../../components/network-map/network-map.types';
import type { BusPosition } from './live-positions';

export type NetworkMapData = components['schemas']['NetworkMap'];
export type NetworkLine = NetworkMapData['lines'][number];

/** A route without its own colour: the map's default line green. */
export const DEFAULT_LINE_COLOR = '#238551';

/** The lines to draw: all of them, or only the filtered route's (the map then fits to them). */
export function mapLines(lines: readonly NetworkLine[], routeId: number | null): MapLine[] {
  return lines
    .filter((l) => routeId === null || l.route_id === routeId)
    .map((l) => ({
      id: l.id,
      name: `Tuyến ${l.route_number} · ${l.name}`,
      color: l.color ?? DEFAULT_LINE_COLOR,
      coordinates: l.coordinates as MapLine['coordinates'],
    }));
}

/** The stops to draw: all of them, or only those the filtered route's lines visit. */
export function mapStops(network: NetworkMapData, routeId: number | null): MapStop[] {
  let visited: Set<number> | null = null;
  if (routeId !== null) {
    visited = new Set();
    for (const l of network.lines) if (l.route_id === routeId) for (const id of l.stop_ids) visited.add(id);
  }
  return network.stops
    .filter((s) => visited === null || visited.has(s.id))
    .map((s) => ({ id: s.id, name: `${s.code} · ${s.name}`, lat: s.lat, lng: s.lng }));
}

/** The buses with a position, as the map draws them. */
export function mapBuses(buses: readonly BusPosition[], staleIds: ReadonlySet<number>): MapBus[] {
  const drawn: MapBus[] = [];
  for (const b of buses) {
    if (b.lat === null || b.lng === null) continue;
    drawn.push({
      id: b.vehicle_id,
      label: b.route_number ? `${b.plate} · ${b.route_number}` : b.plate,
      lat: b.lat,
      lng: b.lng,
      ...(b.bearing === null ? {} : { bearing: b.bearing }),
      stale: staleIds.has(b.vehicle_id),
    });
  }
  return drawn;
}

/** The route filter's choices: the network's routes and any a bus reports, [id, 'number'] by number. */
export function filterRoutes(
  lines: readonly NetworkLine[],
  reported: ReadonlyArray<[number, string]>,
): Array<[number, string]> {
  const routes = new Map<number, string>(reported);
  for (const l of lines) routes.set(l.route_id, l.route_number);
  return [...routes].sort((a, b) => a[1].localeCompare(b[1], 'vi', { numeric: true }));
}
