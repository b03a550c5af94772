import { describe, expect, it } from 'vitest';
import { monthName, passName, shortPassName, vndInWords } from './receipt-text';

describe('vndInWords', () => {
  it.each([
    [0, 'Không đồng'],
    [70_000, 'Bảy mươi nghìn đồng'],
    [140_000, 'Một trăm bốn mươi nghìn đồng'],
    [280_000, 'Hai trăm tám mươi nghìn đồng'],
    [15_000, 'Mười lăm nghìn đồng'],
    [1_234_568, 'Một triệu hai trăm ba mươi tư nghìn năm trăm sáu mươi tám đồng'],
    [1_005_021, 'Một triệu không trăm linh năm nghìn không trăm hai mươi mốt đồng'],
    [2_000_000, 'Hai triệu đồng'],
    [25_000, 'Hai mươi lăm nghìn đồng'],
  ])('%d', (n, words) => {
    expect(vndInWords(n)).toBe(words);
  });
});

describe('the pass and the month', () => {
  it('names a route or a multi-route price', () => {
    expect(passName({ scope: 'single', route_name: '08 - Bến xe Quận 8', multiple_routes_name: null })).toBe(
      'Tuyến 08 - Bến xe Quận 8',
    );
    expect(passName({ scope: 'multi', route_name: null, multiple_routes_name: 'Liên tuyến toàn mạng' })).toBe(
      'Liên tuyến: Liên tuyến toàn mạng',
    );
    expect(monthName('2026-06')).toBe('Tháng 06/2026');
  });
});

describe('shortPassName', () => {
  it('keeps the route number of a single-route pass, the name of a multi-route one', () => {
    expect(
      shortPassName({
        scope: 'single',
        route_name: '152 - Khu dân cư Trung Sơn - Sân bay Tân Sơn Nhất',
        multiple_routes_name: null,
      }),
    ).toBe('Tuyến 152');
    expect(
      shortPassName({ scope: 'multi', route_name: null, multiple_routes_name: 'Liên tuyến toàn mạng' }),
    ).toBe('Liên tuyến toàn mạng');
  });
});
