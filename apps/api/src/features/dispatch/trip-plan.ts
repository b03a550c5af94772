// What a save would make of each trip (ADR 0012), before anything is written: the stored trips it
// changes (in the caller's company, on the version it names), the people and buses it names (in the
// caller's company, of the right role), the status the change leads to (domain transitions), and
// where each changed field's value came from. One read per table, whatever the number of drafts.
import {
  canMoveTrip,
  formatDateTime,
  statusAfterAssignment,
  TRIP_STATUS_LABELS,
  TRIP_STATUSES_ASSIGNABLE,
  TRIP_STATUSES_NEEDING_NOTE,
  TRIP_STATUSES_RELEASED,
  type TripFieldSource,
  type TripStatus,
  tripCodeOf,
  tripFieldLabel,
} from '@busops/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { busStaff, routeLines, routes, routeTrips, tripChanges, vehicles } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { ProposedTrip } from './trip-checks.sql.ts';
import { StaleTripError } from './trip-errors.ts';
import { tripSnapshot } from './trip-snapshot.ts';
import type { TripDraft, TripRow, WriteTripsOptions } from './trip-types.ts';

export const ROLE_DRIVER = 6;
export const ROLE_CONDUCTOR = 5;
export const TRIP_NOT_FOUND = 'Không tìm thấy chuyến';
const TRACKED = [
  'driver_id',
  'conductor_id',
  'vehicle_id',
  'planned_departure',
  'planned_arrival',
  'status',
  'note',
] as const;

export interface PlannedTrip {
  before: TripRow | null;
  after: TripRow;
  changed: string[];
}

interface Staff {
  id: number;
  userId: number;
  role: number;
  fullName: string;
}

const unique = (values: Array<number | null | undefined>) => [
  ...new Set(values.filter((v): v is number => typeof v === 'number')),
];
const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

export async function planTrips(
  tx: Executor,
  companyId: number,
  userId: number,
  drafts: readonly TripDraft[],
  options: WriteTripsOptions,
): Promise<PlannedTrip[]> {
  const stored = await loadStored(tx, drafts);
  const staff = await loadStaff(tx, drafts, stored);
  const vehicleIds = unique(drafts.map((d) => d.vehicle_id));
  if (vehicleIds.length > 0) {
    const found = await tx.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.id, vehicleIds));
    if (found.length !== vehicleIds.length) throw notFound('Không tìm thấy xe');
  }
  const newRoutes = await loadRoutes(
    tx,
    drafts.filter((d) => d.id === undefined),
  );
  const now = new Date();
  return drafts.map((draft) => {
    const before = draft.id === undefined ? null : stored.get(draft.id)!;
    const base = before ?? newTrip(draft, companyId, userId, newRoutes, now);
    const after: TripRow = { ...base, fieldSources: { ...base.fieldSources } };
    const keep = (field: string) =>
      options.respectManual === true && draft.chosen !== true && before?.fieldSources[field] === 'manual';
    const take = <K extends keyof TripRow>(key: K, field: string, value: TripRow[K] | undefined) => {
      if (value === undefined || keep(field)) return;
      after[key] = value;
    };
    take('driverId', 'driver_id', draft.driver_id);
    take('conductorId', 'conductor_id', draft.conductor_id);
    take('vehicleId', 'vehicle_id', draft.vehicle_id);
    if (before) {
      take('plannedDeparture', 'planned_departure', draft.planned_departure);
      take('plannedArrival', 'planned_arrival', draft.planned_arrival);
      take('serviceDate', 'service_date', draft.service_date);
      if (draft.line_id !== undefined) after.lineId = draft.line_id;
      if (draft.external_ref !== undefined) after.externalRef = draft.external_ref;
    }
    take('note', 'note', draft.note === undefined ? undefined : (draft.note?.trim() ?? null) || null);
    after.driverUserId = after.driverId === null ? null : staff.get(after.driverId)!.userId;
    after.conductorUserId = after.conductorId === null ? null : staff.get(after.conductorId)!.userId;
    checkPeople(after, staff);
    if (after.plannedArrival.getTime() <= after.plannedDeparture.getTime())
      throw badRequest(`Chuyến ${after.code}: giờ đến phải sau giờ xuất bến`);
    after.status = nextStatus(before, after, draft.status, keep('status'));
    const reason = draft.note?.trim() || options.note?.trim();
    if (TRIP_STATUSES_NEEDING_NOTE.includes(after.status) && before?.status !== after.status) {
      if (!reason) throw badRequest(`Chuyến ${after.code}: vui lòng nhập ghi chú khi báo mất chuyến`);
      after.note = reason;
    }
    const afterShot = tripSnapshot(after);
    const beforeShot = before ? tripSnapshot(before) : null;
    const changed: string[] = TRACKED.filter((field) =>
      beforeShot ? !same(beforeShot[field], afterShot[field]) : afterShot[field] !== null,
    );
    // A sync that ties a stored trip to its outside trip writes that, even with no other change.
    if (before && before.externalRef !== after.externalRef) changed.push('external_ref');
    if (before && changed.some((f) => f.endsWith('_id')) && !isAssignable(before.status))
      throw conflict(
        `Chuyến ${before.code} ${TRIP_STATUS_LABELS[before.status].toLowerCase()}, không thể đổi lái xe, phụ xe hay xe`,
      );
    for (const field of changed) after.fieldSources[field] = draft.source as TripFieldSource;
    return { before, after, changed };
  });
}

