// The synthetic operator (issue 20): fares for the demo's own performed trips, shaped by published
// figures, so every report has data on first start. Pure: `tripFares` turns one performed trip into its
// ledger rows; `syntheticFares.write.ts` loads the trips and writes the rows through appendLedgerBulk.
//
// Figures: Ho Chi Minh City fares 5,000-7,000 ₫ by route length, pupils and students 3,000 ₫ (the HCMC
// preset of @busops/domain); about 75 passengers per trip (Hanoi, 2023); morning and evening peaks and
// quieter weekends; a share of monthly-pass riders (pass_use, 0 ₫) and of riders who ride free (the
// elderly, people with disabilities, children under 6, people with merit: 0 ₫); payments mostly cash,
// some QR and bank cards; a few NFC top-ups on board and a few voided tickets (a conductor's mistake).
//
// Two grains. `tripFares`: one row per boarding, as a conductor's handset sends them (what drill-down
// shows), for the days the demo dispatched. `routeDayShares` + `routeDayTotals`: a day's riders per route
// split by the published shares, in rows of at most 100 riders (TIDES allows aggregated transactions;
// num_riders > 1), for the history before them, so 90 days cost tens of thousands of rows on first start
// instead of millions (docs/benchmarks.md: summing per trip instead was 264,576 rows, 92 s on a loaded
// PGlite).
import { AUTO_PRICE_PRESETS, autoPriceFor, dayTypeOf, type RiderCategory } from '@busops/domain';
import type { LedgerRow } from '../features/ledger/ledger.append.ts';
import { seededRandom, textSeed } from './random.ts';

export interface FareTrip {
  companyId: number;
  code: string;
  routeId: number;
  routeLengthKm: number | null;
  serviceDate: string;
  /** ISO instants. */
  departure: string;
  arrival: string;
  status: 'done' | 'running' | 'lost';
  vehicleId: number | null;
  driverId: number | null;
  conductorId: number | null;
}

export interface SyntheticOptions {
  /** Passengers relative to the published ~75 a trip (1 = as published). */
  scale: number;
  /** A running trip has sold only its tickets up to now. */
  now: Date;
}

/** Hanoi 2023: about 75 passengers per trip. */
export const PASSENGERS_PER_TRIP = 75;
/** HCMC student fare. */
const STUDENT_FARE = autoPriceFor(AUTO_PRICE_PRESETS.hcmc, 'student', null) ?? 3_000;

/** Relative demand by departure hour: morning and evening peaks, ~1 over a 05:00-21:00 day. */
const HOUR_FACTOR = [
  0.4, 0.4, 0.4, 0.4, 0.4, 0.6, 1.4, 1.6, 1.3, 0.9, 0.8, 0.8, 0.8, 0.8, 0.8, 0.9, 1.3, 1.5, 1.2, 0.9, 0.7,
  0.5, 0.5, 0.4,
];
const DAY_FACTOR = { weekday: 1, saturday: 0.8, sunday: 0.7, holiday: 0.7 } as const;

/** Who boards, as shares of boardings (weekday; students travel less at weekends). */
const FREE_SHARES: ReadonlyArray<readonly [RiderCategory, number]> = [
  ['nguoi_cao_tuoi', 0.04],
  ['tre_em_duoi_6', 0.015],
  ['nguoi_khuyet_tat', 0.008],
  ['nguoi_co_cong', 0.007],
];
const PASS_SHARE = 0.2;
const STUDENT_SHARE = { weekday: 0.15, other: 0.05 };
/** Paid fares by payment: mostly cash. */
const PAYMENTS = [
  ['CASH', 'paper_ticket', 0.82],
  ['QR', 'qr_code', 0.11],
  ['CARD', 'bank_card', 0.07],
] as const;
/** One boarding in this many tops an NFC card up on board; one paid ticket in this many is voided. */
const TOP_UP_EVERY = 400;
const VOID_EVERY = 1_500;
const TOP_UPS = [50_000, 100_000, 200_000];

/** A trip's own generator: its fares are the same at every run. */
const random = (seedText: string) => seededRandom(textSeed(seedText));

const saigonHour = (iso: string) => (new Date(iso).getUTCHours() + 7) % 24;

/** How many board the trip: the published mean shaped by hour and day, +-15 %, times the scale. */
export function tripPassengers(trip: FareTrip, scale: number, rand: () => number): number {
  const day = DAY_FACTOR[dayTypeOf(trip.serviceDate)];
  const noise = 0.85 + 0.3 * rand();
  const lost = trip.status === 'lost' ? 0.6 : 1;
  return Math.round(
    PASSENGERS_PER_TRIP * HOUR_FACTOR[saigonHour(trip.departure)]! * day * noise * lost * scale,
  );
}

interface Boarding {
  category: RiderCategory;
  action: 'fare_payment' | 'pass_use';
  payment: (typeof PAYMENTS)[number][0] | 'SUBSCRIPTION';
  media: (typeof PAYMENTS)[number][1] | 'nfc_card';
  amount: number;
}

