// The report kit: every declaration's criteria are parameters of its operation (read from the bundled
// contract), its columns fields of its rows, its totals fields of the totals; the palette's parsing of
// "doanh thu tuyen 19 thang 10"; criteria <-> URL (a report is a link) and the period's checks.
import spec from '@busops/sdk/openapi.deref.json';
import { describe, expect, it } from 'vitest';
import { driverStatisticsReport } from '../features/reports/driver-statistics.report';
import { monthlyTicketHistoryReport } from '../features/reports/monthly-ticket-history.report';
import { revenueByDateReport } from '../features/reports/revenue-date.report';
import { revenueDetailReport } from '../features/reports/revenue-detail.report';
import { revenueByRouteReport } from '../features/reports/revenue-route.report';
import { staffStatisticsReport } from '../features/reports/staff-statistics.report';
import { ticketPurchaseHistoryReport } from '../features/reports/ticket-purchase-history.report';
import { topUpHistoryReport } from '../features/reports/top-up-history.report';
import { tripSetTicketReport } from '../features/reports/trip-set-ticket.report';
import { tripStatisticsReport } from '../features/reports/trip-statistics.report';
import { tripsNoRevenueReport } from '../features/reports/trips-no-revenue.report';
import { yieldAndRevenueReport } from '../features/reports/yield-and-revenue.report';
import { aggregatePaymentReport } from '../features/statements/aggregate-payment.report';
import { busNfcReport } from '../features/statements/bus-nfc.report';
import { monthlyTicketReport } from '../features/statements/monthly-ticket.report';
import { staffPaymentReport } from '../features/statements/staff-payment.report';
import { subscriptionCardReport } from '../features/statements/subscription-card.report';
import { criteriaFromUrl, periodProblem, reportQuery, urlOfCriteria } from './report-criteria';
import { parseReportIntent } from './report-palette';

