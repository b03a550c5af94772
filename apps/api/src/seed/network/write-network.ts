// Writes a NetworkPlan into one company with multi-row inserts in chunks (a few statements per
// table instead of one per row): the demo seed stays fast at every test database, and the scale
// generator writes 100,000+ rows in seconds.
import { fold } from '@busops/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  lineStops,
  routeAutoPrices,
  routeLines,
  routes,
  routeTickets,
  stops,
  vehicles,
} from '../../db/schema/index.ts';
import type { NetworkPlan } from './plan.ts';

/** PostgreSQL takes at most 65,535 parameters a statement; stay well under. */
const MAX_PARAMS = 30_000;

async function insertChunked<T>(rows: T[], columns: number, insert: (chunk: T[]) => Promise<unknown>) {
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export interface WrittenNetwork {
  stops: number;
  routes: number;
  lines: number;
  lineStops: number;
  tickets: number;
  autoPrices: number;
  schedules: number;
  vehicles: number;
}

export async function writeNetwork(
  db: Executor,
  companyId: number,
  plan: NetworkPlan,
): Promise<WrittenNetwork> {
  const stopIds = new Map<string, number>();
  await insertChunked(plan.stops, 10, async (chunk) => {
    const rows = await db
      .insert(stops)
      .values(
        chunk.map((s) => ({
          companyId,
          code: s.code,
          name: s.name,
          address: s.address,
          lat: s.lat,
          lng: s.lng,
          hasShelter: s.hasShelter,
          wheelchairAccessible: s.wheelchairAccessible,
          searchText: fold([s.code, s.name, s.address ?? ''].join(' ')),
        })),
      )
      .returning({ id: stops.id, code: stops.code });
    for (const r of rows) stopIds.set(r.code, r.id);
  });

  const routeIds = new Map<string, number>();
  await insertChunked(plan.routes, 13, async (chunk) => {
    const rows = await db
      .insert(routes)
      .values(
        chunk.map((r) => ({
          companyId,
          number: r.number,
          name: r.name,
          type: r.type,
          operatingStart: r.operatingStart,
          operatingEnd: r.operatingEnd,
          headwayMinutes: r.headwayMinutes,
          lengthKm: r.lengthKm,
          color: r.color,
          isAutoPrice: r.isAutoPrice,
          note: r.note,
          searchText: fold([r.number, r.name, r.note ?? ''].join(' ')),
        })),
      )
      .returning({ id: routes.id, number: routes.number });
    for (const r of rows) routeIds.set(r.number, r.id);
  });
  const routeId = (number: string) => routeIds.get(number)!;

  const lineIds = new Map<string, number>();
  const lines = plan.routes.flatMap((r) => r.lines.map((line) => ({ route: r.number, line })));
  await insertChunked(lines, 6, async (chunk) => {
    const rows = await db
      .insert(routeLines)
      .values(
        chunk.map(({ route, line }) => ({
          companyId,
          routeId: routeId(route),
          direction: line.direction,
          name: line.name,
          shape: line.shape,
          lengthKm: line.lengthKm,
        })),
      )
      .returning({ id: routeLines.id, routeId: routeLines.routeId, direction: routeLines.direction });
    for (const r of rows) lineIds.set(`${r.routeId}/${r.direction}`, r.id);
  });
  const lineId = (route: string, direction: number) => lineIds.get(`${routeId(route)}/${direction}`)!;

  const visits = lines.flatMap(({ route, line }) =>
    line.stops.map((s, order) => ({
      companyId,
      lineId: lineId(route, line.direction),
      stopId: stopIds.get(s.code)!,
      stopOrder: order + 1,
      distanceKm: s.distanceKm,
    })),
  );
  await insertChunked(visits, 5, (chunk) => db.insert(lineStops).values(chunk));

  const tickets = plan.routes.flatMap((r) =>
    r.tickets.map((t) => ({ companyId, routeId: routeId(r.number), ...t })),
  );
  await insertChunked(tickets, 6, (chunk) => db.insert(routeTickets).values(chunk));

  const autoPrices = plan.routes.flatMap((r) =>
    r.autoPrices.map((a) => ({ companyId, routeId: routeId(r.number), ...a })),
  );
  await insertChunked(autoPrices, 5, (chunk) => db.insert(routeAutoPrices).values(chunk));

  const schedules = plan.routes.flatMap((r) =>
    r.schedules.map((s) => ({
      routeId: routeId(r.number),
      lineId: lineId(r.number, s.direction),
      dayType: s.dayType,
      departureTime: s.departureTime,
      runningMinutes: s.runningMinutes,
    })),
  );
  // Departures are most of the rows: one statement over arrays (unnest) instead of thousands of
  // parameters, which PGlite parses slowly (2 s for the demo's 4,000 rows, ~50 ms this way).
  for (let i = 0; i < schedules.length; i += 20_000) {
    const chunk = schedules.slice(i, i + 20_000);
    const column = (pick: (row: (typeof chunk)[number]) => string | number) =>
      `{${chunk.map(pick).join(',')}}`;
    await db.execute(sql`
      insert into route_schedules (company_id, route_id, line_id, day_type, departure_time, running_minutes)
      select ${companyId}, route_id, line_id, day_type, departure_time, running_minutes
      from unnest(${column((s) => s.routeId)}::int[], ${column((s) => s.lineId)}::int[],
        ${column((s) => s.dayType)}::text[], ${column((s) => s.departureTime)}::text[],
        ${column((s) => s.runningMinutes)}::int[])
        as t(route_id, line_id, day_type, departure_time, running_minutes)`);
  }

  await insertChunked(plan.vehicles, 15, (chunk) =>
    db.insert(vehicles).values(
      chunk.map((v) => ({
        companyId,
        ...v,
        searchText: fold([v.plate, v.plate.replace(/[-.]/g, ''), v.fleetNumber, v.gpsDeviceId].join(' ')),
      })),
    ),
  );

  return {
    stops: plan.stops.length,
    routes: plan.routes.length,
    lines: lines.length,
    lineStops: visits.length,
    tickets: tickets.length,
    autoPrices: autoPrices.length,
    schedules: schedules.length,
    vehicles: plan.vehicles.length,
  };
}
