import { describe, expect, it } from 'vitest';
import {
  amountRefusal,
  deviceTransactionId,
  FARE_ACTIONS,
  FARE_MEDIA,
  FREE_RIDER_CATEGORIES,
  fareActionLabel,
  fareProductLabel,
  isFreeRider,
  isRevenueTrip,
  isRiderCategory,
  RIDER_CATEGORIES,
  riderCategoryLabel,
  TRIP_PERFORMED_KINDS,
  tripPerformedKind,
} from './fare-ledger.ts';

describe('fare ledger vocabulary', () => {
  it('lists the ledger actions and media of migration 0010, in order', () => {
    expect(FARE_ACTIONS).toEqual([
      'fare_payment',
      'pass_purchase',
      'pass_use',
      'add',
      'refund',
      'void',
      'adjust',
    ]);
    expect(FARE_MEDIA).toEqual(['paper_ticket', 'nfc_card', 'qr_code', 'bank_card', 'counter']);
    expect(fareActionLabel('void')).toBe('Huỷ giao dịch');
    expect(fareActionLabel('mystery')).toBe('mystery');
    expect(fareActionLabel('constructor')).toBe('constructor');
  });

  it('keeps adult (the ledger default) and names the free riders', () => {
    expect(RIDER_CATEGORIES[0]).toBe('adult');
    expect(FREE_RIDER_CATEGORIES).toEqual([
      'nguoi_cao_tuoi',
      'nguoi_khuyet_tat',
      'tre_em_duoi_6',
      'nguoi_co_cong',
    ]);
    expect(isFreeRider('nguoi_cao_tuoi')).toBe(true);
    expect(isFreeRider('adult')).toBe(false);
    expect(isFreeRider('hoc_sinh_sinh_vien')).toBe(false);
    expect(riderCategoryLabel('tre_em_duoi_6')).toBe('Trẻ em dưới 6 tuổi');
    expect(riderCategoryLabel('old_code')).toBe('old_code');
    expect(isRiderCategory('adult')).toBe(true);
    expect(isRiderCategory('toString')).toBe(false);
  });
});

describe('amountRefusal', () => {
  it.each([
    ['fare_payment', 7_000, 'adult', null],
    ['fare_payment', 3_000, 'hoc_sinh_sinh_vien', null],
    ['fare_payment', 0, 'nguoi_cao_tuoi', null],
    ['pass_use', 0, 'adult', null],
    ['add', 100_000, 'adult', null],
    ['refund', -50_000, 'adult', null],
    ['adjust', -2_000, 'adult', null],
    ['adjust', 2_000, 'adult', null],
    ['void', 0, 'adult', null],
  ] as const)('%s of %d (%s) is accepted', (action, amount, category, expected) => {
    expect(amountRefusal(action, amount, category)).toBe(expected);
  });

  it.each([
    ['fare_payment', 0, 'adult', 'Vé lượt phải có số tiền lớn hơn 0 ₫'],
    ['fare_payment', 5_000, 'tre_em_duoi_6', 'Trẻ em dưới 6 tuổi được miễn vé: số tiền phải là 0 ₫'],
    ['pass_use', 7_000, 'adult', 'Quẹt vé tháng không thu tiền: số tiền phải là 0 ₫'],
    ['add', 0, 'adult', 'Nạp tiền thẻ phải có số tiền lớn hơn 0 ₫'],
    ['refund', 5_000, 'adult', 'Hoàn tiền ghi số tiền âm (tiền trả lại khách)'],
    ['adjust', 0, 'adult', 'Điều chỉnh 0 ₫ không thay đổi gì'],
  ] as const)('%s of %d (%s) is refused', (action, amount, category, message) => {
    expect(amountRefusal(action, amount, category)).toBe(message);
  });
});

describe('trips performed (TIDES)', () => {
  it.each([
    ['done', true, true, 'scheduled'],
    ['running', false, true, 'added'],
    ['done', true, false, 'deadhead'],
    ['cancelled', true, true, 'cancelled'],
    ['lost', true, true, 'lost'],
    ['planned', true, true, null],
    ['assigned', true, true, null],
  ] as const)('%s (schedule %s, in service %s) is %s', (status, schedule, inService, kind) => {
    expect(tripPerformedKind(status, schedule, inService)).toBe(kind);
  });

  it('counts revenue only on trips that carried passengers', () => {
    expect(TRIP_PERFORMED_KINDS.filter(isRevenueTrip)).toEqual(['scheduled', 'added', 'lost']);
    expect(isRevenueTrip(null)).toBe(false);
  });

  it('names a device event by device and sequence', () => {
    expect(deviceTransactionId('HS-PN-0001', 42)).toBe('HS-PN-0001:42');
  });
});

describe('fare products', () => {
  it('names the products the handsets and the counter write, and reads an unknown one as its code', () => {
    expect(fareProductLabel('ve_luot')).toBe('Vé lượt');
    expect(fareProductLabel('monthly_pass')).toBe('Vé tháng');
    expect(fareProductLabel('ve_dem')).toBe('ve_dem');
    expect(fareProductLabel(null)).toBe('');
  });
});
