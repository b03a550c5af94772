// What the race suite of the state machines (issue 18) shares: one API on PostgreSQL per file, the demo's
// Phương Nam with a card type and a route for monthly-ticket orders, stock cards made per round, the rounds
// and a pair's name. The suite is GENERATED from the tables in @busops/domain: for every pair of
// transitions that can leave one state (racingPairs), both are sent at once, ROUNDS times; each round must
// end in a state some serial order of the two allows (serialEnds) and answer no 5xx.
import type { CardStatus, Transition } from '@busops/domain';
import { afterAll, beforeAll } from 'vitest';
import { nfcCards } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { cardTypeId, companyIdOf, firstRoute } from '../monthly-tickets/orders.fixture.ts';

export const ROUNDS = 10;

export interface RaceApp {
  t: TestApp;
  pn: number;
  cardTypeCN: number;
  route: number;
}

/** The file's API and the ids its races use, filled before its tests run. */
export function useRaceApp(): RaceApp {
  const app = {} as RaceApp;
  beforeAll(async () => {
    app.t = await createTestApp();
    if (app.t.services.database.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
    app.pn = await companyIdOf(app.t, 'PNB');
    app.cardTypeCN = await cardTypeId(app.t, app.pn, 'CN');
    app.route = await firstRoute(app.t, app.pn);
  }, 180_000);
  afterAll(() => app.t.close());
  return app;
}

let serial = 0;

/** A card in stock made for this round (the demo's 60 would not last the suite). */
export async function stockCard(app: RaceApp, status: CardStatus = 'active'): Promise<number> {
  const n = ++serial;
  const [card] = await app.t.services.database.db
    .insert(nfcCards)
    .values({
      companyId: app.pn,
      uid: `05${n.toString(16).padStart(10, '0')}81`.toUpperCase(),
      cardNumber: `RACE${String(n).padStart(6, '0')}`,
      status,
    })
    .returning({ id: nfcCards.id });
  return card!.id;
}

/** A round's number for names that must stay unique in the file's database. */
export const nextSerial = () => ++serial;

export const pairName = <S extends string | number, M extends string>([a, b]: [
  Transition<S, M>,
  Transition<S, M>,
]) => `${String(a.from)}: ${a.move} + ${b.move}`;
