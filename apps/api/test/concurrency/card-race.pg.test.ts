// The race suite's NFC card machine (issue 18; race.fixture.ts): every pair of the card moves made by hand,
// from one state, sent at once on PostgreSQL.
import { CARD_MACHINE, type CardMove, racingPairs, serialEnds } from '@busops/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nfcCards } from '../../src/db/schema/index.ts';
import { SALE } from '../monthly-tickets/orders.fixture.ts';
import { pairName, ROUNDS, stockCard, useRaceApp } from './race.fixture.ts';

const app = useRaceApp();
const db = () => app.t.services.database.db;

// ---- cards (the moves by hand) ---------------------------------------------------------------------

const byHand = CARD_MACHINE.filter((row) => row.roles.length > 0);
const cardPairs = racingPairs(byHand);

async function sendCardMove(move: CardMove, cardId: number) {
  const to = byHand.find((row) => row.move === move)!.to;
  return app.t.call('PUT', '/nfc/card-user', { as: SALE, body: { card_id: cardId, action: to } });
}

describe(`card machine: ${cardPairs.length} pairs x ${ROUNDS} rounds`, () => {
  it.each(cardPairs.map((p) => [pairName(p), p] as const))(
    '%s',
    async (_, [a, b]) => {
      // Card moves compare-and-set on the version read first: the second may be refused as stale.
      const allowed = serialEnds(byHand, a.from, [a.move, b.move], { staleRefusals: true });
      for (let round = 0; round < ROUNDS; round++) {
        const cardId = await stockCard(app, a.from);
        const answers = await Promise.all([sendCardMove(a.move, cardId), sendCardMove(b.move, cardId)]);
        for (const answer of answers)
          expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
        const [card] = await db().select().from(nfcCards).where(eq(nfcCards.id, cardId));
        expect(allowed, `round ${round}: ended in ${card!.status}`).toContain(card!.status);
      }
    },
    120_000,
  );
});