function isAssignable(status: TripStatus): boolean {
  return TRIP_STATUSES_ASSIGNABLE.includes(status);
}

/** The requested status if the domain allows the move, then what the assignment makes of it. */
function nextStatus(
  before: TripRow | null,
  after: TripRow,
  requested: TripStatus | undefined,
  keepStored: boolean,
): TripStatus {
  const from = before?.status ?? 'planned';
  const to = requested !== undefined && !keepStored ? requested : from;
  if (!canMoveTrip(from, to))
    throw conflict(
      `Chuyến ${after.code}: không thể chuyển từ "${TRIP_STATUS_LABELS[from]}" sang "${TRIP_STATUS_LABELS[to]}"`,
      'TRIP_STATUS',
    );
  return statusAfterAssignment(to, { driver_id: after.driverId, vehicle_id: after.vehicleId });
}

function checkPeople(trip: TripRow, staff: Map<number, Staff>): void {
  const driver = trip.driverId === null ? null : staff.get(trip.driverId)!;
  const conductor = trip.conductorId === null ? null : staff.get(trip.conductorId)!;
  if (driver && driver.role !== ROLE_DRIVER)
    throw conflict(
      `${driver.fullName} không phải lái xe, không thể phân công lái chuyến ${trip.code}`,
      'WRONG_ROLE',
    );
  if (conductor && conductor.role !== ROLE_CONDUCTOR)
    throw conflict(
      `${conductor.fullName} không phải phụ xe, không thể phân công phụ xe chuyến ${trip.code}`,
      'WRONG_ROLE',
    );
  if (driver && conductor && driver.userId === conductor.userId)
    throw conflict(`Chuyến ${trip.code}: lái xe và phụ xe phải là hai người khác nhau`, 'WRONG_ROLE');
}

/** The stored trips the drafts change (scoped: another company's answers 404), versions checked. */
async function loadStored(tx: Executor, drafts: readonly TripDraft[]): Promise<Map<number, TripRow>> {
  const ids = unique(drafts.map((d) => d.id));
  if (ids.length === 0) return new Map();
  // Locked in id order, the order every writer of many trips takes them in (the fare trigger's share
  // locks, migration 0022): two writers of the same trips queue, never deadlock.
  const rows = await tx
    .select()
    .from(routeTrips)
    .where(inArray(routeTrips.id, ids))
    .orderBy(routeTrips.id)
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const draft of drafts) {
    if (draft.id === undefined) continue;
    const row = byId.get(draft.id);
    if (!row || row.routeId !== draft.route_id) throw notFound(TRIP_NOT_FOUND);
    if (draft.version !== undefined && draft.version !== row.version) throw await staleError(tx, row);
  }
  return byId;
}

