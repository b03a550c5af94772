// "Assign trips from the roster", the plan: which crew takes which open trip of a route's day. Pure
// (fed by roster-fill.query.ts, unit-tested alone); roster-fill.ts writes its answer through the
// trips' one write path, whose database checks stay the last word (ADR 0012).
//
// Trips are taken in departure order; each goes to the crew on duty whose shift holds it, that breaks
// no limit, and that has driven the least that day (then that week, then by name): the fairest
// spread the greedy order allows. A crew keeps its own bus and conductor unless they are busy then.
import {
  addDays,
  compareVi,
  DRIVING_LIMITS,
  drivingMinutes,
  type Interval,
  isOnDuty,
  longestContinuousMinutes,
  overlaps,
  shiftWindow,
  weekStart,
} from '@busops/domain';

export interface PlanCrew {
  id: number;
  driverId: number;
  driverName: string;
  /** The person behind the driver: one person's trips in every company count towards the limits. */
  driverUserId: number;
  conductorId: number | null;
  conductorName: string | null;
  vehicleId: number | null;
  vehiclePlate: string | null;
  workDays: number;
  offDays: number;
  cycleStart: string;
  shiftStart: string;
  shiftEnd: string;
  licenceExpiresOn: string | null;
  inspectionExpiresOn: string | null;
  badgeExpiresOn: string | null;
}

export interface PlanTrip extends Interval {
  id: number;
  code: string;
}

/** A trip already holding a person or a bus (any route, any company for people), within the week. */
export interface PlanBusy extends Interval {
  serviceDate: string;
  driverUserId: number | null;
  conductorId: number | null;
  vehicleId: number | null;
}

export const UNFILLED_REASONS = [
  'no_crew_on_duty',
  'outside_shift',
  'all_crews_busy',
  'day_limit',
  'week_limit',
  'continuous_limit',
  'licence_expired',
  'inspection_expired',
  'badge_expired',
  'conflict',
] as const;
export type UnfilledReason = (typeof UNFILLED_REASONS)[number];

export const UNFILLED_LABELS: Record<UnfilledReason, string> = {
  no_crew_on_duty: 'Không có tổ lái nào trực ngày này',
  outside_shift: 'Ngoài giờ ca của các tổ lái trực',
  all_crews_busy: 'Tất cả tổ lái đều bận giờ này',
  day_limit: 'Vượt quá 10 giờ lái trong ngày',
  week_limit: 'Vượt quá 48 giờ lái trong tuần',
  continuous_limit: 'Lái xe liên tục quá 4 giờ',
  licence_expired: 'Giấy phép lái xe đã hết hạn',
  inspection_expired: 'Đăng kiểm xe đã hết hạn',
  badge_expired: 'Phù hiệu xe đã hết hạn',
  conflict: 'Bị từ chối khi ghi (xung đột)',
};

/** When several crews fail for different reasons, the one named first here is the trip's reason. */
const REASON_ORDER: readonly UnfilledReason[] = [
  'day_limit',
  'week_limit',
  'continuous_limit',
  'licence_expired',
  'inspection_expired',
  'badge_expired',
  'all_crews_busy',
];

export interface PlanFilled {
  tripId: number;
  crew: PlanCrew;
  vehicleId: number | null;
  conductorId: number | null;
  /** Vietnamese notes: the crew's bus or conductor was busy and is left unassigned. */
  warnings: string[];
}

export interface PlanUnfilled {
  tripId: number;
  reason: UnfilledReason;
  message: string;
}

export interface RosterPlan {
  filled: PlanFilled[];
  unfilled: PlanUnfilled[];
}

const expiredOn = (validUntil: string | null, day: string) => validUntil !== null && validUntil < day;

/** Why `crew` may not take `trip` given the driver's trips so far, or null when it may. */
function refusal(crew: PlanCrew, trip: PlanTrip, day: string, own: PlanBusy[]): UnfilledReason | null {
  if (expiredOn(crew.licenceExpiresOn, day)) return 'licence_expired';
  if (crew.vehicleId !== null && expiredOn(crew.inspectionExpiresOn, day)) return 'inspection_expired';
  if (crew.vehicleId !== null && expiredOn(crew.badgeExpiresOn, day)) return 'badge_expired';
  if (own.some((busy) => overlaps(busy, trip))) return 'all_crews_busy';
  const today = own.filter((busy) => busy.serviceDate === day);
  if (drivingMinutes(today) + drivingMinutes([trip]) > DRIVING_LIMITS.dayMinutes) return 'day_limit';
  if (drivingMinutes(own) + drivingMinutes([trip]) > DRIVING_LIMITS.weekMinutes) return 'week_limit';
  if (longestContinuousMinutes([...today, trip]) > DRIVING_LIMITS.continuousMinutes)
    return 'continuous_limit';
  return null;
}

