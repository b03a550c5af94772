// Ledger rows for the report tests, written with appendLedger (the one way into the ledger) in a past
// month the demo never writes (October 2024), for two member companies: fares of every payment type on
// two routes and several trips, boardings on passes, a pass sold at the counter (no route) and refunded,
// a void, an adjust and a top-up. The expected figures are computed here from the same rows in plain
// JavaScript, so a report that reads its rollup wrong cannot match them.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { routes } from '../../src/db/schema/index.ts';
import { appendLedger, type LedgerRow } from '../../src/features/ledger/ledger.append.ts';
import type { TestApp } from '../harness.ts';

/** The demo accounts the report and statement tests call as. */
export const SUPER = '0900000001';
export const PN_ADMIN = '0901000002';
export const PN_CONTROLLER = '0901000009';
export const QT_CONTROLLER = '0902000009';
export const PN_CONDUCTOR = '0901000005';

export const MONTH_FROM = '2024-10-01';
export const MONTH_TO = '2024-10-31';

export interface FixtureRoute {
  id: number;
  number: string;
  lengthKm: number | null;
}

export interface LedgerFixture {
  pn: number;
  qt: number;
  pnRoutes: FixtureRoute[];
  qtRoutes: FixtureRoute[];
  rows: LedgerRow[];
}

async function companyId(t: TestApp, code: string): Promise<number> {
  const result = (await t.services.database.db.execute(
    sql`select id from companies where code = ${code}`,
  )) as unknown as {
    rows: Array<{ id: number }>;
  };
  return Number(result.rows[0]!.id);
}

async function routesOf(t: TestApp, company: number): Promise<FixtureRoute[]> {
  return t.services.database.db
    .select({ id: routes.id, number: routes.number, lengthKm: routes.lengthKm })
    .from(routes)
    .where(eq(routes.companyId, company))
    .orderBy(routes.id)
    .limit(2);
}

const PAYMENTS = ['CASH', 'CARD', 'QR', 'WALLET'] as const;

export async function writeLedgerFixture(t: TestApp): Promise<LedgerFixture> {
  const pn = await companyId(t, 'PNB');
  const qt = await companyId(t, 'QTH');
  const pnRoutes = await routesOf(t, pn);
  const qtRoutes = await routesOf(t, qt);
  const rows: LedgerRow[] = [];
  let n = 0;
  const row = (company: number, day: string, extra: Partial<LedgerRow>): LedgerRow =>
    ledgerRow(company, day, `fx-${company}-${++n}`, n, extra);
  for (const [company, companyRoutes] of [
    [pn, pnRoutes],
    [qt, qtRoutes],
  ] as const) {
    for (const day of ['2024-10-01', '2024-10-02', '2024-10-15', '2024-10-31']) {
      companyRoutes.forEach((route, r) => {
        for (let trip = 0; trip < 2 + r; trip++) {
          const tripId = `FX-${company}-${route.id}-${day}-${trip}`;
          for (let i = 0; i < 3 + trip; i++) {
            const student = i % 3 === 2;
            rows.push(
              row(company, day, {
                routeId: route.id,
                tripIdPerformed: tripId,
                conductorId: 100 + trip,
                amount: student ? 3000 : 7000 - r * 1000,
                riderCategory: student ? 'student' : 'adult',
                paymentType: PAYMENTS[(i + trip) % PAYMENTS.length]!,
                fareMedia: i % 2 === 0 ? 'paper_ticket' : 'nfc_card',
                numRiders: i === 0 && trip === 1 ? 2 : 1,
              }),
            );
          }
          rows.push(
            row(company, day, {
              routeId: route.id,
              tripIdPerformed: tripId,
              amount: 0,
              fareAction: 'pass_use',
              paymentType: 'SUBSCRIPTION',
              fareMedia: 'nfc_card',
            }),
          );
        }
      });
    }
    // At the counter (no route): a pass sold and refunded, another kept; a top-up; a void and an adjust.
    rows.push(
      row(company, '2024-10-02', {
        amount: 200000,
        fareAction: 'pass_purchase',
        fareMedia: 'counter',
        numRiders: 0,
      }),
      row(company, '2024-10-02', {
        amount: 150000,
        fareAction: 'pass_purchase',
        paymentType: 'QR',
        fareMedia: 'counter',
        numRiders: 0,
      }),
      row(company, '2024-10-03', {
        amount: -150000,
        fareAction: 'refund',
        paymentType: 'QR',
        fareMedia: 'counter',
        numRiders: 0,
      }),
      row(company, '2024-10-15', {
        amount: 100000,
        fareAction: 'add',
        paymentType: 'CASH',
        fareMedia: 'nfc_card',
        numRiders: 0,
      }),
      row(company, '2024-10-15', {
        routeId: companyRoutes[0]!.id,
        amount: -7000,
        fareAction: 'void',
        numRiders: 0,
        correctsTransactionId: `fx-${company}-1`,
      }),
      row(company, '2024-10-31', {
        routeId: companyRoutes[1]!.id,
        amount: 500,
        fareAction: 'adjust',
        numRiders: 0,
      }),
    );
  }
  // A row just outside the period on each side: the reports must leave them out.
  rows.push(row(pn, '2024-09-30', { routeId: pnRoutes[0]!.id, amount: 999 }));
  rows.push(row(pn, '2024-11-01', { routeId: pnRoutes[0]!.id, amount: 999 }));
  await t.services.database.db.transaction((tx) => appendLedger(tx, rows));
  return { pn, qt, pnRoutes, qtRoutes, rows };
}

