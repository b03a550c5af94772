// getTripSetTickets (GET /statistic/routes/{route_id}/set, /report/trip-set-ticket): ticket-book
// statistics. Per trip on one route with ticket sets handed (ticket_sets, migration 0015): the sets,
// tickets handed, sold (serials used) and returned, their value, and beside them the ledger's cash on
// the same trip (fares paid in cash and their voids and adjusts, kept per trip in fare_trip_cash), so a
// book that does not match its trip's takings shows a difference (docs/reports.md, "Ticket-book
// statistics"). Paged in the database like the other per-trip reports (trip.page.ts).
import type { components } from '@busops/sdk/schema';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { busStaff, fareTripCash, routeTrips, ticketSets } from '../../db/schema/index.ts';
import type { PathOf, QueryOf } from '../../http/operation.ts';
import { assertPeriod, criteriaWhere } from './report.criteria.ts';
import { answerWholeReport, type ReportColumn } from './report.file.ts';
import { bigSum } from './trip.figures.ts';
import { dispatchTripOf, MAX_EXPORT_TRIPS, pagedTrips, tripOrder } from './trip.page.ts';

type Query = QueryOf<'getTripSetTickets'>;
type Row = components['schemas']['TicketSetTripRow'];
type Totals = components['schemas']['TicketSetTotals'];
type Figures = components['schemas']['TicketSetFigures'];

const s = ticketSets;
const c = fareTripCash;
const FIGURES = [
  'sets',
  'open_sets',
  'tickets_handed',
  'tickets_sold',
  'tickets_returned',
  'value',
  'ledger_riders',
  'ledger_amount',
  'difference',
] as const satisfies ReadonlyArray<keyof Figures>;

/** A returned set's sold tickets; a set still out has sold none yet (its tickets are only handed). */
const sold = sql`(${s.returnedFrom} - ${s.serialFrom})`;

/** One row per (company, day, trip code) with sets: the books' figures. */
function setsPerTrip(db: Db, routeId: number, query: Query) {
  assertPeriod(query);
  return db
    .select({
      companyId: s.companyId,
      serviceDate: s.serviceDate,
      trip: s.tripCode,
      sets: sql<number>`count(*)::int`.as('sets'),
      open_sets: sql<number>`(count(*) filter (where ${s.returnedFrom} is null))::int`.as('open_sets'),
      tickets_handed: bigSum(sql`${s.serialTo} - ${s.serialFrom} + 1`).as('tickets_handed'),
      tickets_sold: bigSum(sold).as('tickets_sold'),
      tickets_returned: bigSum(sql`${s.serialTo} + 1 - ${s.returnedFrom}`).as('tickets_returned'),
      value: bigSum(sql`${sold} * ${s.denomination}`).as('value'),
      conductor_names: sql<string>`coalesce(string_agg(distinct ${busStaff.fullName}, ', '), '')`.as(
        'conductor_names',
      ),
    })
    .from(s)
    .leftJoin(busStaff, eq(busStaff.id, s.conductorId))
    .where(
      and(
        eq(s.routeId, routeId),
        gte(s.serviceDate, query.date_from),
        lte(s.serviceDate, query.date_to),
        query.company_id !== undefined ? eq(s.companyId, query.company_id) : undefined,
      ),
    )
    .groupBy(s.companyId, s.serviceDate, s.tripCode)
    .as('per_trip');
}

/**
 * The ledger's cash ticket sales per trip on the route: fares paid in cash and their voids and adjusts
 * (paper tickets are sold for cash on board), from their per-trip rollup fare_trip_cash (migration 0022;
 * the per-trip fare rollup keeps no fare action, so its cash would include top-ups sold on board). Only
 * the trips that had sets.
 */
function cashPerTrip(db: Db, routeId: number, query: Query) {
  return db
    .select({
      companyId: c.companyId,
      serviceDate: c.serviceDate,
      trip: c.tripIdPerformed,
      riders: bigSum(c.riders).as('ledger_riders'),
      amount: bigSum(c.amount).as('ledger_amount'),
    })
    .from(c)
    .where(
      and(
        criteriaWhere({ ...query, route_ids: [routeId], payment_types: undefined }, c),
        sql`(${c.companyId}, ${c.serviceDate}, ${c.tripIdPerformed}) in (select ${s.companyId}, ${s.serviceDate}, ${s.tripCode} from ${s} where ${s.routeId} = ${routeId})`,
      ),
    )
    .groupBy(c.companyId, c.serviceDate, c.tripIdPerformed)
    .as('cash');
}