/** 409 naming who saved the trip last, when, and what they changed (its latest history row). */
export async function staleError(tx: Executor, row: TripRow): Promise<StaleTripError> {
  const [last] = await tx
    .select()
    .from(tripChanges)
    .where(eq(tripChanges.tripId, row.id))
    .orderBy(desc(tripChanges.changedAt), desc(tripChanges.id))
    .limit(1);
  const before = last?.before ?? {};
  const after = last?.after ?? {};
  const changes = Object.keys(after)
    .filter((field) => field !== 'version' && JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
  const who = last?.changedByName ?? 'người khác';
  const at = last ? last.changedAt.toISOString() : null;
  const time = last ? formatDateTime(last.changedAt).slice(11) : ''; // HH:mm in Vietnam
  const what = changes.map((c) => tripFieldLabel(c.field)).join(', ');
  return new StaleTripError(
    `Chuyến ${row.code} vừa được ${who} sửa${time ? ` lúc ${time}` : ''}${what ? `: ${what}` : ''}. Vui lòng tải lại`,
    {
      trip_code: row.code,
      version: row.version,
      changed_by_name: last?.changedByName ?? null,
      changed_at: at,
      changes,
    },
  );
}

async function loadStaff(
  tx: Executor,
  drafts: readonly TripDraft[],
  stored: Map<number, TripRow>,
): Promise<Map<number, Staff>> {
  const ids = unique([
    ...drafts.flatMap((d) => [d.driver_id, d.conductor_id]),
    ...[...stored.values()].flatMap((t) => [t.driverId, t.conductorId]),
  ]);
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: busStaff.id, userId: busStaff.userId, role: busStaff.role, fullName: busStaff.fullName })
    .from(busStaff)
    .where(inArray(busStaff.id, ids));
  const requested = unique(drafts.flatMap((d) => [d.driver_id, d.conductor_id]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (requested.some((id) => !byId.has(id))) throw notFound('Không tìm thấy nhân viên');
  return byId;
}

interface RouteInfo {
  companyId: number;
  number: string;
  lines: Map<number, number>;
}

async function loadRoutes(tx: Executor, drafts: readonly TripDraft[]): Promise<Map<number, RouteInfo>> {
  const ids = unique(drafts.map((d) => d.route_id));
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: routes.id, companyId: routes.companyId, number: routes.number })
    .from(routes)
    .where(inArray(routes.id, ids));
  if (rows.length !== ids.length) throw notFound('Không tìm thấy tuyến');
  const lines = await tx
    .select({ id: routeLines.id, routeId: routeLines.routeId, direction: routeLines.direction })
    .from(routeLines)
    .where(inArray(routeLines.routeId, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        companyId: r.companyId,
        number: r.number,
        lines: new Map(lines.filter((l) => l.routeId === r.id).map((l) => [l.id, l.direction])),
      },
    ]),
  );
}

function newTrip(
  draft: TripDraft,
  companyId: number,
  userId: number,
  routesById: Map<number, RouteInfo>,
  now: Date,
): TripRow {
  const route = routesById.get(draft.route_id)!;
  if (route.companyId !== companyId) throw notFound('Không tìm thấy tuyến');
  const direction = draft.line_id == null ? 0 : route.lines.get(draft.line_id);
  if (direction === undefined) throw notFound('Không tìm thấy lượt tuyến');
  return {
    id: 0,
    companyId,
    routeId: draft.route_id,
    lineId: draft.line_id ?? null,
    scheduleId: draft.schedule_id ?? null,
    code: draft.code ?? tripCodeOf(route.number, draft.planned_departure, direction),
    serviceDate: draft.service_date,
    plannedDeparture: draft.planned_departure,
    plannedArrival: draft.planned_arrival,
    vehicleId: null,
    driverId: null,
    driverUserId: null,
    conductorId: null,
    conductorUserId: null,
    status: 'planned',
    note: null,
    actualDeparture: null,
    actualArrival: null,
    kmDriven: null,
    kmDrivenFixes: null,
    noReturn: false,
    lostProposedAt: null,
    lostProposedBy: null,
    lostProposalNote: null,
    fieldSources: {},
    externalRef: draft.external_ref ?? null,
    acceptedWarnings: [],
    version: 1,
    createdBy: userId,
    updatedBy: userId,
    createdAt: now,
    updatedAt: now,
  };
}

/** The trips the checks look at: those that would still hold their people and bus. */
export function proposedOf(planned: readonly PlannedTrip[]): ProposedTrip[] {
  return planned
    .map((p) => p.after)
    .filter((t) => !TRIP_STATUSES_RELEASED.includes(t.status))
    .map(toProposed);
}

export function toProposed(t: TripRow): ProposedTrip {
  return {
    code: t.code,
    id: t.id === 0 ? null : t.id,
    service_date: t.serviceDate,
    departure: t.plannedDeparture,
    arrival: t.plannedArrival,
    driver_id: t.driverId,
    driver_user_id: t.driverUserId,
    conductor_id: t.conductorId,
    conductor_user_id: t.conductorUserId,
    vehicle_id: t.vehicleId,
  };
}
