import { describe, expect, it } from 'vitest';
import {
  type BusPosition,
  filterBuses,
  lastReportLabel,
  lineLabel,
  mergePositions,
  reportedRoutes,
} from './live-positions';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const bus = (over: Partial<BusPosition>): BusPosition => ({
  vehicle_id: 1,
  plate: '51B-123.45',
  fleet_number: '12',
  gps_device_id: 'D1',
  route_id: null,
  route_number: null,
  line_id: null,
  line_name: null,
  lat: 10.77,
  lng: 106.7,
  bearing: 90,
  speed: 5,
  trip_id: null,
  current_stop_sequence: null,
  reported_at: new Date(NOW - 5_000).toISOString(),
  stale: false,
  ...over,
});

describe('live positions', () => {
  it('says how long ago in Vietnamese', () => {
    expect(lastReportLabel(new Date(NOW - 1_000).toISOString(), NOW)).toBe('vừa xong');
    expect(lastReportLabel(new Date(NOW - 12_000).toISOString(), NOW)).toBe('12 giây trước');
    expect(lastReportLabel(new Date(NOW - 185_000).toISOString(), NOW)).toBe('3 phút trước');
    expect(lastReportLabel(new Date(NOW - 2 * 3600_000).toISOString(), NOW)).toBe('2 giờ trước');
    expect(lastReportLabel(null, NOW)).toBe('Chưa có vị trí');
  });

  it('merges a batch, never moving a bus back to an older report', () => {
    const fleet = mergePositions({}, [bus({}), bus({ vehicle_id: 2, plate: '51B-999.99' })]);
    const newer = bus({ lat: 10.8, reported_at: new Date(NOW).toISOString() });
    const older = bus({ vehicle_id: 2, lat: 1, reported_at: new Date(NOW - 60_000).toISOString() });
    const next = mergePositions(fleet, [newer, older]);
    expect(next[1]!.lat).toBe(10.8);
    expect(next[2]!.lat).toBe(10.77);
    expect(fleet[1]!.lat).toBe(10.77); // the previous fleet is untouched
  });

  it('filters by plate or fleet number without diacritics, and by route', () => {
    const buses = [
      bus({ vehicle_id: 1, plate: '51B-123.45', route_id: 7, route_number: '19' }),
      bus({ vehicle_id: 2, plate: '50H-888.01', fleet_number: 'Đ12', route_id: 8, route_number: '152' }),
    ];
    expect(filterBuses(buses, { query: '123', routeId: null }).map((b) => b.vehicle_id)).toEqual([1]);
    expect(filterBuses(buses, { query: 'd12', routeId: null }).map((b) => b.vehicle_id)).toEqual([2]);
    expect(filterBuses(buses, { query: '', routeId: 8 }).map((b) => b.vehicle_id)).toEqual([2]);
    expect(reportedRoutes(buses)).toEqual([
      [7, '19'],
      [8, '152'],
    ]);
  });

  it('labels the line, else the reported trip', () => {
    expect(lineLabel(bus({ route_number: '19', line_name: 'Lượt đi' }))).toBe('Tuyến 19 · Lượt đi');
    expect(lineLabel(bus({ trip_id: 'T-9' }))).toBe('Chuyến T-9');
    expect(lineLabel(bus({}))).toBe('Chưa rõ tuyến');
  });
});
