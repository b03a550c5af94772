import { describe, expect, it } from 'vitest';
import { memberActions } from './counter';
import type { Pass } from './pass-picker';

const member = { id: 7, full_name: 'Nguyễn Văn An', phone_number: '0909000111' };
const pass = (open: Pass['open_order']): Pass =>
  ({
    id: 3,
    member,
    card_type_id: 1,
    card_type_name: 'Cá nhân',
    scope: 'single',
    route_id: 1,
    route_name: '08 - Bến xe Quận 8',
    multiple_routes_name: null,
    card: null,
    paid_through: '2026-11-30',
    next_period: '2026-12',
    next_price: 140000,
    open_order: open,
    created_at: '2026-01-01T00:00:00Z',
  }) as Pass;

describe('counterMemberActions', () => {
  it('offers the renewal first, then the card, with the month and the price', () => {
    const records = memberActions(member, [pass(null)]);
    expect(records.map((r) => r.title)).toEqual([
      'Gia hạn vé tháng · Nguyễn Văn An · 0909000111',
      'Đổi thẻ · Nguyễn Văn An · 0909000111',
    ]);
    expect(records[0]!.subtitle).toContain('Tháng 12/2026');
    expect(records[0]!.subtitle).toContain('140.000');
    expect(records[0]!.path).toBe('/monthly-ticket/extend-list?counter=extend&member=7');
  });

  it('puts the payment of an open order first', () => {
    const records = memberActions(member, [
      pass({ id: 9, code: 'VT-000009', order_type: 2, period_month: '2026-12', amount: 140000 }),
    ]);
    expect(records[0]!.title).toBe('Xác nhận thanh toán VT-000009 · Nguyễn Văn An · 0909000111');
    expect(records[0]!.path).toBe('/monthly-ticket/extend-list?counter=pay&member=7');
  });

  it('offers nothing for a member without a pass', () => {
    expect(memberActions(member, [])).toEqual([]);
  });
});

describe('orderData', () => {
  it('answers the order of a `{ message, order }` answer and lets a refusal through', async () => {
    const { orderData } = await import('./order-actions');
    const order = { id: 1, code: 'VT-000001', order_type: 2, status: 1 };
    const ok = {
      data: { message: 'Tạo đơn gia hạn thành công!', order },
      response: new Response('{}', { status: 201 }),
    };
    await expect(orderData(Promise.resolve(ok))).resolves.toEqual(order);
    const refused = new Error('Đơn hàng đã bị hủy');
    await expect(orderData(Promise.reject(refused))).rejects.toBe(refused);
  });
});
