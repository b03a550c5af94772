// What uses a route or a line, for the refusal of its deletion (spec: 'deleting a route, line ... that
// trips or schedules use is refused with a Vietnamese message naming what uses it'): the departures of
// the schedules, counted per day type. Trips (issue 10) add their count here.
import { count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { driverSettings, routeSchedules, routeTrips } from '../../db/schema/index.ts';
import { DAY_TYPES } from '../../db/schema/routes.ts';
import { tripUsage } from '../trip-usage.ts';

const DAY_TYPE_VI: Record<(typeof DAY_TYPES)[number], string> = {
  weekday: 'ngày thường',
  saturday: 'thứ bảy',
  sunday: 'chủ nhật',
  holiday: 'ngày lễ',
};

/** '124 chuyến trong lịch chạy ngày thường, 40 chuyến trong lịch chạy thứ bảy', or null when unused. */
export async function scheduleUsage(executor: Executor, where: SQL): Promise<string | null> {
  const rows = await executor
    .select({ dayType: routeSchedules.dayType, n: count() })
    .from(routeSchedules)
    .where(where)
    .groupBy(routeSchedules.dayType);
  if (rows.length === 0) return null;
  return DAY_TYPES.flatMap((day) => {
    const row = rows.find((r) => r.dayType === day);
    return row ? [`${row.n} chuyến trong lịch chạy ${DAY_TYPE_VI[day]}`] : [];
  }).join(', ');
}

/** The schedules' departures, then the day's trips and rosters of the route (issue 10). */
export async function routeUsedBy(executor: Executor, routeId: number): Promise<string | null> {
  const parts = [
    await scheduleUsage(executor, eq(routeSchedules.routeId, routeId)),
    await tripUsage(executor, eq(routeTrips.routeId, routeId), eq(driverSettings.routeId, routeId)),
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

export const lineUsedBy = (executor: Executor, lineId: number) =>
  scheduleUsage(executor, eq(routeSchedules.lineId, lineId));
