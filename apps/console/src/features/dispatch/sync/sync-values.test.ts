import { describe, expect, it } from 'vitest';
import { showTime, showValue } from './sync-values';

describe('sync dialog values', () => {
  it('shows times in Vietnam, with the day only past the service day', () => {
    expect(showTime('2027-03-17T21:12:00.000Z', '2027-03-18')).toBe('04:12');
    expect(showTime('2027-03-18T17:10:00.000Z', '2027-03-18')).toBe('00:10 (19/03)');
  });

  it('words statuses, ids and missing values', () => {
    expect(showValue('status', 'cancelled')).toMatch(/huỷ|hủy/i);
    expect(showValue('vehicle_id', 12)).toBe('#12');
    expect(showValue('note', null)).toBe('—');
  });
});
