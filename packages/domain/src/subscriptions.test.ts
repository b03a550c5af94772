import { describe, expect, it } from 'vitest';
import {
  addMonths,
  canMoveCard,
  canMoveOrder,
  nextPeriod,
  normalizeCardUid,
  ORDER_STATUS,
  periodDays,
} from './subscriptions.ts';

describe('order moves', () => {
  it('sales staff confirm payment and issue the card, but do not cancel a paid order', () => {
    expect(canMoveOrder(8, 'confirm_payment', ORDER_STATUS.created)).toBe(true);
    expect(canMoveOrder(8, 'issue_card', ORDER_STATUS.paid)).toBe(true);
    expect(canMoveOrder(8, 'cancel', ORDER_STATUS.created)).toBe(true);
    expect(canMoveOrder(8, 'cancel', ORDER_STATUS.paid)).toBe(false);
  });
  it('controllers cancel, even paid orders, but take no cash', () => {
    expect(canMoveOrder(9, 'cancel', ORDER_STATUS.paid)).toBe(true);
    expect(canMoveOrder(9, 'confirm_payment', ORDER_STATUS.created)).toBe(false);
  });
  it('nothing moves out of a final status, and payment is confirmed once', () => {
    expect(canMoveOrder(1, 'confirm_payment', ORDER_STATUS.paid)).toBe(false);
    expect(canMoveOrder(1, 'cancel', ORDER_STATUS.cardIssued)).toBe(false);
    expect(canMoveOrder(1, 'cancel', ORDER_STATUS.cancelled)).toBe(false);
    expect(canMoveOrder(1, 'issue_card', ORDER_STATUS.created)).toBe(false);
  });
});

describe('periods', () => {
  it('knows month lengths, leap years included', () => {
    expect(periodDays('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodDays('2028-02').to).toBe('2028-02-29');
    expect(periodDays('2026-12').to).toBe('2026-12-31');
  });
  it('adds months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
  it('extends from the last paid month, never back-dated or overlapping', () => {
    expect(nextPeriod('2026-11', '2026-11-23')).toBe('2026-12');
    expect(nextPeriod('2027-01', '2026-11-23')).toBe('2027-02');
    expect(nextPeriod('2026-03', '2026-11-23')).toBe('2026-11');
    expect(nextPeriod(null, '2026-11-23')).toBe('2026-11');
  });
});

describe('cards', () => {
  it('accepts 4, 7 and 10 byte UIDs in any common writing', () => {
    expect(normalizeCardUid('04:a2:b3:c4:d5:e6:80')).toBe('04A2B3C4D5E680');
    expect(normalizeCardUid(' de ad be ef ')).toBe('DEADBEEF');
    expect(normalizeCardUid('0102030405060708090A')).toBe('0102030405060708090A');
  });
  it('refuses anything else', () => {
    expect(normalizeCardUid('DEADBEE')).toBeNull();
    expect(normalizeCardUid('04A2B3C4D5E6')).toBeNull();
    expect(normalizeCardUid('ZZZZZZZZ')).toBeNull();
    expect(normalizeCardUid('')).toBeNull();
  });
  it('replaced is final and set only by a card change', () => {
    expect(canMoveCard('active', 'replaced')).toBe(false);
    expect(canMoveCard('replaced', 'active')).toBe(false);
    expect(canMoveCard('active', 'lost')).toBe(true);
    expect(canMoveCard('blocked', 'active')).toBe(true);
  });
});
