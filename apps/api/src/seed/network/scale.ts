// The operator-sized network for benchmarks (issue 9): at scale 1, in one company, 150 routes with
// two lines each (20-60 stops a line, along a grid of streets around Saigon), 4,000 stops, tickets,
// a day of departures per line and day type (~70-100), and 3,000 buses with GPS device ids.
// Deterministic (a seeded generator), so two runs at the same scale build the same network.
import { generateDepartures } from '@busops/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { routes } from '../../db/schema/index.ts';
import { seededRandom } from '../random.ts';
import { cumulativeKm, densify, type LngLat, roundKm } from './geo.ts';
import type { DayType, NetworkPlan, PlanLine, PlanRoute, PlanStop, PlanVehicle } from './plan.ts';
import { type WrittenNetwork, writeNetwork } from './write-network.ts';

export const SCALE_ONE = { routes: 150, stops: 4_000, vehicles: 3_000 } as const;
/** The first scale route's number: its presence means the company already has the scale network. */
export const SCALE_MARKER_ROUTE = 'S001';

const CENTRE: LngLat = [106.68, 10.79];
const SPACING_KM = 0.45;
const KM_PER_DEG_LAT = 110.574;
const KM_PER_DEG_LNG = 111.32 * Math.cos((CENTRE[1] * Math.PI) / 180);
const DAY: Array<[DayType, number]> = [
  ['weekday', 10],
  ['saturday', 12],
  ['sunday', 15],
];
const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf'];

export function scaleCounts(scale: number) {
  if (!(scale > 0 && scale <= 10)) throw new Error(`--scale must be above 0 and at most 10: ${scale}`);
  return {
    routes: Math.max(1, Math.round(SCALE_ONE.routes * scale)),
    stops: Math.max(60, Math.round(SCALE_ONE.stops * scale)),
    vehicles: Math.max(1, Math.round(SCALE_ONE.vehicles * scale)),
  };
}

