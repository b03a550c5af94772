// Ticket sets (createTicketSet, recordTicketSetReturn, listTicketSets) and ticket-book statistics
// (getTripSetTickets) on the dispatched trip of the fixture (dispatched-trip.fixture.ts: 14,000 ₫ of
// adult paper tickets and a free rider in cash, a student by QR): the rules refused in Vietnamese, the
// race of two clerks on one book, each trip's figures against its sets and the ledger's cash to the dong,
// and a member kept to its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  DISPATCHED_CODE,
  DISPATCHED_DAY,
  type DispatchedTrip,
  writeDispatchedTrip,
} from './dispatched-trip.fixture.ts';
import {
  getReport,
  type LedgerFixture,
  PN_ADMIN,
  PN_CONDUCTOR,
  PN_CONTROLLER,
  QT_CONTROLLER,
  reportUrl,
  SUPER,
  writeLedgerFixture,
} from './ledger.fixture.ts';

let t: TestApp;
let fx: LedgerFixture;
let trip: DispatchedTrip;
beforeAll(async () => {
  t = await createTestApp();
  fx = await writeLedgerFixture(t);
  trip = await writeDispatchedTrip(t, fx);
}, 300_000);
afterAll(() => t.close());

const setsPath = () => `/dispatch/routes/${trip.routeId}/trips/${DISPATCHED_CODE}/ticket-sets`;
const hand = (body: Record<string, unknown>, as = PN_CONTROLLER) => t.call('POST', setsPath(), { as, body });
const giveBack = (body: Record<string, unknown>, as = PN_CONTROLLER) =>
  t.call('POST', `${setsPath()}/return`, { as, body });
const reportPath = () => `/statistic/routes/${trip.routeId}/set`;
const VIETNAMESE = /[ạảãàáâậầấẩẫăắằặẳẵêếềệểễôốồộổỗơớờợởỡưứừựửữđ]/i;

