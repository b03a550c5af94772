// Pure helpers of the live map: merging SSE batches into the fleet, "x giây trước",
// the side panel's filter. No React, no client: unit-tested on their own.
import { fold } from '@busops/domain';
import type { components } from '@busops/sdk';

export type BusPosition = components['schemas']['VehiclePosition'];

/** 'vừa xong', '12 giây trước', '3 phút trước', '2 giờ trước', 'Chưa có vị trí'. */
export function lastReportLabel(reportedAt: string | null, now: number): string {
  if (reportedAt === null) return 'Chưa có vị trí';
  const seconds = Math.max(0, Math.round((now - Date.parse(reportedAt)) / 1000));
  if (seconds < 3) return 'vừa xong';
  if (seconds < 60) return `${seconds} giây trước`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} phút trước`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} giờ trước`;
  return `${Math.floor(seconds / 86_400)} ngày trước`;
}

/** A batch from the stream over the fleet: a bus moves only to a newer report. */
export function mergePositions(
  fleet: Record<number, BusPosition>,
  batch: readonly BusPosition[],
): Record<number, BusPosition> {
  const next = { ...fleet };
  for (const bus of batch) {
    const known = next[bus.vehicle_id];
    if (
      known?.reported_at &&
      bus.reported_at &&
      Date.parse(known.reported_at) >= Date.parse(bus.reported_at)
    ) {
      continue;
    }
    next[bus.vehicle_id] = { ...known, ...bus };
  }
  return next;
}

export interface BusFilter {
  /** Plate or fleet number, without diacritics. */
  query: string;
  /** A route id, or null for every route. */
  routeId: number | null;
}

export function filterBuses(buses: readonly BusPosition[], filter: BusFilter): BusPosition[] {
  const q = fold(filter.query.trim());
  return buses.filter(
    (b) =>
      (filter.routeId === null || b.route_id === filter.routeId) &&
      (q === '' ||
        fold(b.plate).includes(q) ||
        (b.fleet_number !== null && fold(b.fleet_number).includes(q))),
  );
}

/** The routes the fleet reports, for the route filter: [id, 'number'] sorted by number. */
export function reportedRoutes(buses: readonly BusPosition[]): Array<[number, string]> {
  const routes = new Map<number, string>();
  for (const b of buses)
    if (b.route_id !== null && b.route_number !== null) routes.set(b.route_id, b.route_number);
  return [...routes].sort((a, b) => a[1].localeCompare(b[1], 'vi', { numeric: true }));
}

/** The line of a bus as the panel shows it: 'Tuyến 19 · Lượt đi', or the reported trip id. */
export function lineLabel(bus: BusPosition): string {
  if (bus.route_number) return `Tuyến ${bus.route_number}${bus.line_name ? ` · ${bus.line_name}` : ''}`;
  return bus.trip_id ? `Chuyến ${bus.trip_id}` : 'Chưa rõ tuyến';
}
