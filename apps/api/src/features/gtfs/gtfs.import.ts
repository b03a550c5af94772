// Preview and apply of a parsed GTFS feed against one company's network. One walk computes what
// changes; with `write` it also writes (inside the caller's transaction), so the preview's counts
// are exactly what the apply does. Matching: stops by code, routes by number (case-insensitive),
// lines by route and direction, departures by line, day type and time, tickets by route and price.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fold } from '@busops/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Change } from '../../access/history.ts';
import type { Executor } from '../../db/client.ts';
import { lineStops, routeLines, routeSchedules, routes, routeTickets, stops } from '../../db/schema/index.ts';
import type { ParsedFeed, RejectedRow } from './gtfs.feed-parse.ts';

export interface ChangeCounts {
  create: number;
  update: number;
  unchanged: number;
}
export interface ImportSummary {
  stops: ChangeCounts;
  routes: ChangeCounts;
  lines: ChangeCounts;
  schedules: ChangeCounts;
  tickets: ChangeCounts;
  warnings: string[];
  errors: string[];
  rejected_rows: RejectedRow[];
}

const counts = (): ChangeCounts => ({ create: 0, update: 0, unchanged: 0 });
/**
 * Departures compared between two turns of the event loop: a preview writes nothing, so without a
 * pause its walk of the scale-1 feed (75,914 departures) would be one long task on the API's thread.
 */
const DEPARTURES_PER_TURN = 2_000;
const sameNumber = (a: number | null, b: number | null) =>
  a === b || (a !== null && b !== null && Math.abs(a - b) < 1e-7);
const sameShape = (a: [number, number][] | null, b: [number, number][] | null) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Compares `feed` with the company's records; with `write`, makes them match and answers the
 * history rows to record. Ids of records the walk would create are negative placeholders in a preview.
 */
