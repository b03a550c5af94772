// The demo's done trips with a bus get their km driven (yield and revenue: km driven against planned) the
// way a confirmed trip gets them: @busops/domain drivenKm over the bus's position reports between the
// trip's actual times. The seeded days are over before the demo starts, so no unit reported them: the
// trace is made here, the bus driving its line's path (shape, or stops in order: simulator/network.ts)
// evenly over the trip's actual times, a fix every 10 s with a few metres of GPS noise; one trip in seven
// veers off its path (up to ~600 m aside: roadworks, a blocked street), so its km exceed the planned
// ones as real ones do, and one trip in ten has a hole in its trace (the unit off for 10
// minutes), which leaves it unmeasured, as it would be.
// Deterministic: the same demo at every seed.
import { drivenKm, type PositionFix } from '@busops/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { loadNetwork } from '../simulator/network.ts';
import { noise } from '../simulator/noise.ts';
import { type LinePath, pointAlong } from '../simulator/paths.ts';

const FIX_EVERY_MS = 10_000;
const HOLE_MS = 10 * 60_000;
/** ~5 m of latitude or longitude at Saigon. */
const NOISE_DEG = 0.000045;

/** The simulator's deterministic noise, centred: [-0.5, 0.5). */
const centred = (seed: number) => noise(seed) - 0.5;

/** The widest detour, degrees of longitude off the path (~600 m at Saigon). */
const DETOUR_DEG = 0.0055;

export interface TraceShape {
  /** 10 minutes without fixes, a third of the way. */
  hole: boolean;
  /** 0-1: a detour off the path over the middle fifth of the trip, this share of DETOUR_DEG wide. */
  detour: number;
}

/** The trace of a bus driving `path` from `from` to `to` (epoch ms). */
export function syntheticTrace(
  path: LinePath,
  from: number,
  to: number,
  seed: number,
  shape: TraceShape,
): PositionFix[] {
  const fixes: PositionFix[] = [];
  const span = to - from;
  const holeFrom = from + span / 3;
  for (let at = from, k = 0; at <= to; at += FIX_EVERY_MS, k++) {
    if (shape.hole && at >= holeFrom && at < holeFrom + HOLE_MS) continue;
    const share = (at - from) / span;
    const point = pointAlong(path, path.length * share);
    const detour = share > 0.4 && share < 0.6 ? Math.sin(((share - 0.4) / 0.2) * Math.PI) : 0;
    fixes.push({
      lat: point.lat + centred(seed + k * 2) * NOISE_DEG,
      lng: point.lng + centred(seed + k * 2 + 1) * NOISE_DEG + detour * shape.detour * DETOUR_DEG,
      at,
    });
  }
  return fixes;
}

/** Measures every done trip with a bus, a line and both actual times of the given companies. */
export async function seedDemoKmDriven(tx: Tx, companyIds: readonly number[]): Promise<number> {
  const { paths } = await loadNetwork(tx);
  const pathOf = new Map([...paths.values()].flat().map((p) => [p.lineId, p]));
  const result = await tx.execute(sql`
    select id, line_id, actual_departure, actual_arrival from route_trips
     where company_id = any(${`{${companyIds.join(',')}}`}::int[]) and status = 'done'
       and vehicle_id is not null and line_id is not null
       and actual_departure is not null and actual_arrival is not null
     order by id`);
  const trips = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const measured: Array<{ id: number; km: number; fixes: number }> = [];
  for (const trip of trips) {
    const path = pathOf.get(Number(trip.line_id));
    if (!path) continue;
    const id = Number(trip.id);
    const from = new Date(trip.actual_departure as string).getTime();
    const to = new Date(trip.actual_arrival as string).getTime();
    const shape = { hole: id % 10 === 0, detour: id % 7 === 3 ? 0.3 + 0.7 * noise(id) : 0 };
    const km = drivenKm(syntheticTrace(path, from, to, id, shape), from, to);
    if (km) measured.push({ id, km: km.km, fixes: km.fixes });
  }
  if (measured.length === 0) return 0;
  const values = sql.join(
    measured.map((m) => sql`(${m.id}::int, ${m.km}::float8, ${m.fixes}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update route_trips t set km_driven = v.km, km_driven_fixes = v.fixes
      from (values ${values}) as v(id, km, fixes) where t.id = v.id`);
  return measured.length;
}
