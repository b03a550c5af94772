// The criteria every report shares (openapi/resources/reports/parameters): a period of at most 366
// service days, the super company's company filter, routes and payment types. One function turns them
// into the WHERE of any table that has those columns (the rollups and the ledger itself), so a report
// and its drill-down select exactly the same rows.
import { MAX_REPORT_DAYS } from '@busops/domain';
import { and, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../../http/errors.ts';
import { isRealDay } from '../real-day.ts';

export interface ReportQuery {
  date_from: string;
  date_to: string;
  company_id?: number;
  route_ids?: number[];
  payment_types?: string[];
}

/** The columns of a table the shared criteria filter on. */
export interface CriteriaColumns {
  companyId: AnyPgColumn;
  serviceDate: AnyPgColumn;
  routeId: AnyPgColumn;
  /** Absent on a table without payment types (trips per route and day): a payment filter is not asked of it. */
  paymentType?: AnyPgColumn;
}

const DAY_MS = 86_400_000;

/** 400 with a Vietnamese message unless the period is two real days, in order, at most 366 days long. */
export function assertPeriod(query: Pick<ReportQuery, 'date_from' | 'date_to'>): void {
  for (const [field, label] of [
    ['date_from', 'Từ ngày'],
    ['date_to', 'Đến ngày'],
  ] as const) {
    if (!isRealDay(query[field])) {
      const message = `${label} không phải là một ngày có thật`;
      throw badRequest(message, [{ field, message }]);
    }
  }
  const days = (Date.parse(query.date_to) - Date.parse(query.date_from)) / DAY_MS + 1;
  if (days < 1) {
    const message = 'Đến ngày phải sau hoặc bằng Từ ngày';
    throw badRequest(message, [{ field: 'date_to', message }]);
  }
  if (days > MAX_REPORT_DAYS) {
    const message = `Khoảng thời gian báo cáo tối đa ${MAX_REPORT_DAYS} ngày`;
    throw badRequest(message, [{ field: 'date_to', message }]);
  }
}

/**
 * The WHERE of the criteria on `columns`. `routeIsNullable`: the ledger stores "no route" as NULL, the
 * rollups as 0; route id 0 in the criteria means "no route" on both.
 */
function paymentIn(columns: CriteriaColumns, types: readonly string[]): SQL {
  if (!columns.paymentType)
    throw new Error('criteriaWhere: a payment filter on a table without payment types');
  return inArray(columns.paymentType, [...types]);
}

export function criteriaWhere(query: ReportQuery, columns: CriteriaColumns, routeIsNullable = false): SQL {
  assertPeriod(query);
  const routes = query.route_ids ?? [];
  const named = routes.filter((id) => id > 0);
  const some = named.length > 0 ? inArray(columns.routeId, named) : undefined;
  const none = routes.includes(0)
    ? routeIsNullable
      ? isNull(columns.routeId)
      : eq(columns.routeId, 0)
    : undefined;
  return and(
    gte(columns.serviceDate, query.date_from),
    lte(columns.serviceDate, query.date_to),
    query.company_id !== undefined ? eq(columns.companyId, query.company_id) : undefined,
    some && none ? or(some, none) : (some ?? none),
    query.payment_types && query.payment_types.length > 0
      ? paymentIn(columns, query.payment_types)
      : undefined,
  )!;
}
