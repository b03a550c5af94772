// A route with one line and its ordered stops, written straight into the database: the station
// file tests and the target matrix need lines before the routes screen's operations exist here.

import type { Db } from '../../src/db/client.ts';
import { lineStops, routeLines, routes } from '../../src/db/schema/index.ts';

let serial = 0;

export interface SampleLine {
  routeId: number;
  lineId: number;
  routeNumber: string;
}

export async function insertSampleLine(
  db: Db,
  companyId: number,
  options: {
    stopIds?: number[];
    distancesKm?: Array<number | null>;
    direction?: 0 | 1;
    routeId?: number;
    number?: string;
  } = {},
): Promise<SampleLine> {
  serial += 1;
  const routeNumber = options.number ?? `T${Date.now().toString(36).slice(-4)}${serial}`;
  const routeId =
    options.routeId ??
    (
      await db
        .insert(routes)
        .values({ companyId, number: routeNumber, name: `Tuyến thử ${routeNumber}` })
        .returning({ id: routes.id })
    )[0]!.id;
  const direction = options.direction ?? 0;
  const [line] = await db
    .insert(routeLines)
    .values({ companyId, routeId, direction, name: direction === 0 ? 'Lượt đi' : 'Lượt về' })
    .returning({ id: routeLines.id });
  const stopIds = options.stopIds ?? [];
  if (stopIds.length)
    await db.insert(lineStops).values(
      stopIds.map((stopId, i) => ({
        companyId,
        lineId: line!.id,
        stopId,
        stopOrder: (i + 1) * 10, // gaps on purpose: the file numbers stops 1, 2, 3 by order, not by value
        distanceKm: options.distancesKm?.[i] ?? null,
      })),
    );
  return { routeId, lineId: line!.id, routeNumber };
}
