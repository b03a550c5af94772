// The state of one report screen (valtio): its criteria, the rows and totals the API answered, and the
// drill-down's ledger rows. Every request goes by the report's operationId with the criteria as the
// contract names them (report-criteria.ts), so the screen, its file and its drill-down ask alike.
import type { FareAction } from '@busops/domain';
import type { OperationData } from '@busops/sdk';
import { proxy } from 'valtio';
import { api } from '../lib/api';
import { errorMessage, toastError } from '../lib/toasts';
import type { DrillCriteria, Report, ReportOperationId } from './define-report';
import { periodProblem, type ReportCriteria, reportQuery } from './report-criteria';

type Call = (operationId: string, init: unknown) => Promise<{ data?: unknown }>;
const call = api.call as unknown as Call;

export interface ReportState<Row, Totals> {
  criteria: ReportCriteria;
  requesting: boolean;
  error: string | null;
  items: Row[];
  totals: Totals | null;
  /** Rows of every page (paged reports). */
  total: number;
  load(criteria: ReportCriteria): Promise<void>;
}

/** The request of a report for `criteria`: path and query as its operation names them, or what is missing. */
export function reportParams<K extends ReportOperationId>(
  report: Report<K>,
  criteria: ReportCriteria,
): { path?: Record<string, number>; query: Record<string, unknown> } | { problem: string } {
  const query = reportQuery(criteria, report.paged);
  if (!report.routeInPath) return { query };
  const [route] = criteria.route_ids;
  if (!route) return { problem: 'Hãy chọn một tuyến' };
  const { route_ids: _one, ...rest } = query;
  return { path: { [report.routeInPath]: route }, query: rest };
}

export function createReportStore<K extends ReportOperationId>(
  report: Report<K>,
  initial: ReportCriteria,
): ReportState<unknown, Record<string, number | null>> {
  let sequence = 0;
  const state: ReportState<unknown, Record<string, number | null>> = proxy({
    criteria: initial,
    requesting: false,
    error: null as string | null,
    items: [] as unknown[],
    totals: null as Record<string, number | null> | null,
    total: 0,
    async load(criteria: ReportCriteria) {
      const current = ++sequence;
      state.criteria = criteria;
      const params = reportParams(report, criteria);
      const problem = periodProblem(criteria) ?? ('problem' in params ? params.problem : null);
      if (problem || 'problem' in params) {
        state.error = problem ?? null;
        state.items = [];
        state.totals = null;
        return;
      }
      state.requesting = true;
      state.error = null;
      try {
        const answer = (await call(report.operation, { params })) as {
          data: { items: unknown[]; totals: Record<string, number | null>; total?: number };
        };
        if (current !== sequence) return;
        state.items = answer.data.items;
        state.totals = answer.data.totals;
        state.total = answer.data.total ?? answer.data.items.length;
      } catch (error) {
        if (current !== sequence) return;
        state.error = errorMessage(error);
        state.items = [];
        state.totals = null;
        toastError(error);
      } finally {
        if (current === sequence) state.requesting = false;
      }
    },
  });
  return state;
}

export type LedgerRow = OperationData<'listFareTransactions'>['items'][number];

/** The drill-down: the ledger rows behind one figure (listFareTransactions), page by page. */
export interface DrillState {
  open: boolean;
  /** 'Tổng doanh thu · Tuyến 19' */
  title: string;
  query: Record<string, unknown> | null;
  page: number;
  size: number;
  requesting: boolean;
  error: string | null;
  items: LedgerRow[];
  total: number;
  totals: OperationData<'listFareTransactions'>['totals'] | null;
  show(title: string, criteria: ReportCriteria, drill: Omit<DrillCriteria, 'label'>): Promise<void>;
  go(page: number): Promise<void>;
  close(): void;
}

export const DRILL_PAGE_SIZE = 50;

/** The report's criteria narrowed by a row (its day, route, ...) and a figure's fare actions. */
export function drillQuery(
  criteria: ReportCriteria,
  drill: Omit<DrillCriteria, 'label'>,
): Record<string, unknown> {
  const base = reportQuery(criteria);
  const actions: FareAction[] | undefined = drill.fare_actions;
  return {
    ...base,
    // A row's days within the report's period (a month row of a period that starts mid-month).
    ...(drill.date_from && drill.date_from > criteria.date_from ? { date_from: drill.date_from } : {}),
    ...(drill.date_to && drill.date_to < criteria.date_to ? { date_to: drill.date_to } : {}),
    ...(drill.company_id ? { company_id: drill.company_id } : {}),
    ...(drill.route_ids ? { route_ids: drill.route_ids } : {}),
    ...(drill.payment_types ? { payment_types: drill.payment_types } : {}),
    ...(actions?.length ? { fare_actions: actions } : {}),
    ...(drill.rider_category ? { rider_category: drill.rider_category } : {}),
    ...(drill.trip_id_performed ? { trip_id_performed: drill.trip_id_performed } : {}),
    ...(drill.no_trip ? { no_trip: true } : {}),
    ...(drill.driver_id !== undefined ? { driver_id: drill.driver_id } : {}),
    ...(drill.conductor_id !== undefined ? { conductor_id: drill.conductor_id } : {}),
    ...(drill.cashier_id !== undefined ? { cashier_id: drill.cashier_id } : {}),
    ...(drill.card_type_id !== undefined ? { card_type_id: drill.card_type_id } : {}),
    ...(drill.vehicle_id !== undefined ? { vehicle_id: drill.vehicle_id } : {}),
    ...(drill.pass_product !== undefined ? { pass_product: drill.pass_product } : {}),
  };
}

export function createDrillStore(): DrillState {
  let sequence = 0;
  const state: DrillState = proxy({
    open: false,
    title: '',
    query: null as Record<string, unknown> | null,
    page: 1,
    size: DRILL_PAGE_SIZE,
    requesting: false,
    error: null as string | null,
    items: [] as LedgerRow[],
    total: 0,
    totals: null as DrillState['totals'],
    show(title, criteria, drill) {
      state.open = true;
      state.title = title;
      state.query = drillQuery(criteria, drill);
      state.items = [];
      state.totals = null;
      return state.go(1);
    },
    async go(page) {
      const current = ++sequence;
      state.page = page;
      state.requesting = true;
      state.error = null;
      try {
        const answer = (await call('listFareTransactions', {
          params: { query: { ...state.query, page: page - 1, size: state.size } },
        })) as { data: OperationData<'listFareTransactions'> };
        if (current !== sequence) return;
        state.items = answer.data.items;
        state.total = answer.data.total;
        state.totals = answer.data.totals;
      } catch (error) {
        if (current !== sequence) return;
        state.error = errorMessage(error);
      } finally {
        if (current === sequence) state.requesting = false;
      }
    },
    close() {
      sequence++;
      state.open = false;
    },
  });
  return state;
}
