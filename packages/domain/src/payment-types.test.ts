import { describe, expect, it } from 'vitest';
import { isPaymentType, PAYMENT_TYPES, paymentTypeLabel } from './payment-types.ts';

const SPEC = [
  ['CASH', 'Tiền mặt'],
  ['CARD', 'Thẻ ngân hàng'],
  ['QR', 'QR code (ví điện tử)'],
  ['WALLET', 'Ví'],
  ['SUBSCRIPTION', 'Vé tháng'],
  ['UNKNOWN', 'Không xác định'],
] as const;

describe('payment types (spec §3)', () => {
  it('lists exactly the spec values in order', () => {
    expect(PAYMENT_TYPES.map((t) => [t.value, t.label])).toEqual(SPEC);
  });

  it.each(SPEC)('%s reads %s', (value, label) => {
    expect(isPaymentType(value)).toBe(true);
    expect(paymentTypeLabel(value)).toBe(label);
  });

  it.each(['cash', 'MOMO', '', null, undefined])('%s is unknown', (value) => {
    expect(isPaymentType(value)).toBe(false);
    expect(paymentTypeLabel(value)).toBe('Không xác định');
  });
});
