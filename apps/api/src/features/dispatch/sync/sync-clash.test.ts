// The sync's clash rule on a pure diff: only our trips the source does not have (the diff's `removed`)
// serve a source time; the other direction, a cancelled trip and a trip 11 minutes away serve none.
import { describe, expect, it } from 'vitest';
import { applyOnExisting } from './sync-clash.ts';
import { diffTrips, type OurTrip, type TheirTrip } from './sync-diff.ts';

const at = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00+07:00`).toISOString();
let id = 0;
const ours = (hhmm: string, extra: Partial<OurTrip> = {}): OurTrip => ({
  id: ++id,
  version: 1,
  code: `01-261124-${hhmm.replace(':', '')}-${extra.direction ?? 0}`,
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
const theirs = (ref: string, hhmm: string): TheirTrip => ({
  external_ref: ref,
  route_id: 1,
  route_number: '01',
  line_id: 1,
  direction: 0,
  planned_departure: at(hhmm),
  planned_arrival: at('23:00'),
});

describe('applyOnExisting', () => {
  const day = [
    ours('06:00'), // matched by time: the source's own trip, serves nothing
    ours('07:05'), // no work: served, replaceable
    ours('08:10', { driver_id: 4 }), // work: served, stays
    ours('09:00', { direction: 1 }), // other direction
    ours('10:05', { status: 'cancelled' }), // serves no one
    ours('11:11'), // 11 minutes from 11:00
  ];
  const source = ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00'].map((t, i) => theirs(`s${i}`, t));
  const diff = diffTrips(day, source, { routeIds: [1] });
  const covered = new Set([1]);

  it('skips the served times by default and lists the trips that serve them', () => {
    const { diff: out, clash } = applyOnExisting(diff, day, 'skip_served', covered);
    expect(clash).toMatchObject({ running_count: 5, served_count: 2 });
    expect(clash.existing.map((e) => [e.code, e.serves])).toEqual([
      ['01-261124-0705-0', ['s1']],
      ['01-261124-0810-0', ['s2']],
    ]);
    expect(out.added.map((t) => t.external_ref)).toEqual(['s3', 's4', 's5']);
    expect(diff.added).toHaveLength(5); // the diff given is left as it is
  });

  it("'add' keeps every source trip; 'replace' cancels the source-less trips without work", () => {
    expect(applyOnExisting(diff, day, 'add', covered).diff.added).toHaveLength(5);
    const { diff: out, clash } = applyOnExisting(diff, day, 'replace', covered);
    expect(clash.served_count).toBe(1);
    expect(out.added.map((t) => t.external_ref)).toEqual(['s1', 's3', 's4', 's5']);
    // Like the copy's replace: every trip of ours the source does not have and that holds no work.
    expect(out.removed.filter((r) => r.cancel).map((r) => r.code)).toEqual([
      '01-261124-0705-0',
      '01-261124-0900-1',
      '01-261124-1111-0',
    ]);
  });
});
