// defineReport: one declaration per finance report (issue 20), the way defineResource is one per CRUD
// screen. It names the report's operation, which of the shared report criteria it shows (the kit test
// checks them against the operation's parameters), its columns with their kinds (money is
// `1.234.568 ₫`, right-aligned), the totals row, which ledger rows each figure sums (Enter on a cell or
// a total opens them), the chart, the export and the print. It comes with the screen's chunk: the
// startup only carries the screen's command (features/reports/reports.commands.ts: path, words, icon).
import type { FareAction } from '@busops/domain';
import type { OperationData, OperationQuery } from '@busops/sdk';
import type { OperationId } from '@busops/sdk/operations';
import { screenTitle } from '../commands/screens';

/** The operations a report reads: the shared period criteria in, rows and their totals out. */
export type ReportOperationId = {
  [K in OperationId]: OperationQuery<K> extends { date_from: string; date_to: string }
    ? OperationData<K> extends { items: unknown[]; totals: object }
      ? K
      : never
    : never;
}[OperationId];

export type ReportRow<K extends ReportOperationId> =
  OperationData<K> extends { items: (infer R)[] } ? R : never;
export type ReportTotals<K extends ReportOperationId> =
  OperationData<K> extends { totals: infer T } ? T : never;

/** The criteria every report shares (openapi/resources/reports/parameters), by parameter name. */
export const REPORT_CRITERIA = ['date_from', 'date_to', 'company_id', 'route_ids', 'payment_types'] as const;
export type CriterionName = (typeof REPORT_CRITERIA)[number];

export type ColumnKind = 'text' | 'name' | 'money' | 'integer' | 'decimal' | 'date';

export interface ReportColumn<Row> {
  field: keyof Row & string;
  header: string;
  kind: ColumnKind;
  /** The cell's text, when the value is a code (a payment type, a fare action). */
  format?: (value: unknown, row: Row) => string;
  /** The report's key figure: pinned to the right edge, in view at 1024 px however the others scroll. */
  pinned?: boolean;
  /** The value is in the totals row (the API's totals object holds a field of this name). */
  total?: boolean;
  /**
   * The ledger rows this figure sums (contract RevenueFigures): Enter on the cell or its total opens
   * them. Absent: every ledger row of the row's criteria.
   */
  drill?: readonly FareAction[];
  /** The rider category this figure counts: the drill-down narrows to it too. */
  riderCategory?: string;
}

/** A choice of the filter: the parameter's value and what the picker shows. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A filter of one report beyond the shared criteria (a conductor, a fare product...): one parameter of
 * its operation (the kit test checks it), a picker in the criteria bar, a parameter of the URL.
 */
export interface ReportFilter {
  /** The operation's query parameter. */
  name: string;
  label: string;
  /** The picker's empty choice: 'Tất cả phụ xe'. */
  allLabel: string;
  /** The choices, or how to read them when the screen opens (an empty list if that fails). */
  options: readonly FilterOption[] | (() => Promise<readonly FilterOption[]>);
  /** The drill-down (listFareTransactions) takes the same parameter with the same meaning: it narrows too. */
  drill?: boolean;
}

/** What the drill-down adds to the report's criteria for one row (its day, its route ...). */
export interface DrillCriteria {
  date_from?: string;
  date_to?: string;
  route_ids?: number[];
  company_id?: number;
  payment_types?: string[];
  fare_actions?: FareAction[];
  rider_category?: string;
  /** One trip performed (its code): statistics by trip. */
  trip_id_performed?: string;
  /** Only rows on no trip performed (a trip report's "Không theo chuyến" item). */
  no_trip?: boolean;
  /** Driver statistics: the ledger rows of the trips dispatch gives this driver (0 = none). */
  driver_id?: number;
  /** A statement's person (listFareTransactions): on board by conductor, at the counter by user; 0 = nobody. */
  conductor_id?: number;
  cashier_id?: number;
  /** The subscription card statement's card type (orders whose pass has it). */
  card_type_id?: number;
  /** The bus NFC report's bus (0 = rows naming no bus). */
  vehicle_id?: number;
  /** The monthly ticket report's pass product: `single:<route id>` or `multi:<name>`. */
  pass_product?: string;
  /** How the drawer names the row: 'Tuyến 19', '01/10/2026'. */
  label: string;
}

export interface ReportSpec<K extends ReportOperationId> {
  /** The screen's path (domain MENU); its title is the MENU entry's. */
  path: string;
  operation: K;
  /** The criteria shown, each one a parameter of the operation (kit test). */
  criteria: readonly CriterionName[];
  /** The report's own filters after the shared criteria, each one a parameter of the operation (kit test). */
  filters?: readonly ReportFilter[];
  /** The operation answering the file, when not the report's own with `export=true` (an /export path). */
  exportOperation?: OperationId;
  /**
   * The operation takes one route in its path (`/statistic/routes/{route_id}/trips`): the name of that
   * path parameter. The route picker's first route goes there (and no `route_ids` in the query); with no
   * route chosen the screen asks for one instead of asking the API.
   */
  routeInPath?: string;
  /** The operation pages (`x-list: paged`): the grid gets a pager and the totals cover every page. */
  paged?: boolean;
  rowId: (row: ReportRow<K>) => string;
  columns: ReadonlyArray<ReportColumn<ReportRow<K>>>;
  /** The column that reads 'Tổng cộng' in the totals row. */
  totalsLabelField: keyof ReportRow<K> & string;
  /** The drill-down criteria of one row; the totals row drills with the report's criteria alone. */
  drillRow: (row: ReportRow<K>) => DrillCriteria;
  /** A chart beside the table ('Xem dạng bảng' switches): one bar or point per row. */
  chart?: {
    kind: 'bar' | 'line';
    /** The series add up (bars stacked: ticket + pass revenue = the day's revenue). */
    stacked?: boolean;
    /** The category axis: a day, a route number. */
    category: (row: ReportRow<K>) => string;
    series: ReadonlyArray<{ field: keyof ReportRow<K> & string; name: string }>;
  };
  /** Download names without date and extension ('doanh-thu-theo-tuyen'). */
  filePrefix: string;
  /** One line under the title on screen and on paper: what the figures are (docs/reports.md). */
  definition: string;
}

export interface Report<K extends ReportOperationId> extends ReportSpec<K> {
  title: string;
}

export function defineReport<K extends ReportOperationId>(spec: ReportSpec<K>): Report<K> {
  return { ...spec, title: screenTitle(spec.path) };
}
