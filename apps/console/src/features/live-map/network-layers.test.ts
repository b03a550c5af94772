// The layers /vehicle/map hands the shared map: lines by route (filtered), stale
// flags, unplaced buses left out, the route filter's choices.
import { describe, expect, it } from 'vitest';
import type { BusPosition } from './live-positions';
import {
  DEFAULT_LINE_COLOR,
  filterRoutes,
  mapBuses,
  mapLines,
  mapStops,
  type NetworkLine,
} from './network-layers';

const line = (over: Partial<NetworkLine>): NetworkLine => ({
  id: 1,
  route_id: 10,
  route_number: '19',
  direction: 0,
  name: 'Lượt đi',
  color: '#D9822B',
  coordinates: [
    [106.7, 10.77],
    [106.71, 10.78],
  ],
  stop_ids: [5, 6],
  ...over,
});
const lines = [line({}), line({ id: 2, route_id: 11, route_number: '152', color: null, stop_ids: [6] })];

const bus = (over: Partial<BusPosition>): BusPosition => ({
  vehicle_id: 1,
  plate: '51B-123.45',
  fleet_number: null,
  gps_device_id: 'D1',
  route_id: 10,
  route_number: '19',
  line_id: 1,
  line_name: 'Lượt đi',
  lat: 10.77,
  lng: 106.7,
  bearing: 90,
  speed: 5,
  trip_id: null,
  current_stop_sequence: null,
  reported_at: '2026-01-01T00:00:00Z',
  stale: false,
  ...over,
});

describe('network layers', () => {
  it('colours lines by route (default green) and keeps only the filtered route', () => {
    expect(mapLines(lines, null).map((l) => l.color)).toEqual(['#D9822B', DEFAULT_LINE_COLOR]);
    expect(mapLines(lines, 11).map((l) => l.id)).toEqual([2]);
    expect(mapLines(lines, null)[0]!.name).toBe('Tuyến 19 · Lượt đi');
  });

  it("names stops by code and name; a filtered route keeps its lines' stops", () => {
    const network = {
      lines,
      stops: [
        { id: 5, code: 'Q1-001', name: 'Bến Thành', lat: 10.7, lng: 106.6 },
        { id: 6, code: 'Q5-002', name: 'Chợ Lớn', lat: 10.75, lng: 106.65 },
      ],
    };
    expect(mapStops(network, null)[0]).toEqual({ id: 5, name: 'Q1-001 · Bến Thành', lat: 10.7, lng: 106.6 });
    expect(mapStops(network, 11).map((s) => s.id)).toEqual([6]);
    expect(mapStops(network, 10).map((s) => s.id)).toEqual([5, 6]);
  });

  it('draws placed buses, stale ones flagged', () => {
    const drawn = mapBuses(
      [
        bus({}),
        bus({ vehicle_id: 2, route_id: 11, bearing: null }),
        bus({ vehicle_id: 3, lat: null, lng: null }),
      ],
      new Set([2]),
    );
    expect(drawn).toEqual([
      {
        id: 1,
        label: '51B-123.45 · 19',
        lat: 10.77,
        lng: 106.7,
        bearing: 90,
        stale: false,
      },
      { id: 2, label: '51B-123.45 · 19', lat: 10.77, lng: 106.7, stale: true },
    ]);
  });

  it('offers the network routes and the reported ones, by number', () => {
    expect(filterRoutes(lines, [[12, '2']])).toEqual([
      [12, '2'],
      [10, '19'],
      [11, '152'],
    ]);
  });
});