/** The plan of the scale network (pure: no database). */
export function planNetworkAtScale(scale: number): NetworkPlan {
  const counts = scaleCounts(scale);
  const cols = Math.ceil(Math.sqrt(counts.stops));
  const rowsCount = Math.ceil(counts.stops / cols);
  const pos = (index: number): LngLat => {
    const r = Math.floor(index / cols);
    const c = index % cols;
    return [
      Math.round((CENTRE[0] + ((c - cols / 2) * SPACING_KM) / KM_PER_DEG_LNG) * 1e6) / 1e6,
      Math.round((CENTRE[1] + ((r - rowsCount / 2) * SPACING_KM) / KM_PER_DEG_LAT) * 1e6) / 1e6,
    ];
  };
  const code = (index: number) => `SC${String(index + 1).padStart(5, '0')}`;
  const planStops: PlanStop[] = Array.from({ length: counts.stops }, (_, i) => {
    const [lng, lat] = pos(i);
    const street = Math.floor(i / cols) + 1;
    const house = 2 * (i % cols) + 10;
    return {
      code: code(i),
      name: `${house} Đường số ${street}`,
      address: `${house} Đường số ${street}, TP. Hồ Chí Minh`,
      lat,
      lng,
      hasShelter: i % 3 === 0,
      wheelchairAccessible: i % 4 === 0,
    };
  });

  const next = seededRandom(9);
  const steps: Array<[number, number]> = [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ];
  const valid = (r: number, c: number) => r >= 0 && c >= 0 && c < cols && r * cols + c < counts.stops;
  /** A walk along the streets: mostly straight on, sometimes turning, never visiting a stop twice. */
  const walk = (length: number): number[] => {
    for (;;) {
      let r = Math.floor(next() * rowsCount);
      let c = Math.floor(next() * cols);
      if (!valid(r, c)) continue;
      let heading = Math.floor(next() * 4);
      const path = [r * cols + c];
      const seen = new Set(path);
      while (path.length < length) {
        const turn = next() < 0.15 ? (next() < 0.5 ? 1 : 3) : 0;
        const options = [turn, 0, 1, 3].map((t) => (heading + t) % 4);
        const go = options.find((h) => {
          const [dr, dc] = steps[h]!;
          return valid(r + dr, c + dc) && !seen.has((r + dr) * cols + c + dc);
        });
        if (go === undefined) break;
        heading = go;
        r += steps[go]![0];
        c += steps[go]![1];
        path.push(r * cols + c);
        seen.add(r * cols + c);
      }
      if (path.length >= 20) return path;
    }
  };

  const lineOf = (direction: 0 | 1, path: number[], name: string): PlanLine => {
    const points = path.map(pos);
    const km = cumulativeKm(points);
    return {
      direction,
      name,
      shape: densify(points, 0.15),
      lengthKm: roundKm(km[km.length - 1]!),
      stops: path.map((index, k) => ({ code: code(index), distanceKm: roundKm(km[k]!) })),
    };
  };

  const planRoutes: PlanRoute[] = Array.from({ length: counts.routes }, (_, k) => {
    const path = walk(20 + Math.floor(next() * 41));
    const number = `S${String(k + 1).padStart(3, '0')}`;
    const from = planStops[path[0]!]!.name;
    const to = planStops[path[path.length - 1]!]!.name;
    const out = lineOf(0, path, `Lượt đi: ${from} → ${to}`);
    const back = lineOf(1, [...path].reverse(), `Lượt về: ${to} → ${from}`);
    const runningMinutes = Math.round((out.lengthKm / 18) * 60);
    return {
      number,
      name: `${from} - ${to}`,
      type: k % 5 === 0 ? 'unsubsidized' : 'subsidized',
      operatingStart: '05:00',
      operatingEnd: '22:00',
      headwayMinutes: 10,
      lengthKm: out.lengthKm,
      color: COLOURS[k % COLOURS.length]!,
      isAutoPrice: false,
      note: 'Mạng lưới quy mô (network:scale)',
      lines: [out, back],
      tickets: [
        {
          name: 'Vé lượt',
          type: 'standard',
          price: out.lengthKm > 18 ? 7_000 : 6_000,
          distanceKm: out.lengthKm,
        },
        { name: 'Vé HSSV', type: 'student', price: 3_000, distanceKm: out.lengthKm },
      ],
      autoPrices: [],
      schedules: DAY.flatMap(([dayType, every]) =>
        ([0, 1] as const).flatMap((direction) =>
          generateDepartures('05:00', '22:00', every).map((departureTime) => ({
            direction,
            dayType,
            departureTime,
            runningMinutes,
          })),
        ),
      ),
    };
  });

  const planVehicles: PlanVehicle[] = Array.from({ length: counts.vehicles }, (_, i) => {
    const serial = String(10_001 + i);
    const electric = i % 10 === 0;
    return {
      plate: `50H-${serial.slice(0, 3)}.${serial.slice(3)}`,
      fleetNumber: `Q${String(i + 1).padStart(4, '0')}`,
      make: electric ? 'VinFast' : 'Thaco',
      model: electric ? 'EB 8' : 'Bluesky TB79S',
      seats: electric ? 18 : 26,
      standingPlaces: electric ? 32 : 34,
      fuel: electric ? 'electric' : i % 3 === 0 ? 'cng' : 'diesel',
      wheelchairAccessible: electric,
      depot: ['Bãi xe Phú Lâm', 'Bãi xe An Sương', 'Bãi xe Bến Thành', 'Bãi xe Linh Trung'][i % 4]!,
      gpsDeviceId: `SCALE-${String(i + 1).padStart(5, '0')}`,
      inspectionExpiresOn: `2027-${String(1 + (i % 12)).padStart(2, '0')}-15`,
      badgeExpiresOn: `2027-${String(1 + ((i + 5) % 12)).padStart(2, '0')}-01`,
      insuranceExpiresOn: `2027-${String(1 + ((i + 9) % 12)).padStart(2, '0')}-28`,
    };
  });

  return { stops: planStops, routes: planRoutes, vehicles: planVehicles };
}

export class ScaleNetworkExists extends Error {}

/**
 * Builds the scale network in `companyId` in one transaction. Refuses (ScaleNetworkExists) when the
 * company already has it: run it on another company or a fresh database.
 */
export async function buildNetworkAtScale(
  db: Executor,
  companyId: number,
  scale: number,
): Promise<WrittenNetwork> {
  const plan = planNetworkAtScale(scale);
  return db.transaction(async (tx) => {
    // Two runs at once on one company: the second waits, then sees the first one's routes.
    await tx.execute(sql`select pg_advisory_xact_lock(4243, ${companyId})`);
    const [already] = await tx
      .select({ id: routes.id })
      .from(routes)
      .where(
        sql`${routes.companyId} = ${companyId} and lower(${routes.number}) = lower(${SCALE_MARKER_ROUTE})`,
      );
    if (already)
      throw new ScaleNetworkExists(
        `Công ty #${companyId} đã có mạng lưới quy mô (tuyến ${SCALE_MARKER_ROUTE}): không tạo lại. Dùng công ty khác hoặc một cơ sở dữ liệu mới.`,
      );
    return writeNetwork(tx, companyId, plan);
  });
}
