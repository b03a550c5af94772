import { describe, expect, it } from 'vitest';
import { diffTrips, type OurTrip, type TheirTrip } from './sync-diff.ts';

const at = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00+07:00`).toISOString();
let id = 0;
const ours = (hhmm: string, extra: Partial<OurTrip> = {}): OurTrip => ({
  id: ++id,
  version: 1,
  code: `01-261124-${hhmm.replace(':', '')}-0`,
  route_id: 1,
  direction: 0,
  planned_departure: at(hhmm),
  planned_arrival: at('23:00'),
  vehicle_id: null,
  driver_id: null,
  conductor_id: null,
  status: 'planned',
  note: null,
  external_ref: null,
  field_sources: {},
  ...extra,
});
const theirs = (ref: string, hhmm: string, extra: Partial<TheirTrip> = {}): TheirTrip => ({
  external_ref: ref,
  route_id: 1,
  route_number: '01',
  line_id: 1,
  direction: 0,
  planned_departure: at(hhmm),
  planned_arrival: at('23:00'),
  ...extra,
});

describe('sync diff', () => {
  it('ties a lost trip at the same time instead of adding a second one under its code', () => {
    const lost = ours('05:12', { status: 'lost' });
    const diff = diffTrips([lost], [theirs('x', '05:12', { note: 'khác' })]);
    expect(diff.added).toEqual([]);
    expect(diff.changed).toEqual([
      {
        trip_id: lost.id,
        code: lost.code,
        version: 1,
        external_ref: 'x',
        changes: [{ field: 'external_ref', ours: null, theirs: 'x', our_source: null }],
      },
    ]);
  });

  it('ties again a trip whose outside trip the source no longer has (another source before)', () => {
    const old = ours('06:00', { external_ref: 'old-source-1' });
    const diff = diffTrips([old], [theirs('new-1', '06:00')]);
    expect(diff.added).toEqual([]);
    expect(diff.changed.map((c) => c.changes[0])).toEqual([
      { field: 'external_ref', ours: 'old-source-1', theirs: 'new-1', our_source: null },
    ]);
  });

  it('adds one trip for two source trips at the same time, and none over a trip tied to another', () => {
    const tied = ours('07:00', { external_ref: 'a' });
    const diff = diffTrips(
      [tied],
      [theirs('a', '07:00'), theirs('b', '07:00'), theirs('c', '08:00'), theirs('d', '08:00')],
    );
    expect(diff.added.map((t) => t.external_ref)).toEqual(['c']);
    expect(diff.changed).toEqual([]);
  });
});
