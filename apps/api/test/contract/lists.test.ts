import { randomBytes } from 'node:crypto';
// Every `x-list: paged` operation of the contract honours the shared `with_total` parameter (the same
// rows, and a total that only tells whether a next page exists), and the docs page shows the shared
// Page envelope (`allOf`) as the fields a caller reads. Generated from the contract: a new paged list
// is covered the day it is added.
import { type RoleValue, rolesAllow, scopeAllows } from '@busops/domain';

import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeLines, routes, ticketSets } from '../../src/db/schema/index.ts';
import { appendLedger, type LedgerRow } from '../../src/features/ledger/ledger.append.ts';
import { renderDocs } from '../../src/http/docs.ts';
import { loadOperations, type SpecOperation } from '../../src/http/spec.ts';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts.ts';
import { sampleRouteInput } from '../bus-management/route.sample.ts';
import { sampleStopInput } from '../bus-management/stop.sample.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { MONTH_FROM, MONTH_TO, writeLedgerFixture } from '../reports/ledger.fixture.ts';
import { writeMonthlyTicketRows } from '../reports/monthly-ticket.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

/** The super admin, or (a member-company list) the first demo account the operation lets in. */
const callerOf = (op: SpecOperation) =>
  DEMO_ACCOUNTS.find(
    (a) =>
      !a.mustChooseCompany &&
      (op.roles.length === 0 || rolesAllow(op.roles, a.role as RoleValue)) &&
      scopeAllows(op.scope, a.company === 'super'),
  )!.phone;
const SUPER = '0900000001';

/** A set on each of three trips of the ledger fixture's first route (written once): its route. */
let setsRoute: number | undefined;
async function listSetsFixture(): Promise<number> {
  if (setsRoute !== undefined) return setsRoute;
  const fixture = await writeLedgerFixture(t);
  const route = fixture.pnRoutes[0]!.id;
  await t.services.database.db.insert(ticketSets).values(
    ['2024-10-01', '2024-10-02', '2024-10-15'].map((day, n) => ({
      companyId: fixture.pn,
      routeId: route,
      tripCode: `LISTS-SET-${n}`,
      serviceDate: day,
      series: 'LS',
      serialFrom: 1 + n * 100,
      serialTo: 100 + n * 100,
      denomination: 7000,
    })),
  );
  setsRoute = route;
  return route;
}
const operations = loadOperations();
const paged = operations.filter((op) => op.list === 'paged');

/**
 * The query a list needs besides paging, for the lists that take a required one: listRecordHistory reads
 * one record's history, so a feature gets a create and three edits (four rows, more than one page of 2),
 * made by the super admin (whose company owns the features).
 */
const REQUIRED_QUERY: Record<string, () => Promise<Record<string, string | number>>> = {
  /** The reports' period: the ledger fixture's month (test/reports/ledger.fixture.ts; written once). */
  async listRevenueDetail() {
    await writeLedgerFixture(t);
    return { date_from: MONTH_FROM, date_to: MONTH_TO };
  },
  async listFareTransactions() {
    await writeLedgerFixture(t);
    return { date_from: MONTH_FROM, date_to: MONTH_TO };
  },
  async listStaffRouteTickets() {
    return { date_from: MONTH_FROM, date_to: MONTH_TO };
  },
  async getTripStatistics() {
    return { date_from: MONTH_FROM, date_to: MONTH_TO };
  },
  async getNoRevenueTrips() {
    return { date_from: MONTH_FROM, date_to: MONTH_TO };
  },
  async getTripSetTickets() {
    return { date_from: MONTH_FROM, date_to: MONTH_TO };
  },
  /** Three trips' sets on the fixture's first route (the same ones getTripSetTickets pages). */
  async listTicketSets() {
    await listSetsFixture();
    return { date_from: MONTH_FROM, date_to: MONTH_TO };
  },
  /** The fixture's month, with three top-ups more than its own two (more than one page of 2). */
  async listTopUpHistory() {
    const fixture = await writeLedgerFixture(t);
    const rows: LedgerRow[] = [3, 4, 5].map((n) => ({
      companyId: fixture.pn,
      transactionId: `lists-top-up-${n}`,
      serviceDate: `2024-10-0${n}`,
      eventTimestamp: new Date(`2024-10-0${n}T10:00:00+07:00`),
      amount: 50000,
      fareAction: 'add',
      paymentType: 'CASH',
      fareMedia: 'nfc_card',
      numRiders: 0,
    }));
    await t.services.database.db.transaction((tx) => appendLedger(tx, rows));
    return { date_from: MONTH_FROM, date_to: MONTH_TO };
  },
  async listTicketPurchaseHistory() {
    await writeLedgerFixture(t);
    return { date_from: MONTH_FROM, date_to: MONTH_TO };
  },
  /** The fixture's month, with demo orders paid (and one refunded) in it per company. */
  async listMonthlyTicketHistory() {
    await writeMonthlyTicketRows(t, await writeLedgerFixture(t));
    return { date_from: MONTH_FROM, date_to: MONTH_TO };
  },
  async listRecordHistory() {
    const body = { code: 'PAGED_HISTORY', name: 'Lịch sử 0' };
    const created = await t.call('POST', '/features', { as: SUPER, body });
    expect(created.status).toBe(201);
    for (const n of [1, 2, 3]) {
      const path = `/features/${created.body.id}`;
      const edited = await t.call('PUT', path, { as: SUPER, body: { ...body, name: `Lịch sử ${n}` } });
      expect(edited.status).toBe(200);
    }
    return { entity: 'feature', record_id: created.body.id };
  },
};