/**
 * Plans the fill of `trips` (the route's open trips of `day`) from `crews` (the route's crews),
 * knowing `busy` (the trips of the ISO week already holding any of their drivers, conductors or
 * buses: trips later in the week count towards the week's 48 hours too).
 */
export function planRosterFill(
  day: string,
  crews: readonly PlanCrew[],
  trips: readonly PlanTrip[],
  busy: readonly PlanBusy[],
): RosterPlan {
  const monday = weekStart(day);
  const sunday = addDays(monday, 6);
  const held: PlanBusy[] = busy.filter((b) => b.serviceDate >= monday && b.serviceDate <= sunday);
  const onDuty = crews.filter((crew) => isOnDuty(day, crew.cycleStart, crew.workDays, crew.offDays));
  const plan: RosterPlan = { filled: [], unfilled: [] };
  const ordered = [...trips].sort((a, b) => a.departure.getTime() - b.departure.getTime() || a.id - b.id);
  for (const trip of ordered) {
    const unfilled = (reason: UnfilledReason, message = UNFILLED_LABELS[reason]) =>
      plan.unfilled.push({ tripId: trip.id, reason, message });
    if (onDuty.length === 0) {
      unfilled('no_crew_on_duty');
      continue;
    }
    const inShift = onDuty.filter((crew) => {
      const window = shiftWindow(day, crew.shiftStart, crew.shiftEnd);
      return window !== null && trip.departure >= window.from && trip.arrival <= window.to;
    });
    if (inShift.length === 0) {
      unfilled('outside_shift');
      continue;
    }
    const able: { crew: PlanCrew; today: number; week: number }[] = [];
    const refused: { crew: PlanCrew; reason: UnfilledReason }[] = [];
    for (const crew of inShift) {
      const own = held.filter((b) => b.driverUserId === crew.driverUserId);
      const reason = refusal(crew, trip, day, own);
      if (reason) refused.push({ crew, reason });
      else {
        const today = drivingMinutes(own.filter((b) => b.serviceDate === day));
        able.push({ crew, today, week: drivingMinutes(own) });
      }
    }
    able.sort(
      (a, b) =>
        a.today - b.today ||
        a.week - b.week ||
        compareVi(a.crew.driverName, b.crew.driverName) ||
        a.crew.id - b.crew.id,
    );
    const chosen = able[0]?.crew;
    if (!chosen) {
      const reasons = new Set(refused.map((r) => r.reason));
      const reason = REASON_ORDER.find((r) => reasons.has(r)) ?? 'all_crews_busy';
      const detail =
        refused.length > 1
          ? `: ${refused.map((r) => `${r.crew.driverName} (${UNFILLED_LABELS[r.reason].toLowerCase()})`).join('; ')}`
          : ` (${refused[0]?.crew.driverName ?? ''})`;
      unfilled(reason, `${UNFILLED_LABELS[reason]}${detail}`);
      continue;
    }
    const warnings: string[] = [];
    const vehicleFree =
      chosen.vehicleId !== null && !held.some((b) => b.vehicleId === chosen.vehicleId && overlaps(b, trip));
    if (chosen.vehicleId !== null && !vehicleFree)
      warnings.push(`Xe ${chosen.vehiclePlate} đang bận: chưa gán xe`);
    const conductorFree =
      chosen.conductorId !== null &&
      !held.some((b) => b.conductorId === chosen.conductorId && overlaps(b, trip));
    if (chosen.conductorId !== null && !conductorFree)
      warnings.push(`Phụ xe ${chosen.conductorName} đang bận: chưa gán phụ xe`);
    const filled: PlanFilled = {
      tripId: trip.id,
      crew: chosen,
      vehicleId: vehicleFree ? chosen.vehicleId : null,
      conductorId: conductorFree ? chosen.conductorId : null,
      warnings,
    };
    plan.filled.push(filled);
    held.push({
      departure: trip.departure,
      arrival: trip.arrival,
      serviceDate: day,
      driverUserId: chosen.driverUserId,
      conductorId: filled.conductorId,
      vehicleId: filled.vehicleId,
    });
  }
  return plan;
}
