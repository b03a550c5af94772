// The demo Saigon network of the member companies (issue 9): routes modelled on real ones
// (demo-network-routes.ts) through junctions and landmarks (demo-network-places.ts).
//
// Stops: every named place a line passes is a stop; between two places, stops every ~330 m in the
// city (~600 m on the highways, none on bridges), named by house number on the street ('86 Trần
// Hưng Đạo'). A stop belongs to the stretch of street, not to the route, so routes of one company
// that share a street share its stop rows. Lượt về runs the same path back through the same stops
// in reverse order (one stop row serves both sides of the street: simpler to edit in the demo).
// The buses are the `vehicles` work's (demo-vehicles.ts); the ~40-bus fleet is not seeded here.
import { generateDepartures } from '@busops/domain';
import type { Tx } from '../db/client.ts';
import { DEMO_COMPANIES, type DemoCompanyKey } from './demo-accounts.ts';
import { PLACES, type PlaceKey } from './demo-network-places.ts';
import { DEMO_ROUTES, type DemoRouteDef } from './demo-network-routes.ts';
import { along, cumulativeKm, densify, distanceKm, type LngLat, roundKm } from './network/geo.ts';
import type { NetworkPlan, PlanLine, PlanRoute, PlanStop } from './network/plan.ts';
import { writeNetwork } from './network/write-network.ts';

const CITY_SPACING_KM = 0.33;
const HIGHWAY_SPACING_KM = 0.6;
const HIGHWAYS = new Set([
  'Xa lộ Hà Nội',
  'Quốc lộ 1A',
  'Quốc lộ 1K',
  'Quốc lộ 50',
  'Trường Chinh',
  'Kinh Dương Vương',
  'Nguyễn Xiển',
  'Đỗ Xuân Hợp',
  'Nguyễn Duy Trinh',
]);
/** Average commercial speed in city traffic, km/h (running time of a trip). */
const SPEED_KMH = 17;

const lngLat = (key: string): LngLat => {
  const place = PLACES[key as PlaceKey];
  if (!place) throw new Error(`demo network: unknown place ${key}`);
  return [place[1], place[0]];
};

/** A small stable hash, so a street's house numbers stay the same from one seed to the next. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The stops of one company, shared by its routes: by place, or by stretch of street and rank. */
class StopBook {
  readonly stops: PlanStop[] = [];
  private readonly byKey = new Map<string, PlanStop>();
  private readonly prefix: string;
  constructor(prefix: string) {
    this.prefix = prefix;
  }

  get(key: string, make: () => Omit<PlanStop, 'code'>): string {
    let stop = this.byKey.get(key);
    if (!stop) {
      stop = { code: `${this.prefix}-${String(this.stops.length + 1).padStart(3, '0')}`, ...make() };
      this.byKey.set(key, stop);
      this.stops.push(stop);
    }
    return stop.code;
  }
}

interface Visit {
  code: string;
  point: LngLat;
}

/** The visits of a path (place, street, place, ...) from its first place to its last. */
function visitsOf(path: readonly string[], book: StopBook): Visit[] {
  const visits: Visit[] = [];
  const visitPlace = (key: string) => {
    const [lat, lng, name] = PLACES[key as PlaceKey];
    if (name === null) return;
    const code = book.get(key, () => ({
      name,
      address: `${name}, TP. Hồ Chí Minh`,
      lat,
      lng,
      hasShelter: true,
      wheelchairAccessible: hash(key) % 3 === 0,
    }));
    visits.push({ code, point: [lng, lat] });
  };
  visitPlace(path[0]!);
  for (let i = 1; i < path.length; i += 2) {
    const [from, street, to] = [path[i - 1]!, path[i]!, path[i + 1]!];
    // The stretch in a fixed orientation, so both directions and every route find the same stops.
    const [a, b] = from < to ? [from, to] : [to, from];
    const km = distanceKm(lngLat(a), lngLat(b));
    const spacing = HIGHWAYS.has(street) ? HIGHWAY_SPACING_KM : CITY_SPACING_KM;
    const between = street.startsWith('Cầu ') ? 0 : Math.max(0, Math.round(km / spacing) - 1);
    const firstNumber = 12 + 2 * (hash(`${a}|${b}`) % 150);
    const ranks = Array.from({ length: between }, (_, k) => k + 1);
    if (from !== a) ranks.reverse();
    for (const k of ranks) {
      const point = along(lngLat(a), lngLat(b), k / (between + 1));
      const house = firstNumber + k * 2 * (10 + (hash(`${a}|${b}|${k}`) % 30));
      const code = book.get(`${a}|${b}|${k}`, () => ({
        name: `${house} ${street}`,
        address: `${house} ${street}, TP. Hồ Chí Minh`,
        lat: point[1],
        lng: point[0],
        hasShelter: k % 2 === 0,
        wheelchairAccessible: k % 3 === 0,
      }));
      visits.push({ code, point });
    }
    visitPlace(to);
  }
  return visits;
}