/**
 * The path of a list under a record (the `{id}`s filled in), for the lists that have one: a line's stops
 * need a route, its line and three stops on it, made by the list's caller.
 */
const RECORD_PATH: Record<string, (as: string) => Promise<string>> = {
  /** A new customer registered for three months of one pass: three registration orders. */
  async listMemberSubscriptionOrders(as) {
    const [type] = (
      (await t.services.database.db.execute(
        sql`select c.id from card_types c join companies co on co.id = c.company_id where co.code = 'PNB' and c.code = 'CN'`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows;
    const base = {
      card_type_id: Number(type!.id),
      scope: 'multi',
      multiple_routes_name: 'Liên tuyến toàn mạng',
    };
    const first = await t.call('POST', '/subscription-order/new', {
      as,
      body: { ...base, member: { phone_number: '0966000123', full_name: 'Khách ba tháng' } },
    });
    expect(first.status).toBe(201);
    // A registration buys this month or the next only (issue 18): the member's other two registrations
    // are passes of their own, on two of the company's routes (the demo prices every route).
    const twoRoutes = (
      (await t.services.database.db.execute(
        sql`select r.id from routes r join companies co on co.id = r.company_id where co.code = 'PNB' order by r.id limit 2`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows;
    for (const route of twoRoutes) {
      const next = await t.call('POST', '/subscription-order/new', {
        as,
        body: {
          card_type_id: base.card_type_id,
          scope: 'single',
          route_id: Number(route.id),
          member_id: first.body.order.member_id,
        },
      });
      expect(next.status).toBe(201);
    }
    return `/subscription-order/members/${first.body.order.member_id}`;
  },
  /** The counter's lookup of the caller's first demo route: its three prices valid today. */
  async listRouteSubscriptionPrices(as) {
    const me = await t.call('GET', '/staff/me', { as });
    const [route] = await t.services.database.db
      .select({ id: routes.id })
      .from(routes)
      .where(eq(routes.companyId, me.body.org_id))
      .orderBy(asc(routes.id))
      .limit(1);
    return `/route-subscription/routes/${route!.id}`;
  },
  /** The fixture's conductor 100 on the first demo route: his fares of four days (12 rows). */
  async listStaffRouteTickets() {
    const fixture = await writeLedgerFixture(t);
    return `/statistic/staffs/100/routes/${fixture.pnRoutes[0]!.id}/tickets`;
  },
  /** The fixture's first route: its trips of four days and one row without a trip (9 rows). */
  async getTripStatistics() {
    const fixture = await writeLedgerFixture(t);
    return `/statistic/routes/${fixture.pnRoutes[0]!.id}/trips`;
  },
  /** The fixture's first route with three trips of free riders (test/reports/no-revenue-trips.test.ts's kind). */
  async getNoRevenueTrips() {
    const fixture = await writeLedgerFixture(t);
    const route = fixture.pnRoutes[0]!.id;
    const rows: LedgerRow[] = ['2024-10-01', '2024-10-02', '2024-10-15'].map((day, n) => ({
      companyId: fixture.pn,
      transactionId: `lists-free-${n}`,
      serviceDate: day,
      eventTimestamp: new Date(`${day}T09:00:00+07:00`),
      amount: 0,
      fareAction: 'fare_payment',
      paymentType: 'CASH',
      fareMedia: 'paper_ticket',
      riderCategory: 'nguoi_cao_tuoi',
      routeId: route,
      tripIdPerformed: `LISTS-FREE-${n}`,
    }));
    await t.services.database.db.transaction((tx) => appendLedger(tx, rows));
    return `/statistic/routes/${route}/no-revenue`;
  },
  /** The fixture's first route with ticket sets on three trips. */
  async getTripSetTickets() {
    return `/statistic/routes/${await listSetsFixture()}/set`;
  },
  async listLineStops(as) {
    const route = await t.call('POST', '/bus-management/routes', { as, body: sampleRouteInput() });
    const line = await t.call('POST', `/bus-management/routes/${route.body.id}/lines`, {
      as,
      body: { direction: 0, name: 'Lượt đi' },
    });
    const stopIds: number[] = [];
    for (let n = 0; n < 3; n++) {
      stopIds.push((await t.call('POST', '/bus-management/stops', { as, body: sampleStopInput() })).body.id);
    }
    const base = `/bus-management/routes/${route.body.id}/lines/${line.body.id}`;
    const map = await t.call('PUT', `${base}/stop-map`, { as, body: { stop_ids_map: stopIds } });
    expect(map.status).toBe(200);
    return `${base}/stops`;
  },
  async listRouteSchedules(as) {
    const route = await t.call('POST', '/bus-management/routes', { as, body: sampleRouteInput() });
    expect(route.status).toBe(201);
    const [line] = await t.services.database.db
      .insert(routeLines)
      .values({ routeId: route.body.id, companyId: route.body.company_id, direction: 0, name: 'Lượt đi' })
      .returning({ id: routeLines.id });
    const path = `/bus-management/routes/${route.body.id}/schedules`;
    const body = { line_id: line!.id, day_type: 'weekday', from: '05:00', to: '06:00', every_minutes: 30 };
    expect((await t.call('POST', `${path}/generate`, { as, body })).body).toEqual({ created: 3, skipped: 0 });
    return path;
  },
  /** A card's history: registered, then blocked, activated and blocked again (four rows). */
  async listNfcCardHistory(as) {
    const uid = randomBytes(7).toString('hex');
    const card = await t.call('POST', '/nfc/cards', { as, body: { uid, card_number: `LS-${uid}` } });
    expect(card.status).toBe(201);
    for (const action of ['blocked', 'active', 'blocked']) {
      const moved = await t.call('PUT', '/nfc/card-user', { as, body: { card_id: card.body.id, action } });
      expect(moved.status).toBe(200);
    }
    return `/nfc/history/${card.body.id}`;
  },
  /** The company's trip history: a route's day made from three departures (three history rows). */
  async listTripChanges(as) {
    const schedules = await RECORD_PATH.listRouteSchedules!(as);
    const routeId = Number(schedules.split('/')[3]);
    const made = await t.call('POST', `/dispatch/routes/${routeId}/trips/generate`, {
      as,
      body: { service_date: '2026-11-23' },
    });
    expect(made.body).toMatchObject({ created: 3 });
    return '/dispatch/trip-changes';
  },
};

describe('paged lists', () => {
  it('the contract marks the paged lists (and they all take page, size and with_total)', () => {
    expect(paged.map((op) => op.operationId).sort()).toEqual(
      [
        'listDriverSettingTypes',
        'listRoutes',
        'listLineStops',
        'listRouteSchedules',
        'listStops',
        'listVehicles',
        'listBusStaff',
        'listClients',
        'listCompanies',
        'listFeatures',
        'listRecordHistory',
        'listRoles',
        'listTripChanges',
        'searchMembers',
        'listSubscriptionOrders',
        'listMemberSubscriptionOrders',
        'listSubscriptions',
        'listCardTypes',
        'listSubscriptionPrices',
        'listRouteSubscriptionPrices',
        'listNfcCards',
        'listNfcCardHistory',
        'listRevenueDetail',
        'listFareTransactions',
        'listStaffRouteTickets',
        'getTripStatistics',
        'getNoRevenueTrips',
        'listTopUpHistory',
        'getTripSetTickets',
        'listTicketSets',
        'listTicketPurchaseHistory',
        'listMonthlyTicketHistory',
      ].sort(),
    );
    for (const op of paged) {
      expect(op.parameters.map((p) => p.name)).toEqual(
        expect.arrayContaining(['page', 'size', 'with_total']),
      );
      // A list with a required query parameter says here how this suite fills it in.
      const required = op.parameters.some((p) => p.in === 'query' && p.required);
      expect(required, op.operationId).toBe(op.operationId in REQUIRED_QUERY);
    }
  });

  it.each(paged.map((op) => [op.operationId, op] as const))(
    '%s: with_total=false answers the same rows and a total that tells whether more follow',
    async (_id, op) => {
      const size = 2;
      const as = callerOf(op);
      const extra = (await REQUIRED_QUERY[op.operationId]?.()) ?? {};
      const path = (await RECORD_PATH[op.operationId]?.(as)) ?? op.path;
      for (const page of [0, 1]) {
        const exact = await t.call('GET', path, { as, query: { ...extra, page, size } });
        expect(exact.status).toBe(200);
        const lean = await t.call('GET', path, { as, query: { ...extra, page, size, with_total: false } });
        expect(lean.status).toBe(200);
        expect(lean.body.items).toEqual(exact.body.items);
        const more = exact.body.total > (page + 1) * size;
        expect(lean.body.total).toBe(page * size + lean.body.items.length + (more ? 1 : 0));
      }
      // The demo data holds more than one page of each, so the check above saw a "more" answer.
      const first = await t.call('GET', path, { as, query: { ...extra, page: 0, size } });
      expect(first.body.total).toBeGreaterThan(size);
    },
  );
});

describe('/docs', () => {
  it('renders a list answer (shared Page envelope + the list rows) as its fields', () => {
    const html = renderDocs();
    const section = html.slice(html.indexOf('<section id="listCompanies">'));
    const answer = section.slice(section.indexOf('<b>200</b>'), section.indexOf('</section>'));
    expect(answer).toContain('<code>items</code>');
    expect(answer).toContain('<code>total</code>');
    expect(answer).toContain('<code>short_name</code>');
  });
});