function figuresOf(db: Db, routeId: number, query: Query) {
  const p = setsPerTrip(db, routeId, query);
  const l = cashPerTrip(db, routeId, query);
  const joined = and(eq(l.companyId, p.companyId), eq(l.serviceDate, p.serviceDate), eq(l.trip, p.trip))!;
  const ledgerRiders = sql`coalesce(${l.riders}, 0)`;
  const ledgerAmount = sql`coalesce(${l.amount}, 0)`;
  const fields = {
    sets: sql<number>`${p.sets}`.mapWith(Number),
    open_sets: sql<number>`${p.open_sets}`.mapWith(Number),
    tickets_handed: sql<number>`${p.tickets_handed}`.mapWith(Number),
    tickets_sold: sql<number>`${p.tickets_sold}`.mapWith(Number),
    tickets_returned: sql<number>`${p.tickets_returned}`.mapWith(Number),
    value: sql<number>`${p.value}`.mapWith(Number),
    ledger_riders: sql<number>`${ledgerRiders}::bigint`.mapWith(Number),
    ledger_amount: sql<number>`${ledgerAmount}::bigint`.mapWith(Number),
    difference: sql<number>`(${p.value} - ${ledgerAmount})::bigint`.mapWith(Number),
  } satisfies Record<keyof Figures, SQL<number>>;
  return { p, l, joined, fields };
}

async function pageRows(db: Db, routeId: number, query: Query, limit: number, offset: number) {
  const { p, l, joined, fields } = figuresOf(db, routeId, query);
  const rows = await db
    .select({
      company_id: p.companyId,
      service_date: p.serviceDate,
      trip_code: p.trip,
      planned_departure: routeTrips.plannedDeparture,
      conductor_names: p.conductor_names,
      ...fields,
    })
    .from(p)
    .leftJoin(l, joined)
    .leftJoin(routeTrips, dispatchTripOf(p))
    .orderBy(...tripOrder(p))
    .limit(limit)
    .offset(offset);
  return rows.map((r): Row => ({ ...r, planned_departure: r.planned_departure?.toISOString() ?? null }));
}

async function totalsOf(db: Db, routeId: number, query: Query): Promise<{ count: number; totals: Totals }> {
  const { p, l, joined, fields } = figuresOf(db, routeId, query);
  const sums = Object.fromEntries(FIGURES.map((k) => [k, bigSum(fields[k])])) as Record<
    keyof Figures,
    SQL<number>
  >;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number), ...sums })
    .from(p)
    .leftJoin(l, joined);
  const { count, ...figures } = row!;
  return { count, totals: { trips: count, ...figures } };
}

const pageSums = (items: readonly Row[]): Totals => {
  const totals = Object.fromEntries(FIGURES.map((k) => [k, 0])) as Figures;
  for (const item of items) for (const k of FIGURES) totals[k] += item[k];
  return { trips: items.length, ...totals };
};

export function tripSetTickets(db: Db, params: PathOf<'getTripSetTickets'>, query: Query) {
  return pagedTrips(
    query,
    (limit, offset) => pageRows(db, params.route_id, query, limit, offset),
    () => totalsOf(db, params.route_id, query),
    pageSums,
  );
}

const figure = (
  key: keyof Figures,
  header: string,
  kind: 'money' | 'integer',
): ReportColumn<Row, Totals> => ({
  header,
  kind,
  ...(kind === 'money' ? { width: 16 } : {}),
  value: (r) => r[key],
  total: (sum) => sum[key],
});

const COLUMNS: ReadonlyArray<ReportColumn<Row, Totals>> = [
  { header: 'Ngày', kind: 'date', value: (r) => r.service_date, total: () => 'Tổng cộng' },
  { header: 'Chuyến', kind: 'text', width: 22, value: (r) => r.trip_code },
  { header: 'Giờ xuất bến', kind: 'datetime', width: 18, value: (r) => r.planned_departure ?? '' },
  { header: 'Phụ xe', kind: 'text', width: 26, value: (r) => r.conductor_names },
  figure('sets', 'Số quyển', 'integer'),
  figure('open_sets', 'Chưa trả', 'integer'),
  figure('tickets_handed', 'Vé giao', 'integer'),
  figure('tickets_sold', 'Vé bán', 'integer'),
  figure('tickets_returned', 'Vé trả lại', 'integer'),
  figure('value', 'Thành tiền', 'money'),
  figure('ledger_riders', 'Khách tiền mặt (sổ)', 'integer'),
  figure('ledger_amount', 'Tiền mặt (sổ)', 'money'),
  figure('difference', 'Chênh lệch', 'money'),
];

export async function exportTripSetTickets(
  db: Db,
  params: PathOf<'getTripSetTickets'>,
  query: Query,
  reply: FastifyReply,
) {
  const [items, { totals }] = await Promise.all([
    pageRows(db, params.route_id, query, MAX_EXPORT_TRIPS, 0),
    totalsOf(db, params.route_id, query),
  ]);
  const file = { filePrefix: 'thong-ke-ve-quyen', sheetName: 'Vé quyển', columns: COLUMNS };
  return answerWholeReport(reply, query.format, file, { items, totals });
}
