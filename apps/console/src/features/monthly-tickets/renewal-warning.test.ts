import { describe, expect, it } from 'vitest';
import { renewalWarning } from './renewal-warning';

const now = new Date('2026-06-15T03:00:00Z'); // 10:00 in Saigon
const pass = { id: 7, paid_through: '2026-06-30' };
const order = (minutesAgo: number, over: Partial<{ subscription_id: number; status: number }> = {}) => ({
  subscription_id: 7,
  code: 'VT-000101',
  status: 2,
  period_month: '2026-07',
  created_at: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
  ...over,
});

describe('renewalWarning', () => {
  it('warns about an order of the same pass made in the last minutes', () => {
    expect(renewalWarning(pass, [order(1)], now)).toBe(
      'Vé này vừa có đơn VT-000101 (Tháng 07/2026) tạo 1 phút trước.',
    );
  });

  it('says nothing for an old order, a cancelled one or another pass', () => {
    expect(
      renewalWarning(pass, [order(11), order(1, { status: 4 }), order(1, { subscription_id: 8 })], now),
    ).toBeNull();
  });

  it('warns about a pass already paid beyond this month', () => {
    expect(renewalWarning({ id: 7, paid_through: '2026-07-31' }, [], now)).toBe(
      'Vé đã thanh toán đến hết tháng 07/2026.',
    );
    expect(renewalWarning({ id: 7, paid_through: null }, [], now)).toBeNull();
  });
});
