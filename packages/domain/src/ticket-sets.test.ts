import { describe, expect, it } from 'vitest';
import {
  MAX_TICKETS_PER_SET,
  returnedSerialProblem,
  serialRangesOverlap,
  TICKET_SET_MESSAGES,
  ticketSetProblem,
  ticketsInSet,
  ticketsSold,
} from './ticket-sets.ts';

const set = { series: 'AA/26', serialFrom: 1001, serialTo: 1100, denomination: 7000 };

describe('ticket sets', () => {
  it('takes a well formed set and counts its tickets with both ends', () => {
    expect(ticketSetProblem(set)).toBeUndefined();
    expect(ticketsInSet(set)).toBe(100);
    expect(ticketSetProblem({ ...set, serialTo: set.serialFrom })).toBeUndefined();
  });

  it('refuses a backwards range, a bad series, a huge set and a bad denomination, in Vietnamese', () => {
    expect(ticketSetProblem({ ...set, serialFrom: 1101 })).toBe(TICKET_SET_MESSAGES.order);
    expect(ticketSetProblem({ ...set, series: 'aa 26' })).toBe(TICKET_SET_MESSAGES.series);
    expect(ticketSetProblem({ ...set, serialFrom: 0 })).toBe(TICKET_SET_MESSAGES.serial);
    expect(ticketSetProblem({ ...set, serialTo: set.serialFrom + MAX_TICKETS_PER_SET })).toBe(
      TICKET_SET_MESSAGES.size,
    );
    expect(ticketSetProblem({ ...set, denomination: 0 })).toBe(TICKET_SET_MESSAGES.denomination);
  });

  it('takes a returned serial from the first up to one past the last, and counts the sold ones', () => {
    expect(returnedSerialProblem(set, 1001)).toBeUndefined();
    expect(returnedSerialProblem(set, 1101)).toBeUndefined();
    expect(returnedSerialProblem(set, 1000)).toBe(TICKET_SET_MESSAGES.returned);
    expect(returnedSerialProblem(set, 1102)).toBe(TICKET_SET_MESSAGES.returned);
    expect(ticketsSold(set, 1001)).toBe(0);
    expect(ticketsSold(set, 1101)).toBe(100);
    expect(ticketsSold(set, 1043)).toBe(42);
  });

  it('finds overlaps only within one series, ends included', () => {
    const a = { series: 'AA', serialFrom: 1, serialTo: 100 };
    expect(serialRangesOverlap(a, { series: 'AA', serialFrom: 100, serialTo: 200 })).toBe(true);
    expect(serialRangesOverlap(a, { series: 'AA', serialFrom: 101, serialTo: 200 })).toBe(false);
    expect(serialRangesOverlap(a, { series: 'AB', serialFrom: 1, serialTo: 100 })).toBe(false);
    expect(serialRangesOverlap({ series: 'AA', serialFrom: 50, serialTo: 60 }, a)).toBe(true);
  });
});