function drawBoarding(rand: () => number, adultFare: number, weekday: boolean): Boarding {
  let r = rand();
  if (r < PASS_SHARE)
    return { category: 'adult', action: 'pass_use', payment: 'SUBSCRIPTION', media: 'nfc_card', amount: 0 };
  r -= PASS_SHARE;
  for (const [category, share] of FREE_SHARES) {
    if (r < share)
      return { category, action: 'fare_payment', payment: 'CASH', media: 'paper_ticket', amount: 0 };
    r -= share;
  }
  const student = rand() < (weekday ? STUDENT_SHARE.weekday : STUDENT_SHARE.other);
  const p = rand();
  let below = 0;
  const [payment, media] =
    PAYMENTS.find(([, , share]) => {
      below += share;
      return p < below;
    }) ?? PAYMENTS[0];
  return {
    category: student ? 'hoc_sinh_sinh_vien' : 'adult',
    action: 'fare_payment',
    payment,
    media,
    amount: student ? STUDENT_FARE : adultFare,
  };
}

/** The handset on the bus: one per vehicle (or per conductor when the trip has no bus). */
const deviceOf = (trip: FareTrip) =>
  trip.vehicleId !== null ? `SIM-XE-${trip.vehicleId}` : `SIM-PX-${trip.conductorId ?? 0}`;

/** The day's number since 1970: device sequences are day * 100,000 + the trip's place, stable per day. */
const epochDay = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/**
 * The ledger rows of one performed trip. `slot` numbers the trip among its device's trips of the day,
 * so every row's id (`device:sequence`) is stable: a second run writes nothing twice.
 */
export function tripFares(trip: FareTrip, slot: number, options: SyntheticOptions): LedgerRow[] {
  const rand = random(`${trip.companyId}|${trip.code}`);
  const adultFare = autoPriceFor(AUTO_PRICE_PRESETS.hcmc, 'standard', trip.routeLengthKm) ?? 7_000;
  const weekday = dayTypeOf(trip.serviceDate) === 'weekday';
  const start = Date.parse(trip.departure);
  const span = Math.max(60_000, Date.parse(trip.arrival) - start);
  // A running trip has sold only what boarded before now.
  const soldUntil = Math.min(start + span, options.now.getTime());
  const share = trip.status === 'running' ? Math.max(0, (soldUntil - start) / span) : 1;
  const passengers = Math.round(tripPassengers(trip, options.scale, rand) * share);
  const device = deviceOf(trip);
  const base = epochDay(trip.serviceDate) * 100_000 + slot * 1_000;
  const place = {
    companyId: trip.companyId,
    serviceDate: trip.serviceDate,
    routeId: trip.routeId,
    tripIdPerformed: trip.code,
    vehicleId: trip.vehicleId,
    conductorId: trip.conductorId,
    driverId: trip.driverId,
    deviceId: device,
  };
  const boardings = Array.from({ length: passengers }, () => drawBoarding(rand, adultFare, weekday));

  const rows: LedgerRow[] = [];
  let n = 0;
  const next = () => {
    const sequence = base + n++;
    return { transactionId: `${device}:${sequence}`, deviceSequence: sequence };
  };
  const at = (k: number) =>
    new Date(start + Math.floor(((k + rand()) / Math.max(1, passengers)) * span * share));
  boardings.forEach((b, k) => {
    const eventTimestamp = at(k);
    const id = next();
    const row: LedgerRow = {
      ...place,
      ...id,
      eventTimestamp,
      amount: b.amount,
      fareAction: b.action,
      paymentType: b.payment,
      fareMedia: b.media,
      riderCategory: b.category,
      numRiders: 1,
      fareProduct: b.action === 'pass_use' ? 'monthly_pass' : 've_luot',
      tokenId:
        b.media === 'paper_ticket'
          ? null
          : `04${(Math.floor(rand() * 0xffffffff) >>> 0).toString(16).padStart(8, '0').toUpperCase()}`,
      ticketSerial:
        b.media === 'paper_ticket'
          ? `${trip.code.slice(-13, -7)}-${device.slice(4)}-${id.deviceSequence % 100_000}`
          : null,
    };
    rows.push(row);
    if (b.action === 'fare_payment' && b.amount > 0 && rand() < 1 / VOID_EVERY) {
      // The conductor voids a ticket printed by mistake: the same place, the amount taken back.
      rows.push({
        ...row,
        ...next(),
        eventTimestamp: new Date(eventTimestamp.getTime() + 30_000),
        amount: -row.amount,
        fareAction: 'void',
        numRiders: 0,
        correctsTransactionId: row.transactionId,
      });
    }
    if (rand() < 1 / TOP_UP_EVERY) {
      rows.push({
        ...place,
        ...next(),
        eventTimestamp,
        amount: TOP_UPS[Math.floor(rand() * TOP_UPS.length)]!,
        fareAction: 'add',
        paymentType: 'CASH',
        fareMedia: 'nfc_card',
        riderCategory: 'adult',
        numRiders: 0,
        fareProduct: 'nap_the',
        tokenId: `04${(Math.floor(rand() * 0xffffffff) >>> 0).toString(16).padStart(8, '0').toUpperCase()}`,
      });
    }
  });
  return rows;
}

