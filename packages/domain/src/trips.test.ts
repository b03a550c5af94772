import { describe, expect, it } from 'vitest';
import {
  isBlocking,
  TRIP_CONFLICT_CODES,
  TRIP_CONFLICT_LABELS,
  TRIP_CONFLICT_SEVERITY,
} from './trip-conflicts.ts';
import {
  canMoveTrip,
  statusAfterAssignment,
  TRIP_FIELD_SOURCE_LABELS,
  TRIP_FIELD_SOURCES,
  TRIP_STATUSES,
  TRIP_TRANSITIONS,
  tripFieldLabel,
} from './trips.ts';

describe('trip statuses', () => {
  it('lets every status stay as it is and move only along its transitions', () => {
    for (const from of TRIP_STATUSES) {
      expect(canMoveTrip(from, from)).toBe(true);
      for (const to of TRIP_STATUSES) {
        if (to !== from) expect(canMoveTrip(from, to)).toBe(TRIP_TRANSITIONS[from].includes(to));
      }
    }
    expect(canMoveTrip('done', 'planned')).toBe(false);
    expect(canMoveTrip('lost', 'assigned')).toBe(false);
    expect(canMoveTrip('cancelled', 'planned')).toBe(true);
  });

  it('marks a planned trip assigned once it has a driver and a bus, and back when it loses one', () => {
    expect(statusAfterAssignment('planned', { driver_id: 1, vehicle_id: 2 })).toBe('assigned');
    expect(statusAfterAssignment('planned', { driver_id: 1, vehicle_id: null })).toBe('planned');
    expect(statusAfterAssignment('assigned', { driver_id: null, vehicle_id: 2 })).toBe('planned');
    expect(statusAfterAssignment('running', { driver_id: null, vehicle_id: null })).toBe('running');
  });
});

describe('trip conflicts', () => {
  it('gives every conflict a severity and a Vietnamese label', () => {
    for (const code of TRIP_CONFLICT_CODES) {
      expect(['error', 'warning']).toContain(TRIP_CONFLICT_SEVERITY[code]);
      expect(TRIP_CONFLICT_LABELS[code].length).toBeGreaterThan(5);
    }
    expect(isBlocking([{ severity: 'warning' }])).toBe(false);
    expect(isBlocking([{ severity: 'warning' }, { severity: 'error' }])).toBe(true);
  });
});

describe('trip fields in words', () => {
  it('names every field the history and the sync show, and passes an unknown one through', () => {
    expect(tripFieldLabel('driver_id')).toBe('lái xe');
    expect(tripFieldLabel('actual_departure')).toBe('giờ xuất bến thực tế');
    expect(tripFieldLabel('made_up')).toBe('made_up');
    expect(Object.keys(TRIP_FIELD_SOURCE_LABELS).sort()).toEqual([...TRIP_FIELD_SOURCES].sort());
  });
});
