import { describe, expect, it } from 'vitest';
import { racingPairs, serialEnds, transitionOf } from './state-machines.ts';
import {
  CARD_MACHINE,
  CARD_TRANSITIONS,
  canMoveOrder,
  isPassValidOn,
  ORDER_MACHINE,
  PASS_CARD_MACHINE,
  registrationMonths,
} from './subscriptions.ts';
import { TRIP_MACHINE, TRIP_TRANSITIONS } from './trips.ts';

describe('machines as tables', () => {
  it('pair every two moves that leave one state, each move with itself too', () => {
    const pairs = racingPairs(ORDER_MACHINE).map(([a, b]) => `${a.from}:${a.move}+${b.move}`);
    expect(pairs).toEqual([
      '1:confirm_payment+confirm_payment',
      '1:confirm_payment+cancel',
      '2:issue_card+issue_card',
      '2:issue_card+cancel',
      '1:cancel+cancel',
      '2:cancel+cancel',
    ]);
  });
  it('know the end states of every serial order of moves', () => {
    expect(serialEnds(ORDER_MACHINE, 1, ['confirm_payment', 'cancel'])).toEqual(new Set([4]));
    expect(serialEnds(ORDER_MACHINE, 2, ['issue_card', 'cancel'])).toEqual(new Set([3, 4]));
    expect(serialEnds(ORDER_MACHINE, 1, ['cancel', 'cancel'])).toEqual(new Set([4]));
    // Checked on a version read before (cards): the later of two may be refused as stale.
    expect(serialEnds(CARD_MACHINE, 'blocked', ['unblock', 'report_lost'])).toEqual(new Set(['lost']));
    expect(serialEnds(CARD_MACHINE, 'blocked', ['unblock', 'report_lost'], { staleRefusals: true })).toEqual(
      new Set(['lost', 'active']),
    );
  });
  it("say who may refund: the cancel of a paid order is not the sales staff's", () => {
    expect(transitionOf(ORDER_MACHINE, 'cancel', 2)?.effects).toContain('ledger_refund');
    expect(canMoveOrder(8, 'cancel', 2)).toBe(false);
    expect(canMoveOrder(9, 'cancel', 2)).toBe(true);
  });
  it('derive the old lists from the tables', () => {
    expect(CARD_TRANSITIONS.active).toEqual(['blocked', 'lost', 'expired']);
    expect(CARD_TRANSITIONS.replaced).toEqual([]);
    expect(CARD_MACHINE.filter((t) => t.to === 'replaced').every((t) => t.roles.length === 0)).toBe(true);
    expect(TRIP_TRANSITIONS.cancelled).toEqual(['planned']);
    expect(TRIP_MACHINE.filter((t) => t.from === 'done')).toEqual([]);
  });
  it('hand a card to a pass only against a paid card order', () => {
    for (const t of PASS_CARD_MACHINE.filter((r) => r.to === 'card' && r.move !== 'resume'))
      expect(t.effects).toContain('needs_paid_card_order');
  });
  it('give the old card back when a change-card order is cancelled, paid or not', () => {
    for (const from of [1, 2] as const)
      expect(transitionOf(ORDER_MACHINE, 'cancel', from)?.effects).toContain('old_card_restored');
    expect(transitionOf(PASS_CARD_MACHINE, 'resume', 'card_stopped')).toMatchObject({
      to: 'card',
      roles: [],
    });
  });
});

describe('paid months', () => {
  it('a registration buys this month or the next, in Saigon time', () => {
    expect(registrationMonths('2026-12-31')).toEqual(['2026-12', '2027-01']);
  });
  it('a pass is valid only in a month paid for, never in a gap', () => {
    expect(isPassValidOn(['2026-12'], '2026-11-30')).toBe(false);
    expect(isPassValidOn(['2026-12'], '2026-12-01')).toBe(true);
    expect(isPassValidOn(['2026-10', '2026-12'], '2026-11-15')).toBe(false);
  });
});
