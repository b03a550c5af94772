// A dispatched trip (chuyến) of one day: its statuses, which moves between them are allowed, and what
// assigning people and a bus does to the status. The API refuses any other move (409); the console
// offers only these moves. 'lost' (mất chuyến) and 'cancelled' end a trip without it being run.

import type { RoleValue } from './roles.ts';
import type { Machine } from './state-machines.ts';

export const TRIP_STATUSES = ['planned', 'assigned', 'running', 'done', 'cancelled', 'lost'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

export const TRIP_STATUS_LABELS: Record<TripStatus, string> = {
  planned: 'Chưa phân công',
  assigned: 'Đã phân công',
  running: 'Đang chạy',
  done: 'Hoàn thành',
  cancelled: 'Đã hủy',
  lost: 'Mất chuyến',
};

export type TripMove = 'assign' | 'unassign' | 'start' | 'finish' | 'cancel' | 'lose' | 'replan';
const DISPATCH: readonly RoleValue[] = [1, 2, 9, 10];
/**
 * The trip machine. 'done' and 'lost' are final; a cancelled trip can be planned again. The API moves a
 * trip by one compare-and-set on the version the dispatcher saw (a board edit, a confirmed time).
 */
export const TRIP_MACHINE: Machine<TripStatus, TripMove> = [
  { from: 'planned', move: 'assign', to: 'assigned', roles: DISPATCH, effects: ['driver_and_bus_set'] },
  { from: 'planned', move: 'cancel', to: 'cancelled', roles: DISPATCH, effects: ['people_and_bus_released'] },
  {
    from: 'planned',
    move: 'lose',
    to: 'lost',
    roles: DISPATCH,
    effects: ['note_required', 'people_and_bus_released'],
  },
  { from: 'assigned', move: 'unassign', to: 'planned', roles: DISPATCH, effects: [] },
  { from: 'assigned', move: 'start', to: 'running', roles: DISPATCH, effects: ['actual_departure'] },
  {
    from: 'assigned',
    move: 'cancel',
    to: 'cancelled',
    roles: DISPATCH,
    effects: ['people_and_bus_released'],
  },
  {
    from: 'assigned',
    move: 'lose',
    to: 'lost',
    roles: DISPATCH,
    effects: ['note_required', 'people_and_bus_released'],
  },
  { from: 'running', move: 'finish', to: 'done', roles: DISPATCH, effects: ['actual_arrival'] },
  {
    from: 'running',
    move: 'lose',
    to: 'lost',
    roles: DISPATCH,
    effects: ['note_required', 'people_and_bus_released'],
  },
  { from: 'cancelled', move: 'replan', to: 'planned', roles: DISPATCH, effects: [] },
];

/** Where a status may go next (read from TRIP_MACHINE). */
export const TRIP_TRANSITIONS: Readonly<Record<TripStatus, readonly TripStatus[]>> = Object.fromEntries(
  TRIP_STATUSES.map((from) => [from, TRIP_MACHINE.filter((t) => t.from === from).map((t) => t.to)]),
) as unknown as Record<TripStatus, readonly TripStatus[]>;

/** Statuses that need a note saying why (issue 10: 'lost' needs a note). */
export const TRIP_STATUSES_NEEDING_NOTE: readonly TripStatus[] = ['lost'];

/** Statuses of a trip that no longer occupies its driver, conductor or bus (left out of conflict checks). */
export const TRIP_STATUSES_RELEASED: readonly TripStatus[] = ['cancelled', 'lost'];

/** Statuses whose people and bus may still be changed. */
export const TRIP_STATUSES_ASSIGNABLE: readonly TripStatus[] = ['planned', 'assigned'];

export function isTripStatus(value: unknown): value is TripStatus {
  return typeof value === 'string' && (TRIP_STATUSES as readonly string[]).includes(value);
}

export function canMoveTrip(from: TripStatus, to: TripStatus): boolean {
  return from === to || TRIP_TRANSITIONS[from].includes(to);
}

/**
 * The status after an assignment: a planned trip with both a driver and a bus becomes 'assigned';
 * an assigned trip that loses either goes back to 'planned'. Other statuses are left as they are.
 */
export function statusAfterAssignment(
  status: TripStatus,
  assignment: { driver_id?: number | null; vehicle_id?: number | null },
): TripStatus {
  const complete = assignment.driver_id != null && assignment.vehicle_id != null;
  if (status === 'planned' && complete) return 'assigned';
  if (status === 'assigned' && !complete) return 'planned';
  return status;
}

/** Where a field's value came from; a sync never overwrites a 'manual' value (issue 10). */
export const TRIP_FIELD_SOURCES = ['manual', 'import', 'sync', 'copy', 'roster', 'schedule'] as const;
export type TripFieldSource = (typeof TRIP_FIELD_SOURCES)[number];

/** Where a value came from, in words (the sync's diff tags a value with it). */
export const TRIP_FIELD_SOURCE_LABELS: Record<TripFieldSource, string> = {
  manual: 'nhập tay',
  import: 'nhập tệp',
  sync: 'đồng bộ',
  copy: 'sao chép',
  roster: 'lịch lái xe',
  schedule: 'lịch chạy',
};

/**
 * A trip's fields in words, lower case as they stand inside a sentence ('đã sửa lái xe, trạng thái'):
 * one list for the history, the stale answer, the copy preview and the sync's diff, on both sides.
 */
export const TRIP_FIELD_LABELS: Readonly<Record<string, string>> = {
  driver_id: 'lái xe',
  conductor_id: 'phụ xe',
  vehicle_id: 'xe',
  status: 'trạng thái',
  note: 'ghi chú',
  planned_departure: 'giờ xuất bến',
  planned_arrival: 'giờ về bến',
  actual_departure: 'giờ xuất bến thực tế',
  actual_arrival: 'giờ về bến thực tế',
  no_return: 'không quay đầu',
  external_ref: 'mã nguồn ngoài',
};

/** The words for a trip field (its name when the list has none, so nothing is hidden). */
export function tripFieldLabel(field: string): string {
  return TRIP_FIELD_LABELS[field] ?? field;
}

/** What a copy takes from the source day: the times only, or the times with driver, conductor and bus. */
export const TRIP_COPY_MODES = ['times', 'times_and_people'] as const;
export type TripCopyMode = (typeof TRIP_COPY_MODES)[number];