/** A ledger row: an adult's 7,000 ₫ cash fare on paper unless `extra` says otherwise. */
export function ledgerRow(
  company: number,
  day: string,
  transactionId: string,
  minute: number,
  extra: Partial<LedgerRow>,
): LedgerRow {
  return {
    companyId: company,
    transactionId,
    serviceDate: day,
    eventTimestamp: new Date(`${day}T07:${String(minute % 60).padStart(2, '0')}:00+07:00`),
    amount: 7000,
    fareAction: 'fare_payment',
    paymentType: 'CASH',
    fareMedia: 'paper_ticket',
    riderCategory: 'adult',
    numRiders: 1,
    ...extra,
  };
}

/** GET `path` as `as` over `base` (a period) and more criteria; 200 expected, its body answered. */
export function reportGetter(app: () => TestApp, base: Record<string, string>) {
  return async (as: string, path: string, query: Parameters<typeof reportUrl>[1] = {}) => {
    const res = await app().call('GET', reportUrl(path, { ...base, ...query }), { as });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
}

/** The call is refused with 400 and this Vietnamese message. */
export async function expectRefused(
  t: TestApp,
  path: string,
  query: Parameters<typeof reportUrl>[1],
  message: string,
) {
  const res = await t.call('GET', reportUrl(path, query), { as: SUPER });
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(message);
}

export const REVENUE_ACTIONS = ['fare_payment', 'pass_purchase', 'refund', 'void', 'adjust'];
export const BOARDING_ACTIONS = ['fare_payment', 'pass_use'];

/** The fixture's rows in the period, of the given companies. */
export function inPeriod(fixture: LedgerFixture, companies: number[]): LedgerRow[] {
  return fixture.rows.filter(
    (r) => companies.includes(r.companyId) && r.serviceDate >= MONTH_FROM && r.serviceDate <= MONTH_TO,
  );
}

export const revenueOf = (rows: LedgerRow[]) =>
  rows.filter((r) => REVENUE_ACTIONS.includes(r.fareAction)).reduce((s, r) => s + r.amount, 0);
export const boardingsOf = (rows: LedgerRow[]) =>
  rows.filter((r) => BOARDING_ACTIONS.includes(r.fareAction)).reduce((s, r) => s + (r.numRiders ?? 1), 0);

/** GET a report over the fixture's month (plus `query`) as `as`, expecting 200; answers the body. */
export async function getReport(
  t: TestApp,
  as: string,
  path: string,
  query: Parameters<typeof reportUrl>[1] = {},
) {
  const res = await t.call('GET', reportUrl(path, { date_from: MONTH_FROM, date_to: MONTH_TO, ...query }), {
    as,
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A report URL with repeated array parameters (`route_ids=1&route_ids=2`). */
export function reportUrl(
  path: string,
  query: Record<string, string | number | boolean | Array<string | number>>,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  return `${path}?${params}`;
}
