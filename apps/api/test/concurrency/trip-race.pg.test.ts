// The race suite's trip machine (issue 18; race.fixture.ts): every pair of the dispatch board's status
// changes and assignment moves from one state, sent at once through the API on PostgreSQL.
import { racingPairs, serialEnds, TRIP_MACHINE, type TripMove, type TripStatus } from '@busops/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { routeTrips } from '../../src/db/schema/index.ts';
import { INSIDER, makeRoute, makeStaff, makeTrip, makeVehicle } from '../dispatch/dispatch.fixture.ts';
import { pairName, useRaceApp } from './race.fixture.ts';

/** Trips race on fewer rounds: 20 pairs, each round a trip made and moved through the API. */
const TRIP_ROUNDS = 5;

const app = useRaceApp();
const db = () => app.t.services.database.db;

// ---- trips (the board's status changes and assignment moves) ---------------------------------------

type Board = { routeId: number; lineId: number; driver: number; vehicle: number };
type TripRace = { id: number; code: string; version: number };
let board: Board | undefined;
let tripSerial = 0;

async function boardOnce(): Promise<Board> {
  if (board) return board;
  const made = await makeRoute(app.t);
  board = {
    routeId: made.id,
    lineId: made.outbound,
    driver: await makeStaff(app.t, 6),
    vehicle: await makeVehicle(app.t),
  };
  return board;
}

/** The body of one trip move on the board, made on the version the caller read. */
function tripBody(move: TripMove, version: number, b: Board) {
  if (move === 'assign')
    return { version, driver_id: b.driver, vehicle_id: b.vehicle, accept_warnings: true };
  if (move === 'unassign') return { version, driver_id: null };
  const to = TRIP_MACHINE.find((row) => row.move === move)!.to;
  return { version, status: to, note: 'đua', accept_warnings: true };
}

async function sendTripMove(move: TripMove, race: TripRace) {
  const b = await boardOnce();
  return app.t.call('PUT', `/dispatch/routes/${b.routeId}/trips/${race.code}`, {
    as: INSIDER.phone,
    body: tripBody(move, race.version, b),
  });
}

/** The serial path from a new trip ('planned') to each state the table's rows leave. */
const TRIP_PATH: Record<TripStatus, TripMove[]> = {
  planned: [],
  assigned: ['assign'],
  running: ['assign', 'start'],
  cancelled: ['cancel'],
  done: ['assign', 'start', 'finish'],
  lost: ['lose'],
};

/** A trip of its own day (the one driver and bus never overlap across rounds), brought to `from`. */
async function tripIn(from: TripStatus): Promise<TripRace> {
  const b = await boardOnce();
  const day = new Date(Date.UTC(2027, 0, 1 + ++tripSerial)).toISOString().slice(0, 10);
  const made = await makeTrip(app.t, b.routeId, b.lineId, '07:00', '08:00', {
    planned_departure: `${day}T07:00:00+07:00`,
    planned_arrival: `${day}T08:00:00+07:00`,
  });
  const race: TripRace = { id: made.id, code: made.code, version: made.version };
  for (const move of TRIP_PATH[from]) {
    const moved = await sendTripMove(move, race);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    race.version = moved.body.route_trip.version;
  }
  return race;
}

const tripPairs = racingPairs(TRIP_MACHINE);

describe(`trip machine: ${tripPairs.length} pairs x ${TRIP_ROUNDS} rounds`, () => {
  it.each(tripPairs.map((p) => [pairName(p), p] as const))(
    '%s',
    async (_, [a, b]) => {
      // Both moves carry the version their caller read: the row is locked and the version compared, so
      // the second is refused as stale (409) or, when both are refused, the trip stays where it was.
      const allowed = serialEnds(TRIP_MACHINE, a.from, [a.move, b.move], { staleRefusals: true });
      for (let round = 0; round < TRIP_ROUNDS; round++) {
        const race = await tripIn(a.from);
        const answers = await Promise.all([sendTripMove(a.move, race), sendTripMove(b.move, race)]);
        for (const answer of answers)
          expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
        expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
        const [trip] = await db().select().from(routeTrips).where(eq(routeTrips.id, race.id));
        const status = trip!.status as TripStatus;
        expect(allowed, `round ${round}: ended in ${status}`).toContain(status);
        // The status says what the row holds: 'assigned' has its driver and bus, 'planned' not both.
        const complete = trip!.driverId !== null && trip!.vehicleId !== null;
        if (status === 'assigned') expect(complete).toBe(true);
        if (status === 'planned') expect(complete).toBe(false);
        expect(trip!.version).toBe(race.version + (answers.some((x) => x.status === 200) ? 1 : 0));
      }
    },
    60_000,
  );
});