describe('ticket sets', () => {
  it('hands a set to the trip, copying its day and conductor', async () => {
    const res = await hand({ series: 'AA/24', serial_from: 1001, serial_to: 1100, denomination: 7000 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      trip_code: DISPATCHED_CODE,
      service_date: DISPATCHED_DAY,
      conductor_name: trip.conductorName,
      tickets: 100,
      returned_from: null,
      tickets_sold: null,
      fare_product: 've_luot',
    });
  });

  it('refuses a backwards range, a bad series, an oversized set and an overlap, in Vietnamese', async () => {
    const backwards = await hand({ series: 'AB', serial_from: 10, serial_to: 5, denomination: 7000 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('Số sê-ri đầu phải nhỏ hơn hoặc bằng số sê-ri cuối');
    const series = await hand({ series: 'aa 1', serial_from: 1, serial_to: 5, denomination: 7000 });
    expect(series.status).toBe(400);
    expect(series.body.message).toMatch(VIETNAMESE);
    const huge = await hand({ series: 'AB', serial_from: 1, serial_to: 6000, denomination: 7000 });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('Một lần giao tối đa 5.000 vé');
    const overlap = await hand({ series: 'AA/24', serial_from: 1100, serial_to: 1150, denomination: 7000 });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe('Dải sê-ri trùng với một quyển vé đã giao cùng ký hiệu');
    // Another series may use the same numbers.
    expect(
      (await hand({ series: 'AB/24', serial_from: 1001, serial_to: 1050, denomination: 3000 })).status,
    ).toBe(201);
  });

  it('hands one book once when two clerks hand it at the same time', async () => {
    const body = { series: 'RACE', serial_from: 1, serial_to: 100, denomination: 7000 };
    const answers = await Promise.all([hand(body), hand(body, PN_ADMIN), hand(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('takes a set back once, with the returned serial inside its range', async () => {
    const outside = await giveBack({ series: 'AA/24', serial_from: 1001, returned_from: 1102 });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toMatch(/trả lại phải nằm trong dải/);
    const unknown = await giveBack({ series: 'ZZ', serial_from: 1, returned_from: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(VIETNAMESE);
    const ok = await giveBack({ series: 'AA/24', serial_from: 1001, returned_from: 1003 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ tickets_sold: 2, value: 14000, returned_from: 1003 });
    const again = await giveBack({ series: 'AA/24', serial_from: 1001, returned_from: 1010 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Quyển vé này đã nhận trả lại');
    expect((await giveBack({ series: 'AB/24', serial_from: 1001, returned_from: 1001 })).status).toBe(200);
  });

  it('lets conductors neither hand nor list sets, and keeps another company off the trip', async () => {
    expect(
      (await hand({ series: 'CX', serial_from: 1, serial_to: 2, denomination: 7000 }, PN_CONDUCTOR)).status,
    ).toBe(403);
    expect(
      (await hand({ series: 'CX', serial_from: 1, serial_to: 2, denomination: 7000 }, QT_CONTROLLER)).status,
    ).toBe(404);
    const period = { date_from: '2024-10-01', date_to: '2024-10-31' };
    expect(
      (await t.call('GET', reportUrl('/dispatch/ticket-sets', period), { as: PN_CONDUCTOR })).status,
    ).toBe(403);
    const qt = await t.call('GET', reportUrl('/dispatch/ticket-sets', period), { as: QT_CONTROLLER });
    expect(qt.body).toMatchObject({ items: [], total: 0 });
    const pn = await t.call(
      'GET',
      reportUrl('/dispatch/ticket-sets', { ...period, trip_code: DISPATCHED_CODE }),
      {
        as: PN_CONTROLLER,
      },
    );
    expect(pn.body.total).toBe(3);
    const all = await t.call('GET', reportUrl('/dispatch/ticket-sets', { ...period, company_id: fx.pn }), {
      as: SUPER,
    });
    expect(all.body.total).toBe(3);
  });

  it('reports the trip: sets, tickets and value beside the ledger’s cash, to the dong', async () => {
    const body = await getReport(t, SUPER, reportPath());
    expect(body.total).toBe(1);
    const cash = trip.rows.filter((r) => r.paymentType === 'CASH');
    const ledgerAmount = cash.reduce((s, r) => s + r.amount, 0);
    const ledgerRiders = cash.reduce((s, r) => s + (r.numRiders ?? 1), 0);
    expect(body.items[0]).toMatchObject({
      trip_code: DISPATCHED_CODE,
      conductor_names: trip.conductorName,
      sets: 3,
      open_sets: 1,
      tickets_handed: 100 + 50 + 100,
      tickets_sold: 2,
      tickets_returned: 98 + 50,
      value: 14000,
      ledger_riders: ledgerRiders,
      ledger_amount: ledgerAmount,
      difference: 14000 - ledgerAmount,
    });
    expect(ledgerAmount).toBe(14000);
    expect(body.totals).toMatchObject({ trips: 1, sets: 3, value: 14000, difference: 0 });
    // Pages without a count add up their own page.
    const quick = await getReport(t, SUPER, reportPath(), { with_total: false });
    expect(quick.totals).toEqual(body.totals);
  });

  it('keeps a member to its own, refuses a bad period in Vietnamese, exports the totals row', async () => {
    expect((await getReport(t, QT_CONTROLLER, reportPath())).items).toEqual([]);
    expect((await getReport(t, PN_CONTROLLER, reportPath(), { company_id: fx.qt })).items).toEqual([]);
    expect((await getReport(t, PN_CONTROLLER, reportPath())).total).toBe(1);
    const bad = await t.call(
      'GET',
      reportUrl(reportPath(), { date_from: '2024-10-31', date_to: '2024-10-01' }),
      {
        as: SUPER,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Đến ngày phải sau hoặc bằng Từ ngày');
    const period = { date_from: '2024-10-01', date_to: '2024-10-31' };
    expect((await t.call('GET', reportUrl(reportPath(), period), { as: PN_CONDUCTOR })).status).toBe(403);
    const res = await t.call('GET', reportUrl(reportPath(), { ...period, export: true, format: 'csv' }), {
      as: SUPER,
    });
    expect(res.status).toBe(200);
    const lines = res.raw.toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.at(-1)).toContain('14000');
  });
});
