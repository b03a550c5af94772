// A report's criteria and the URL (a report is a link): /report/revenue-route?date_from=2026-10-01&
// date_to=2026-10-31&route_ids=19&route_ids=20. Days are written as the API takes them (ISO); the
// criteria bar shows them dd/MM/yyyy. Without a period in the URL a report shows this month so far.
import { addDays, MAX_REPORT_DAYS, periodDays, saigonToday } from '@busops/domain';
import type { CriterionName } from './define-report';

export interface ReportCriteria {
  date_from: string;
  date_to: string;
  company_id: number | null;
  route_ids: number[];
  payment_types: string[];
  /** The report's own filters (define-report ReportFilter), by parameter name; absent = all. */
  filters: Record<string, string>;
  /** 1-based, as the pager shows it (paged reports only). */
  page: number;
  size: number;
}

export const REPORT_PAGE_SIZE = 50;

/** This month from its first day to today (Asia/Ho_Chi_Minh). */
export function defaultReportCriteria(today = saigonToday()): ReportCriteria {
  return {
    date_from: `${today.slice(0, 7)}-01`,
    date_to: today,
    company_id: null,
    route_ids: [],
    payment_types: [],
    filters: {},
    page: 1,
    size: REPORT_PAGE_SIZE,
  };
}

/** The month 'yyyy-MM' as a period (the palette's "tháng 10", the criteria bar's month). */
export function monthPeriod(month: string): Pick<ReportCriteria, 'date_from' | 'date_to'> {
  const { from, to } = periodDays(month);
  return { date_from: from, date_to: to };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ids = (values: string[]) =>
  values
    .filter((v) => /^\d{1,10}$/.test(v))
    .map(Number)
    .filter((n) => n <= 2147483647);

/** A filter's value as the URL may carry it: a code or an id, nothing else. */
const FILTER_VALUE = /^[A-Za-z0-9_]{1,40}$/;

/** The criteria of the URL; `filterNames`: the report's own filters to read (define-report `filters`). */
export function criteriaFromUrl(
  search: URLSearchParams,
  today = saigonToday(),
  filterNames: readonly string[] = [],
): ReportCriteria {
  const base = defaultReportCriteria(today);
  const day = (name: string, fallback: string) => {
    const raw = search.get(name);
    return raw && DAY.test(raw) ? raw : fallback;
  };
  const page = Number(search.get('page'));
  const company = ids(search.getAll('company_id'))[0];
  return {
    ...base,
    date_from: day('date_from', base.date_from),
    date_to: day('date_to', base.date_to),
    company_id: company && company > 0 ? company : null,
    route_ids: ids(search.getAll('route_ids')),
    payment_types: search.getAll('payment_types').filter((v) => /^[A-Z]{1,20}$/.test(v)),
    filters: Object.fromEntries(
      filterNames.flatMap((name) => {
        const value = search.get(name);
        return value && FILTER_VALUE.test(value) ? [[name, value]] : [];
      }),
    ),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL's query of `criteria`: every criterion the report shows (the period always, so a link is exact). */
export function urlOfCriteria(criteria: ReportCriteria, shown: readonly CriterionName[], paged = false) {
  const params = new URLSearchParams();
  params.set('date_from', criteria.date_from);
  params.set('date_to', criteria.date_to);
  if (shown.includes('company_id') && criteria.company_id)
    params.set('company_id', String(criteria.company_id));
  if (shown.includes('route_ids'))
    for (const id of criteria.route_ids) params.append('route_ids', String(id));
  if (shown.includes('payment_types'))
    for (const p of criteria.payment_types) params.append('payment_types', p);
  for (const [name, value] of Object.entries(criteria.filters)) if (value) params.set(name, value);
  if (paged && criteria.page > 1) params.set('page', String(criteria.page));
  return params;
}

/** The operation's query: zero-based page, empty filters left out. */
export function reportQuery(criteria: ReportCriteria, paged = false): Record<string, unknown> {
  return {
    date_from: criteria.date_from,
    date_to: criteria.date_to,
    ...(criteria.company_id ? { company_id: criteria.company_id } : {}),
    ...(criteria.route_ids.length ? { route_ids: criteria.route_ids } : {}),
    ...(criteria.payment_types.length ? { payment_types: criteria.payment_types } : {}),
    ...filterQuery(criteria.filters),
    ...(paged ? { page: criteria.page - 1, size: criteria.size } : {}),
  };
}

/** The filters as the operation takes them: ids as numbers, codes as they are, empty ones left out. */
function filterQuery(filters: Record<string, string>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => [name, /^\d{1,10}$/.test(value) ? Number(value) : value]),
  );
}

/** The console's own check before asking (the API says the same in the same words). */
export function periodProblem(criteria: Pick<ReportCriteria, 'date_from' | 'date_to'>): string | null {
  if (!DAY.test(criteria.date_from)) return 'Hãy nhập Từ ngày (dd/MM/yyyy)';
  if (!DAY.test(criteria.date_to)) return 'Hãy nhập Đến ngày (dd/MM/yyyy)';
  if (criteria.date_to < criteria.date_from) return 'Đến ngày phải sau hoặc bằng Từ ngày';
  if (addDays(criteria.date_from, MAX_REPORT_DAYS - 1) < criteria.date_to)
    return `Khoảng thời gian báo cáo tối đa ${MAX_REPORT_DAYS} ngày`;
  return null;
}