/**
 * One day's boardings of `trips` per route, split by the published shares without drawing each rider
 * (the history days: ~2 million riders over 88 days would be as many draws). Rows are per route, action,
 * category and payment, without identity or time: `routeDayTotals` gives them theirs and splits them.
 */
export function routeDayShares(trips: readonly FareTrip[], scale: number): LedgerRow[] {
  const byRoute = new Map<number, { trip: FareTrip; passengers: number }>();
  for (const trip of trips) {
    const passengers = tripPassengers(trip, scale, random(`${trip.companyId}|${trip.code}`));
    const entry = byRoute.get(trip.routeId) ?? { trip, passengers: 0 };
    entry.passengers += passengers;
    byRoute.set(trip.routeId, entry);
  }
  const rows: LedgerRow[] = [];
  for (const { trip, passengers } of byRoute.values()) {
    const group = (b: Boarding, riders: number) => {
      if (riders <= 0) return;
      rows.push({
        companyId: trip.companyId,
        serviceDate: trip.serviceDate,
        routeId: trip.routeId,
        transactionId: '',
        eventTimestamp: new Date(trip.departure),
        amount: b.amount * riders,
        fareAction: b.action,
        paymentType: b.payment,
        fareMedia: b.media,
        riderCategory: b.category,
        numRiders: riders,
        fareProduct: b.action === 'pass_use' ? 'monthly_pass' : 've_luot',
      });
    };
    const pass = Math.round(passengers * PASS_SHARE);
    group(
      { category: 'adult', action: 'pass_use', payment: 'SUBSCRIPTION', media: 'nfc_card', amount: 0 },
      pass,
    );
    let paid = passengers - pass;
    for (const [category, share] of FREE_SHARES) {
      const riders = Math.round(passengers * share);
      group({ category, action: 'fare_payment', payment: 'CASH', media: 'paper_ticket', amount: 0 }, riders);
      paid -= riders;
    }
    const weekday = dayTypeOf(trip.serviceDate) === 'weekday';
    const students = Math.round(paid * (weekday ? STUDENT_SHARE.weekday : STUDENT_SHARE.other));
    const adultFare = autoPriceFor(AUTO_PRICE_PRESETS.hcmc, 'standard', trip.routeLengthKm) ?? 7_000;
    for (const [category, count, amount] of [
      ['hoc_sinh_sinh_vien', students, STUDENT_FARE],
      ['adult', paid - students, adultFare],
    ] as const) {
      let rest = count;
      PAYMENTS.forEach(([payment, media, share], i) => {
        const riders = i === PAYMENTS.length - 1 ? rest : Math.round(count * share);
        rest -= riders;
        group({ category, action: 'fare_payment', payment, media, amount }, riders);
      });
    }
  }
  return rows;
}

/** The ledger's CHECK on num_riders (migration 0010). */
const MAX_RIDERS = 100;

/** Splits a group into rows of at most MAX_RIDERS riders, each with its riders' amount. */
function split<G extends { riders: number; amount: number }>(groups: Iterable<G>): G[] {
  return [...groups]
    .sort((a, b) => b.riders - a.riders)
    .flatMap((g) =>
      Array.from({ length: Math.ceil(g.riders / MAX_RIDERS) }, (_, i) => ({
        ...g,
        riders: Math.min(MAX_RIDERS, g.riders - i * MAX_RIDERS),
      })),
    );
}

/**
 * One day's rows of a company summed per route, action, category and payment (boardings: a row's
 * amount is its riders' fares), in rows of at most 100 riders without
 * a trip, bus or crew, from the route's own device (`SIM-TUYEN-<route>`), at noon of the day.
 */
export function routeDayTotals(rows: readonly LedgerRow[], day: string): LedgerRow[] {
  const groups = new Map<string, { row: LedgerRow; riders: number; amount: number }>();
  for (const row of rows) {
    const key = `${row.companyId}|${row.routeId}|${row.fareAction}|${row.riderCategory}|${row.paymentType}`;
    const riders = row.numRiders ?? 1;
    const group = groups.get(key) ?? { row, riders: 0, amount: riders === 0 ? 0 : row.amount / riders };
    group.riders += riders;
    groups.set(key, group);
  }
  const base = epochDay(day) * 100_000;
  const count = new Map<number, number>();
  return split(groups.values()).map(({ row, riders, amount }) => {
    const k = count.get(row.routeId!) ?? 0;
    count.set(row.routeId!, k + 1);
    const deviceId = `SIM-TUYEN-${row.routeId}`;
    return {
      companyId: row.companyId,
      serviceDate: day,
      routeId: row.routeId,
      deviceId,
      deviceSequence: base + k,
      transactionId: `${deviceId}:${base + k}`,
      eventTimestamp: new Date(`${day}T12:00:00+07:00`),
      amount: amount * riders,
      fareAction: row.fareAction,
      paymentType: row.paymentType,
      fareMedia: row.fareMedia,
      riderCategory: row.riderCategory,
      numRiders: riders,
      fareProduct: row.fareProduct,
    };
  });
}
