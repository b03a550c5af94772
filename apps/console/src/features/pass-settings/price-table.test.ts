import { HANOI_2024_PASS_PRICES } from '@busops/domain';
import { describe, expect, it } from 'vitest';
import type { Price } from './pass-settings.resource';
import { buildPriceTable } from './price-table';

const types = HANOI_2024_PASS_PRICES.map((p, i) => ({
  id: i + 1,
  code: p.code,
  name: p.name,
  enabled: true,
}));

function price(over: Partial<Price>): Price {
  return {
    id: 0,
    company_id: 1,
    scope: 'single',
    route_id: 7,
    route_number: '01',
    route_name: 'Bến Thành – Chợ Lớn',
    multiple_routes_name: null,
    route_ids: [],
    card_type_id: 1,
    card_type_code: 'UT',
    card_type_name: 'Ưu tiên',
    price: 0,
    vat_included: true,
    is_valid_price_vat: true,
    valid_from: '2024-11-01',
    valid_to: null,
    created_at: '2024-10-01T00:00:00Z',
    updated_at: '2024-10-01T00:00:00Z',
    ...over,
  };
}

describe('buildPriceTable', () => {
  it("puts Hanoi's categories side by side: one route / all routes", () => {
    const single = HANOI_2024_PASS_PRICES.map((p, i) =>
      price({ id: i + 1, card_type_id: i + 1, price: p.single }),
    );
    const multi = HANOI_2024_PASS_PRICES.map((p, i) =>
      price({
        id: 10 + i,
        scope: 'multi',
        route_id: null,
        multiple_routes_name: 'Toàn mạng',
        card_type_id: i + 1,
        price: p.multi,
      }),
    );
    const table = buildPriceTable(types, 'Tuyến 01', single, multi, '2026-11-23');
    expect(table.columns.map((c) => c.key)).toEqual(['single', 'multi:Toàn mạng']);
    expect(
      table.rows.map((r) => [r.cardType.code, r.cells.single?.price, r.cells['multi:Toàn mạng']?.price]),
    ).toEqual([
      ['UT', 70_000, 140_000],
      ['TT', 100_000, 200_000],
      ['CN', 140_000, 280_000],
    ]);
  });

  it('shows the price of the day: an old one before the new starts, none before any', () => {
    const single = [
      price({ id: 1, price: 50_000, valid_from: '2023-01-01', valid_to: '2024-10-31' }),
      price({ id: 2, price: 70_000, valid_from: '2024-11-01' }),
    ];
    expect(buildPriceTable(types, 'Tuyến 01', single, [], '2024-10-31').rows[0]!.cells.single?.price).toBe(
      50_000,
    );
    expect(buildPriceTable(types, 'Tuyến 01', single, [], '2024-11-01').rows[0]!.cells.single?.price).toBe(
      70_000,
    );
    expect(buildPriceTable(types, 'Tuyến 01', single, [], '2022-01-01').rows[0]!.cells.single).toBeNull();
    expect(buildPriceTable(types, null, single, [], '2024-11-01').columns).toEqual([]);
  });
});