/** 'first', 'street > place', ... as place, street, place, street, ..., place. */
function flatten(path: readonly string[]): string[] {
  return [path[0]!, ...path.slice(1).flatMap((step) => step.split(' > '))];
}

function lineOf(direction: 0 | 1, name: string, path: readonly string[], book: StopBook): PlanLine {
  const places = path.filter((_, i) => i % 2 === 0).map(lngLat);
  const visits = visitsOf(path, book);
  // Stops lie on the straight stretches between places: their distance is the stretch's start
  // plus the way along it.
  const corners = cumulativeKm(places);
  let stretch = 0;
  const stops = visits.map((v) => {
    while (
      stretch < places.length - 2 &&
      distanceKm(places[stretch]!, v.point) >= distanceKm(places[stretch]!, places[stretch + 1]!) - 1e-9
    )
      stretch++;
    return { code: v.code, distanceKm: roundKm(corners[stretch]! + distanceKm(places[stretch]!, v.point)) };
  });
  return {
    direction,
    name,
    shape: densify(places, 0.15),
    lengthKm: roundKm(corners[corners.length - 1]!),
    stops,
  };
}

function routeOf(def: DemoRouteDef, book: StopBook): PlanRoute {
  const path = flatten(def.path);
  const back = [...path].reverse();
  // 'Bến Thành - ... - Bến xe Chợ Lớn': the line names say the two ends.
  const ends = def.name.split(' - ');
  const [from, to] = [ends[0]!, ends[ends.length - 1]!];
  const out = lineOf(0, `Lượt đi: ${from} → ${to}`, path, book);
  const ret = lineOf(1, `Lượt về: ${to} → ${from}`, back, book);
  const lengthKm = Math.round(out.lengthKm * 10) / 10;
  const runningMinutes = Math.round((out.lengthKm / SPEED_KMH) * 60);
  const [start, end] = def.hours;
  const days = [
    ['weekday', def.headway],
    ['saturday', def.headway + 3],
    ['sunday', def.headway + 5],
  ] as const;
  const long = lengthKm > 18;
  return {
    number: def.number,
    name: def.name,
    type: def.type,
    operatingStart: start,
    operatingEnd: end,
    headwayMinutes: def.headway,
    lengthKm,
    color: def.color,
    isAutoPrice: def.autoPrice ?? false,
    note: def.note ?? null,
    lines: [out, ret],
    tickets:
      def.type === 'subsidized'
        ? [
            { name: 'Vé lượt', type: 'standard', price: long ? 7_000 : 6_000, distanceKm: lengthKm },
            { name: 'Vé HSSV', type: 'student', price: 3_000, distanceKm: lengthKm },
          ]
        : [
            { name: 'Vé lượt', type: 'standard', price: 7_000, distanceKm: Math.min(18, lengthKm) },
            ...(long
              ? [
                  {
                    name: 'Vé lượt (trên 18 km)',
                    type: 'standard' as const,
                    price: 10_000,
                    distanceKm: lengthKm,
                  },
                ]
              : []),
            { name: 'Vé HSSV', type: 'student', price: 3_000, distanceKm: lengthKm },
          ],
    autoPrices: def.autoPrice
      ? [
          { type: 'standard', price: 6_000, maxDistanceKm: 10 },
          { type: 'standard', price: 7_000, maxDistanceKm: null },
          { type: 'student', price: 3_000, maxDistanceKm: null },
        ]
      : [],
    schedules: days.flatMap(([dayType, every]) =>
      ([0, 1] as const).flatMap((direction) =>
        generateDepartures(start, end, every).map((departureTime) => ({
          direction,
          dayType,
          departureTime,
          runningMinutes,
        })),
      ),
    ),
  };
}

/** The demo network of one member company (pure: no database). */
export function planDemoNetwork(company: 'phuongNam' | 'quyetThang'): NetworkPlan {
  const code = DEMO_COMPANIES.find((c) => c.key === company)!.code;
  const book = new StopBook(code);
  const routes = DEMO_ROUTES.filter((r) => r.company === company).map((def) => routeOf(def, book));
  return { stops: book.stops, routes, vehicles: [] };
}

export async function seedNetwork(tx: Tx, companyIds: Record<DemoCompanyKey, number>): Promise<void> {
  for (const company of ['phuongNam', 'quyetThang'] as const)
    await writeNetwork(tx, companyIds[company], planDemoNetwork(company));
}
