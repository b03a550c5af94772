import { describe, expect, it } from 'vitest';
import {
  isReceiptState,
  nextReceiptConfirmer,
  nextReceiptState,
  RECEIPT_CONFIRMERS,
  RECEIPT_STATES,
  type ReceiptState,
  receiptState,
} from './receipt-states.ts';

// spec §3: [state, colour, confirmer into it, next state, next confirmer]
const SPEC = [
  [0, 'grey', null, 1, 'CONTROL'],
  [1, 'blue', 'CONTROL', 2, 'CASHIER'],
  [2, 'green', 'CASHIER', 3, 'ACCEPTANCE'],
  [3, 'orange', 'ACCEPTANCE', null, null],
] as const;

describe('receipt states (spec §3, §4)', () => {
  it('has states 0..3 in order and three confirmers', () => {
    expect(RECEIPT_STATES.map((s) => s.value)).toEqual([0, 1, 2, 3]);
    expect(RECEIPT_CONFIRMERS).toEqual(['CONTROL', 'CASHIER', 'ACCEPTANCE']);
  });

  it.each(SPEC)('state %i is %s, reached by %s, next %s by %s', (state, color, by, next, nextBy) => {
    expect(isReceiptState(state)).toBe(true);
    expect(receiptState(state).color).toBe(color);
    expect(receiptState(state).confirmedBy).toBe(by);
    expect(receiptState(state).label).not.toBe('');
    expect(nextReceiptState(state)).toBe(next);
    expect(nextReceiptConfirmer(state)).toBe(nextBy);
  });

  it('walks the whole chain from 0 to 3', () => {
    const seen: ReceiptState[] = [];
    for (let s: ReceiptState | null = 0; s !== null; s = nextReceiptState(s)) seen.push(s);
    expect(seen).toEqual([0, 1, 2, 3]);
  });

  it.each([-1, 4, 1.5, '1', null])('%s is not a state', (v) => {
    expect(isReceiptState(v)).toBe(false);
  });
});