type Schema = { properties?: Record<string, Schema>; allOf?: Schema[]; items?: Schema };
type Operation = {
  operationId: string;
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
const operations = Object.values(
  (spec as unknown as { paths: Record<string, Record<string, Operation>> }).paths,
).flatMap((methods) => Object.values(methods));
const find = (id: string) => operations.find((op) => op.operationId === id)!;
/** The property names of a schema, through allOf. */
const propsOf = (schema: Schema | undefined): string[] =>
  schema ? [...Object.keys(schema.properties ?? {}), ...(schema.allOf ?? []).flatMap(propsOf)] : [];
const answerOf = (op: Operation) => op.responses['200']!.content!['application/json']!.schema;
/** Every declaration of a property through allOf (the Page envelope declares `items` without a type). */
const fieldsOf = (schema: Schema, name: string): Schema[] => [
  ...(schema.properties?.[name] ? [schema.properties[name]] : []),
  ...(schema.allOf ?? []).flatMap((s) => fieldsOf(s, name)),
];

const REPORTS = [
  revenueByDateReport,
  revenueByRouteReport,
  revenueDetailReport,
  yieldAndRevenueReport,
  staffPaymentReport,
  aggregatePaymentReport,
  subscriptionCardReport,
  staffStatisticsReport,
  tripStatisticsReport,
  tripsNoRevenueReport,
  topUpHistoryReport,
  tripSetTicketReport,
  monthlyTicketReport,
  busNfcReport,
  ticketPurchaseHistoryReport,
  monthlyTicketHistoryReport,
  driverStatisticsReport,
];

describe('report declarations', () => {
  it.each(REPORTS.map((r) => [r.path, r] as const))('%s matches its operation', (_path, report) => {
    const op = find(report.operation);
    const params = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    // A route in the path takes the route picker's route (route_ids is then no query parameter).
    const path = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
    if (report.routeInPath) expect(path).toContain(report.routeInPath);
    for (const name of report.criteria) {
      if (name === 'route_ids' && report.routeInPath) continue;
      expect(params, name).toContain(name);
    }
    // The report's own filters are parameters too; those the drill-down takes are listFareTransactions'.
    const drillParams = (find('listFareTransactions').parameters ?? []).map((p) => p.name);
    for (const filter of report.filters ?? []) {
      expect(params, filter.name).toContain(filter.name);
      if (filter.drill) expect(drillParams, filter.name).toContain(filter.name);
    }
    expect(params.includes('page')).toBe(report.paged === true);
    const answer = answerOf(op);
    const rowFields = fieldsOf(answer, 'items').flatMap((s) => propsOf(s.items));
    const totalFields = fieldsOf(answer, 'totals').flatMap(propsOf);
    for (const column of report.columns) {
      expect(rowFields, column.field).toContain(column.field);
      if (column.total) expect(totalFields, column.field).toContain(column.field);
    }
    if (report.exportOperation) expect(find(report.exportOperation)).toBeDefined();
  });
});

describe('the palette names a report and its criteria', () => {
  const reports = [
    { keywords: ['doanh thu tuyen', 'doanh thu theo tuyen'] },
    { keywords: ['doanh thu ngay'] },
  ];
  it('reads route and month, with or without diacritics', () => {
    expect(parseReportIntent('doanh thu tuyen 19 thang 10', reports, '2026-11-27')).toEqual({
      report: 0,
      routeNumber: '19',
      month: '2026-10',
    });
    expect(parseReportIntent('Doanh thu tuyến 19 tháng 10', reports, '2026-11-27')?.month).toBe('2026-10');
    expect(parseReportIntent('doanh thu theo tuyen d4 thang 3/2025', reports, '2026-11-27')).toEqual({
      report: 0,
      routeNumber: 'D4',
      month: '2025-03',
    });
  });
  it('takes a month not yet come as last year’s, and needs a criterion', () => {
    expect(parseReportIntent('doanh thu ngay thang 12', reports, '2026-11-27')).toEqual({
      report: 1,
      routeNumber: null,
      month: '2025-12',
    });
    expect(parseReportIntent('doanh thu tuyen', reports)).toBeNull();
    expect(parseReportIntent('tuyen 19 thang 10', reports)).toBeNull();
    expect(parseReportIntent('doanh thu tuyen 19 thang 13', reports)?.month).toBeNull();
  });
});

describe('criteria and the URL', () => {
  it('round-trips through the URL and asks the API in its words', () => {
    const url = new URLSearchParams(
      'date_from=2026-10-01&date_to=2026-10-31&route_ids=19&route_ids=20&payment_types=CASH&page=2',
    );
    const criteria = criteriaFromUrl(url, '2026-11-27');
    expect(criteria).toMatchObject({ route_ids: [19, 20], payment_types: ['CASH'], page: 2 });
    expect(urlOfCriteria(criteria, revenueDetailReport.criteria, true).toString()).toBe(url.toString());
    expect(reportQuery(criteria, true)).toEqual({
      date_from: '2026-10-01',
      date_to: '2026-10-31',
      route_ids: [19, 20],
      payment_types: ['CASH'],
      page: 1,
      size: 50,
    });
  });
  it('carries the own filters of a report through the URL to the API, ids as numbers', () => {
    const url = new URLSearchParams(
      'date_from=2026-10-01&date_to=2026-10-31&conductor_id=12&fare_product=ve_luot',
    );
    const criteria = criteriaFromUrl(url, '2026-11-27', ['conductor_id', 'fare_product', 'vehicle_id']);
    expect(criteria.filters).toEqual({ conductor_id: '12', fare_product: 've_luot' });
    expect(urlOfCriteria(criteria, ticketPurchaseHistoryReport.criteria).toString()).toBe(url.toString());
    expect(reportQuery(criteria)).toMatchObject({ conductor_id: 12, fare_product: 've_luot' });
    // Names the report does not declare, and values that are no code, are left out.
    expect(
      criteriaFromUrl(new URLSearchParams('conductor_id=1;drop&x=1'), '2026-11-27', ['conductor_id']).filters,
    ).toEqual({});
  });
  it('defaults to this month so far and ignores what is not a day or an id', () => {
    const criteria = criteriaFromUrl(
      new URLSearchParams('date_from=x&route_ids=abc&route_ids=0'),
      '2026-11-27',
    );
    expect(criteria).toMatchObject({ date_from: '2026-11-01', date_to: '2026-11-27', route_ids: [0] });
  });
  it('refuses a period the API would refuse, in the same words', () => {
    expect(periodProblem({ date_from: '2024-01-01', date_to: '2025-01-01' })).toBe(
      'Khoảng thời gian báo cáo tối đa 366 ngày',
    );
    expect(periodProblem({ date_from: '2024-01-01', date_to: '2024-12-31' })).toBeNull();
    expect(periodProblem({ date_from: '2026-10-31', date_to: '2026-10-01' })).toBe(
      'Đến ngày phải sau hoặc bằng Từ ngày',
    );
  });
});