export async function walkImport(
  executor: Executor,
  companyId: number,
  feed: ParsedFeed,
  write: boolean,
): Promise<{ summary: ImportSummary; history: Change[] }> {
  const summary: ImportSummary = {
    stops: counts(),
    routes: counts(),
    lines: counts(),
    schedules: counts(),
    tickets: counts(),
    warnings: feed.warnings,
    errors: feed.errors,
    rejected_rows: feed.rejected,
  };
  const history: Change[] = [];
  let placeholder = 0;

  // Stops.
  const stopIds = new Map<string, number>();
  const existingStops = await executor
    .select({
      id: stops.id,
      code: stops.code,
      name: stops.name,
      lat: stops.lat,
      lng: stops.lng,
      wheelchair: stops.wheelchairAccessible,
      address: stops.address,
      note: stops.note,
    })
    .from(stops)
    .where(eq(stops.companyId, companyId));
  const stopByCode = new Map(existingStops.map((s) => [s.code.toLowerCase(), s]));
  for (const [key, stop] of feed.stops) {
    const current = stopByCode.get(key);
    const values = { name: stop.name, lat: stop.lat, lng: stop.lng, wheelchairAccessible: stop.wheelchair };
    if (!current) {
      summary.stops.create += 1;
      let id = --placeholder;
      if (write) {
        const searchText = fold([stop.code, stop.name].join(' '));
        [{ id }] = (await executor
          .insert(stops)
          .values({ ...values, code: stop.code, companyId, searchText })
          .returning({ id: stops.id })) as [{ id: number }];
        history.push({
          entity: 'stop',
          entityId: id,
          action: 'create',
          companyId,
          after: { code: stop.code, ...values },
        });
      }
      stopIds.set(key, id);
    } else if (
      current.name !== stop.name ||
      !sameNumber(current.lat, stop.lat) ||
      !sameNumber(current.lng, stop.lng) ||
      current.wheelchair !== stop.wheelchair
    ) {
      summary.stops.update += 1;
      if (write) {
        const searchText = fold([current.code, stop.name, current.note ?? ''].join(' '));
        await executor
          .update(stops)
          .set({ ...values, searchText, updatedAt: sql`now()` })
          .where(eq(stops.id, current.id));
        history.push({
          entity: 'stop',
          entityId: current.id,
          action: 'update',
          companyId,
          before: {
            name: current.name,
            lat: current.lat,
            lng: current.lng,
            wheelchairAccessible: current.wheelchair,
          },
          after: values,
        });
      }
      stopIds.set(key, current.id);
    } else {
      summary.stops.unchanged += 1;
      stopIds.set(key, current.id);
    }
  }

  // Routes.
  const routeIds = new Map<string, number>();
  const existingRoutes = await executor
    .select({
      id: routes.id,
      number: routes.number,
      name: routes.name,
      color: routes.color,
      note: routes.note,
    })
    .from(routes)
    .where(eq(routes.companyId, companyId));
  const routeByNumber = new Map(existingRoutes.map((r) => [r.number.toLowerCase(), r]));
  for (const [key, route] of feed.routes) {
    const current = routeByNumber.get(key);
    if (!current) {
      summary.routes.create += 1;
      let id = --placeholder;
      if (write) {
        const searchText = fold([route.number, route.name].join(' '));
        [{ id }] = (await executor
          .insert(routes)
          .values({ number: route.number, name: route.name, color: route.color, companyId, searchText })
          .returning({ id: routes.id })) as [{ id: number }];
        const after = { number: route.number, name: route.name, color: route.color };
        history.push({ entity: 'route', entityId: id, action: 'create', companyId, after });
      }
      routeIds.set(key, id);
    } else if (current.name !== route.name || (route.color !== null && current.color !== route.color)) {
      summary.routes.update += 1;
      const color = route.color ?? current.color;
      if (write) {
        const searchText = fold([current.number, route.name, current.note ?? ''].join(' '));
        await executor
          .update(routes)
          .set({ name: route.name, color, searchText, updatedAt: sql`now()` })
          .where(eq(routes.id, current.id));
        history.push({
          entity: 'route',
          entityId: current.id,
          action: 'update',
          companyId,
          before: { name: current.name, color: current.color },
          after: { name: route.name, color },
        });
      }
      routeIds.set(key, current.id);
    } else {
      summary.routes.unchanged += 1;
      routeIds.set(key, current.id);
    }
  }

  // Lines, their stops and departures.
  const matchedRouteIds = [...routeIds.values()].filter((id) => id > 0);
  const existingLines = matchedRouteIds.length
    ? await executor
        .select({
          id: routeLines.id,
          routeId: routeLines.routeId,
          direction: routeLines.direction,
          name: routeLines.name,
          shape: routeLines.shape,
        })
        .from(routeLines)
        .where(and(eq(routeLines.companyId, companyId), inArray(routeLines.routeId, matchedRouteIds)))
    : [];
  const lineByKey = new Map(existingLines.map((l) => [`${l.routeId}:${l.direction}`, l]));
  const lineIds = existingLines.map((l) => l.id);
  const existingStopsOfLines = lineIds.length
    ? await executor
        .select({ lineId: lineStops.lineId, stopId: lineStops.stopId, distanceKm: lineStops.distanceKm })
        .from(lineStops)
        .where(and(eq(lineStops.companyId, companyId), inArray(lineStops.lineId, lineIds)))
        .orderBy(lineStops.lineId, lineStops.stopOrder, lineStops.id)
    : [];
  const existingDepartures = lineIds.length
    ? await executor
        .select({
          id: routeSchedules.id,
          lineId: routeSchedules.lineId,
          dayType: routeSchedules.dayType,
          time: routeSchedules.departureTime,
          runningMinutes: routeSchedules.runningMinutes,
        })
        .from(routeSchedules)
        .where(and(eq(routeSchedules.companyId, companyId), inArray(routeSchedules.lineId, lineIds)))
    : [];
  const changedRoutes = new Map<number, string>();
  // Grouped once: a scan per line would be lines x rows on the event loop (316 x 75,000 at scale 1).
  const stopsByLine = groupBy(existingStopsOfLines, (s) => s.lineId);
  const departuresByLine = groupBy(existingDepartures, (d) => d.lineId);

  let sinceTurn = 0;
  for (const line of feed.lines) {
    sinceTurn += line.departures.size;
    if (sinceTurn >= DEPARTURES_PER_TURN) {
      sinceTurn = 0;
      await nextTurn();
    }
    const routeKey = line.routeNumber.toLowerCase();
    const routeId = routeIds.get(routeKey)!;
    const wanted = line.stopCodes.map((code, index) => ({
      stopId: stopIds.get(code.toLowerCase())!,
      distanceKm: line.distancesKm[index] ?? null,
    }));
    const current = lineByKey.get(`${routeId}:${line.direction}`);
    let lineId: number;
    if (!current) {
      summary.lines.create += 1;
      lineId = --placeholder;
      if (write) {
        [{ id: lineId }] = (await executor
          .insert(routeLines)
          .values({ companyId, routeId, direction: line.direction, name: line.name, shape: line.shape })
          .returning({ id: routeLines.id })) as [{ id: number }];
        await writeLineStops(executor, companyId, lineId, wanted);
        changedRoutes.set(routeId, line.routeNumber);
      }
    } else {
      lineId = current.id;
      const stopsNow = stopsByLine.get(current.id) ?? [];
      const sameStops =
        stopsNow.length === wanted.length &&
        stopsNow.every(
          (s, i) => s.stopId === wanted[i]!.stopId && sameNumber(s.distanceKm, wanted[i]!.distanceKm),
        );
      if (sameStops && current.name === line.name && sameShape(current.shape, line.shape))
        summary.lines.unchanged += 1;
      else {
        summary.lines.update += 1;
        if (write) {
          await executor
            .update(routeLines)
            .set({ name: line.name, shape: line.shape, updatedAt: sql`now()` })
            .where(eq(routeLines.id, current.id));
          if (!sameStops) {
            await executor.delete(lineStops).where(eq(lineStops.lineId, current.id));
            await writeLineStops(executor, companyId, current.id, wanted);
          }
          changedRoutes.set(routeId, line.routeNumber);
        }
      }
    }

    const departuresNow = new Map(
      (departuresByLine.get(lineId) ?? []).map((d) => [`${d.dayType} ${d.time}`, d]),
    );
    const inserts: Array<typeof routeSchedules.$inferInsert> = [];
    let departuresUpdated = false;
    for (const [key, departure] of line.departures) {
      const now = departuresNow.get(key);
      if (!now) {
        summary.schedules.create += 1;
        if (write)
          inserts.push({
            companyId,
            routeId,
            lineId,
            dayType: departure.dayType,
            departureTime: departure.time,
            runningMinutes: departure.runningMinutes,
          });
      } else if (now.runningMinutes !== departure.runningMinutes) {
        summary.schedules.update += 1;
        departuresUpdated = true;
        if (write)
          await executor
            .update(routeSchedules)
            .set({ runningMinutes: departure.runningMinutes, updatedAt: sql`now()` })
            .where(eq(routeSchedules.id, now.id));
      } else summary.schedules.unchanged += 1;
    }
    if (write && inserts.length > 0) {
      for (let i = 0; i < inserts.length; i += 500)
        await executor.insert(routeSchedules).values(inserts.slice(i, i + 500));
    }
    if (write && (inserts.length > 0 || departuresUpdated)) changedRoutes.set(routeId, line.routeNumber);
  }

  // Standard tickets, one per price a fare rule gives the route.
  const existingTickets = matchedRouteIds.length
    ? await executor
        .select({ routeId: routeTickets.routeId, price: routeTickets.price })
        .from(routeTickets)
        .where(
          and(
            eq(routeTickets.companyId, companyId),
            eq(routeTickets.type, 'standard'),
            inArray(routeTickets.routeId, matchedRouteIds),
          ),
        )
    : [];
  const ticketKeys = new Set(existingTickets.map((t) => `${t.routeId}:${t.price}`));
  for (const [routeKey, prices] of feed.fares) {
    const routeId = routeIds.get(routeKey);
    if (routeId === undefined) continue;
    for (const price of prices) {
      if (ticketKeys.has(`${routeId}:${price}`)) summary.tickets.unchanged += 1;
      else {
        summary.tickets.create += 1;
        if (write) {
          await executor
            .insert(routeTickets)
            .values({ companyId, routeId, name: 'Vé lượt', type: 'standard', price });
          changedRoutes.set(routeId, feed.routes.get(routeKey)!.number);
        }
      }
    }
  }

  // One history row per route whose lines, departures or tickets the import changed.
  for (const [routeId, number] of changedRoutes) {
    history.push({ entity: 'route', entityId: routeId, action: 'gtfs-import', companyId, after: { number } });
  }
  return { summary, history };
}

async function writeLineStops(
  executor: Executor,
  companyId: number,
  lineId: number,
  wanted: Array<{ stopId: number; distanceKm: number | null }>,
) {
  await executor.insert(lineStops).values(
    wanted.map((s, index) => ({
      companyId,
      lineId,
      stopId: s.stopId,
      stopOrder: index + 1,
      distanceKm: s.distanceKm,
    })),
  );
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}
