// The revenue reports against the ledger rows the fixture wrote (ledger.fixture.ts): every total equals
// the rows to the dong, the totals row equals the sum of the report's rows, the drill-down finds the
// rows of a figure, the super company reads across companies (all, or one with company_id) while a
// member reads only its own, periods are checked, and the files carry the same rows and totals.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  boardingsOf,
  getReport,
  inPeriod,
  type LedgerFixture,
  MONTH_FROM,
  MONTH_TO,
  PN_ADMIN,
  PN_CONDUCTOR,
  PN_CONTROLLER,
  QT_CONTROLLER,
  reportGetter,
  reportUrl,
  revenueOf,
  SUPER,
  writeLedgerFixture,
} from './ledger.fixture.ts';

let t: TestApp;
let fx: LedgerFixture;
beforeAll(async () => {
  t = await createTestApp();
  fx = await writeLedgerFixture(t);
}, 300_000);
afterAll(() => t.close());

const period = { date_from: MONTH_FROM, date_to: MONTH_TO };
const get = reportGetter(() => t, period);
const sumOf = (items: Array<Record<string, number>>, key: string) => items.reduce((s, r) => s + r[key]!, 0);

describe('revenue by date', () => {
  it('adds up to the ledger rows of both companies for the super company, and per day', async () => {
    const rows = inPeriod(fx, [fx.pn, fx.qt]);
    const body = await get(SUPER, '/statistic/date');
    expect(body.totals.revenue).toBe(revenueOf(rows));
    expect(body.totals.boardings).toBe(boardingsOf(rows));
    expect(body.totals.top_ups).toBe(200000);
    expect(body.totals.transactions).toBe(rows.length);
    expect(body.items.map((i: { service_date: string }) => i.service_date)).toEqual([
      '2024-10-01',
      '2024-10-02',
      '2024-10-03',
      '2024-10-15',
      '2024-10-31',
    ]);
    for (const day of body.items) {
      expect(day.revenue).toBe(revenueOf(rows.filter((r) => r.serviceDate === day.service_date)));
      expect(day.revenue).toBe(day.ticket_revenue + day.pass_revenue + day.corrections);
    }
    for (const key of Object.keys(body.totals)) expect(body.totals[key]).toBe(sumOf(body.items, key));
  });

  it('reads one company with company_id, and a member only its own whatever it asks', async () => {
    const pnRevenue = revenueOf(inPeriod(fx, [fx.pn]));
    expect((await get(SUPER, '/statistic/date', { company_id: fx.pn })).totals.revenue).toBe(pnRevenue);
    expect((await get(PN_CONTROLLER, '/statistic/date')).totals.revenue).toBe(pnRevenue);
    expect((await get(PN_ADMIN, '/statistic/date', { company_id: fx.qt })).items).toEqual([]);
    expect((await get(QT_CONTROLLER, '/statistic/date')).totals.revenue).toBe(
      revenueOf(inPeriod(fx, [fx.qt])),
    );
  });

  it('filters by route and payment type', async () => {
    const route = fx.pnRoutes[0]!.id;
    const rows = inPeriod(fx, [fx.pn]).filter((r) => r.routeId === route && r.paymentType === 'CASH');
    const body = await get(SUPER, '/statistic/date', { route_ids: [route], payment_types: ['CASH'] });
    expect(body.totals.revenue).toBe(revenueOf(rows));
    // Route 0: what was sold on no route (the counter's passes, the top-ups).
    const counter = await get(PN_ADMIN, '/statistic/date', { route_ids: [0] });
    expect(counter.totals.pass_revenue).toBe(200000);
    expect(counter.totals.top_ups).toBe(100000);
  });

  it('refuses a period longer than 366 days, backwards or not on the calendar, in Vietnamese', async () => {
    for (const [from, to, message] of [
      ['2024-01-01', '2025-01-01', 'Khoảng thời gian báo cáo tối đa 366 ngày'],
      ['2024-10-31', '2024-10-01', 'Đến ngày phải sau hoặc bằng Từ ngày'],
      ['2024-02-30', '2024-03-01', 'Từ ngày không phải là một ngày có thật'],
    ] as const) {
      const res = await t.call('GET', reportUrl('/statistic/routes', { date_from: from, date_to: to }), {
        as: SUPER,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    // 2024 is a leap year: its 366 days are one report.
    const year = await t.call(
      'GET',
      reportUrl('/statistic/date', { date_from: '2024-01-01', date_to: '2024-12-31' }),
      {
        as: SUPER,
      },
    );
    expect(year.status).toBe(200);
  });

  it('is not for conductors', async () => {
    const res = await t.call('GET', reportUrl('/statistic/date', period), { as: PN_CONDUCTOR });
    expect(res.status).toBe(403);
  });
});

describe('revenue by route', () => {
  it('gives each route its own rows and one no-route row per company; totals are the sum', async () => {
    const rows = inPeriod(fx, [fx.pn, fx.qt]);
    const body = await get(SUPER, '/statistic/routes');
    expect(body.items).toHaveLength(fx.pnRoutes.length + fx.qtRoutes.length + 2);
    for (const item of body.items) {
      const mine = rows.filter(
        (r) => r.companyId === item.company_id && (r.routeId ?? null) === item.route_id,
      );
      expect(item.revenue).toBe(revenueOf(mine));
      expect(item.boardings).toBe(boardingsOf(mine));
    }
    for (const key of Object.keys(body.totals)) expect(body.totals[key]).toBe(sumOf(body.items, key));
    expect(body.totals.revenue).toBe(revenueOf(rows));
    // Highest revenue first.
    const revenues = body.items.map((i: { revenue: number }) => i.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
  });

  it('shows a member only its routes', async () => {
    const body = await get(QT_CONTROLLER, '/statistic/routes', { company_id: fx.pn });
    expect(body.items).toEqual([]);
    const own = await get(QT_CONTROLLER, '/statistic/routes');
    expect(new Set(own.items.map((i: { company_id: number }) => i.company_id))).toEqual(new Set([fx.qt]));
  });
});

describe('member isolation on every report', () => {
  const PATHS = [
    '/statistic/date',
    '/statistic/routes',
    '/reports/revenue-detail',
    '/reports/yield-and-revenue',
    '/ledger/fare-transactions',
    '/statistic/staffs',
  ];
  it('finds nothing of another company by its company_id or its route ids', async () => {
    for (const path of PATHS) {
      for (const query of [{ company_id: fx.qt }, { route_ids: fx.qtRoutes.map((r) => r.id) }] as Array<
        Record<string, number | number[]>
      >) {
        const body = await get(PN_ADMIN, path, query);
        expect(body.items, `${path} ${JSON.stringify(query)}`).toEqual([]);
        expect(Object.values(body.totals).every((v) => v === 0 || v === null)).toBe(true);
      }
      // The same route ids read by the super company do find Quyết Thắng's rows.
      const across = await get(SUPER, path, { route_ids: fx.qtRoutes.map((r) => r.id) });
      expect(across.items.length, path).toBeGreaterThan(0);
    }
  });
});

describe('revenue detail', () => {
  it('pages the rollup rows and totals every matching row', async () => {
    const rows = inPeriod(fx, [fx.pn]);
    const seen: Array<{ amount: number; riders: number; transactions: number }> = [];
    let total = 0;
    for (let page = 0; page < 50; page++) {
      const body = await get(SUPER, '/reports/revenue-detail', { company_id: fx.pn, page, size: 7 });
      total = body.total;
      expect(body.totals.amount).toBe(rows.reduce((s, r) => s + r.amount, 0));
      expect(body.totals.transactions).toBe(rows.length);
      seen.push(...body.items);
      if (body.items.length < 7) break;
    }
    expect(seen).toHaveLength(total);
    expect(sumOf(seen, 'amount')).toBe(rows.reduce((s, r) => s + r.amount, 0));
    expect(sumOf(seen, 'riders')).toBe(rows.reduce((s, r) => s + (r.numRiders ?? 1), 0));
  });
});

describe('yield and revenue', () => {
  it('counts trips with fares, km by route length, and names both yields', async () => {
    const body = await get(PN_ADMIN, '/reports/yield-and-revenue');
    const rows = inPeriod(fx, [fx.pn]);
    expect(body.items).toHaveLength(fx.pnRoutes.length);
    for (const item of body.items) {
      const mine = rows.filter((r) => r.routeId === item.route_id);
      const trips = new Set(
        mine.filter((r) => r.tripIdPerformed).map((r) => `${r.serviceDate}|${r.tripIdPerformed}`),
      );
      const route = fx.pnRoutes.find((r) => r.id === item.route_id)!;
      expect(item.trips).toBe(trips.size);
      expect(item.revenue).toBe(revenueOf(mine));
      expect(item.boardings).toBe(boardingsOf(mine));
      expect(item.km).toBeCloseTo(trips.size * (route.lengthKm ?? 0), 1);
      expect(item.revenue_per_passenger).toBe(Math.round(item.revenue / item.boardings));
      if (route.lengthKm) expect(item.revenue_per_km).toBe(Math.round(item.revenue / item.km));
    }
    expect(body.totals.trips).toBe(sumOf(body.items, 'trips'));
    expect(body.totals.revenue).toBe(sumOf(body.items, 'revenue'));
    expect(body.totals.revenue_per_passenger).toBe(Math.round(body.totals.revenue / body.totals.boardings));
  });
});

describe('fare transactions (the drill-down)', () => {
  it('finds exactly the rows behind a route revenue figure, page by page', async () => {
    const route = fx.pnRoutes[1]!.id;
    const report = await get(SUPER, '/statistic/routes', { route_ids: [route] });
    const figure = report.items[0].revenue;
    const criteria = {
      route_ids: [route],
      fare_actions: ['fare_payment', 'pass_purchase', 'refund', 'void', 'adjust'],
    };
    const first = await get(SUPER, '/ledger/fare-transactions', { ...criteria, size: 5 });
    expect(first.totals.amount).toBe(figure);
    let sum = 0;
    let count = 0;
    for (let page = 0; page * 5 < first.total; page++) {
      const body = await get(SUPER, '/ledger/fare-transactions', { ...criteria, page, size: 5 });
      sum += sumOf(body.items, 'amount');
      count += body.items.length;
    }
    expect(sum).toBe(figure);
    expect(count).toBe(first.total);
  });

  it('narrows to one trip and rider category, and keeps members to their own rows', async () => {
    const trip = fx.rows.find((r) => r.companyId === fx.pn && r.tripIdPerformed)!.tripIdPerformed!;
    const body = await get(PN_CONTROLLER, '/ledger/fare-transactions', {
      trip_id_performed: trip,
      rider_category: 'adult',
    });
    const expected = fx.rows.filter((r) => r.tripIdPerformed === trip && r.riderCategory === 'adult');
    expect(body.total).toBe(expected.length);
    expect(body.totals.amount).toBe(expected.reduce((s, r) => s + r.amount, 0));
    const other = await get(QT_CONTROLLER, '/ledger/fare-transactions', { trip_id_performed: trip });
    expect(other.total).toBe(0);
  });

  it('with_total=false reads no count: one more row tells a next page', async () => {
    const body = await get(SUPER, '/ledger/fare-transactions', { size: 3, with_total: false });
    expect(body.items).toHaveLength(3);
    expect(body.total).toBe(4);
  });
});

describe('report routes (the picker)', () => {
  it('lists a controller its company’s routes, the super company every company’s or one', async () => {
    const own = await t.call('GET', '/reports/routes', { as: PN_CONTROLLER });
    expect(own.status).toBe(200);
    expect(new Set(own.body.items.map((r: { company_id: number }) => r.company_id))).toEqual(
      new Set([fx.pn]),
    );
    expect(own.body.items.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining(fx.pnRoutes.map((r) => r.id)),
    );
    const all = await t.call('GET', '/reports/routes', { as: SUPER });
    const companies = new Set(all.body.items.map((r: { company_id: number }) => r.company_id));
    expect(companies.has(fx.pn) && companies.has(fx.qt)).toBe(true);
    const one = await t.call('GET', '/reports/routes', { as: SUPER, query: { company_id: fx.qt } });
    expect(new Set(one.body.items.map((r: { company_id: number }) => r.company_id))).toEqual(
      new Set([fx.qt]),
    );
    expect((await t.call('GET', '/reports/routes', { as: PN_CONDUCTOR })).status).toBe(403);
  });
});

describe('files', () => {
  it('exports revenue by route as .xlsx with real numbers, formats and a totals row', async () => {
    const json = await get(SUPER, '/statistic/routes');
    const res = await t.call('GET', reportUrl('/statistic/routes', { ...period, export: true }), {
      as: SUPER,
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(json.items.length + 2);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Tổng cộng');
    expect(last.getCell(8).value).toBe(json.totals.revenue);
    expect(last.getCell(8).numFmt).toBe('#,##0 "₫"');
  });

  it('exports revenue detail as CSV from its /export path, totals last', async () => {
    const json = await get(SUPER, '/reports/revenue-detail', { size: 1 });
    const res = await t.call(
      'GET',
      reportUrl('/reports/revenue-detail/export', { ...period, format: 'csv' }),
      {
        as: SUPER,
      },
    );
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/csv');
    const lines = res.raw
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(json.total + 2);
    const totals = lines[lines.length - 1]!.split(',');
    expect(totals[0]).toBe('Tổng cộng');
    expect(Number(totals[7])).toBe(json.totals.amount);
  });

  it('exports the yield report with the date cells as dates', async () => {
    const res = await t.call('GET', reportUrl('/reports/yield-and-revenue/export', period), { as: PN_ADMIN });
    expect(res.status).toBe(200);
    const dated = await t.call('GET', reportUrl('/statistic/date', { ...period, export: true }), {
      as: PN_ADMIN,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(dated.raw as unknown as ArrayBuffer);
    const cell = book.worksheets[0]!.getRow(2).getCell(1);
    expect(cell.value).toBeInstanceOf(Date);
    expect(cell.numFmt).toBe('dd/mm/yyyy');
  });
});
