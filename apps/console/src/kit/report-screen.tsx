// The screen of any report declared with defineReport: the title and what its figures are, the criteria
// (in the URL: a report is a link), the grid with its pinned totals row (the API's totals, equal to the
// sum of the rows), a pager for paged reports, the chart with 'Xem dạng bảng', export (.xlsx with `e`,
// CSV), print (Ctrl+P: the document of report-print.tsx) and the drill-down (Enter on a figure).
import { Button, ButtonGroup, Callout, Classes, Intent, Spinner } from '@blueprintjs/core';
import { type FareAction, paymentTypeLabel } from '@busops/domain';
import type { GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { useCommandContext } from '../commands/context';
import { LazyDataGrid } from '../components/data-grid/lazy-data-grid';
import { Pager } from '../components/data-grid/pager';
import { useActiveList } from '../components/list-screen/active-list';
import { exportToFile } from '../components/list-screen/export-list';
import { api } from '../lib/api';
import { lazyComponent } from '../lib/lazy-component';
import type { Report, ReportOperationId, ReportRow } from './define-report';
import { createDrillStore, createReportStore, reportParams } from './report.store';
import { gridColumns, totalsRowOf } from './report-columns';
import { criteriaFromUrl, type ReportCriteria, urlOfCriteria } from './report-criteria';
import { ReportCriteriaBar } from './report-criteria-bar';
import { ReportDrill } from './report-drill';
import { exportAsJob, runsAsJob } from './report-export-job';
import { describeFilters, drillFilters, useFilterChoices } from './report-filters';
import { ReportPrint } from './report-print';
import { NO_ROUTE, useReportRoutes } from './report-routes';
import './report.css';

const ReportChart = lazyComponent(
  () => import('./report-chart'),
  () => <Spinner size={24} />,
);

type Call = (operationId: string, init: unknown) => Promise<{ data?: unknown; response: Response }>;

export function ReportScreen<K extends ReportOperationId>({ report }: { report: Report<K> }) {
  type Row = ReportRow<K>;
  const [params, setParams] = useSearchParams();
  const filterNames = useMemo(() => (report.filters ?? []).map((f) => f.name), [report]);
  const choices = useFilterChoices(report.filters);
  // One store per screen, starting from the entered URL; later URLs reach it through the effect below.
  const [store] = useState(() => createReportStore(report, criteriaFromUrl(params, undefined, filterNames)));
  const [drill] = useState(createDrillStore);
  const snap = useSnapshot(store);
  const criteria = snap.criteria as ReportCriteria;
  const routes = useReportRoutes();
  const [view, setView] = useState<'table' | 'chart'>('table');
  const gridApi = useRef<GridApi<Row> | null>(null);
  const sectionRef = useRef<HTMLElement>(null);

  // The URL is the report: follow it on entry, Back, Forward and links.
  const urlKey = urlOfCriteria(
    criteriaFromUrl(params, undefined, filterNames),
    report.criteria,
    report.paged,
  ).toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL's criteria only
  useEffect(() => {
    void store.load(criteriaFromUrl(params, undefined, filterNames));
  }, [urlKey]);
  const search = useCallback(
    (next: ReportCriteria) => {
      const url = urlOfCriteria(next, report.criteria, report.paged);
      if (url.toString() === urlKey) void store.load(next);
      else setParams(url);
    },
    [report, urlKey, setParams, store],
  );

  const exportFile = useCallback(
    (format: 'xlsx' | 'csv') => {
      const request = reportParams(report, store.criteria);
      // A long export runs as a job on the API, with its progress (report-export-job.tsx).
      if (!('problem' in request) && runsAsJob(report.operation, store.total)) {
        const { page: _page, size: _size, ...query } = request.query;
        return exportAsJob(report.operation, { ...request, query }, format, `${report.filePrefix}.${format}`);
      }
      return exportToFile(() => {
        if ('problem' in request) return Promise.reject(new Error(request.problem));
        // The file holds every row: no page of a paged report.
        const { page: _page, size: _size, ...query } = request.query;
        return (api.call as unknown as Call)(report.exportOperation ?? report.operation, {
          params: { ...request, query: { ...query, export: true, format } },
          parseAs: 'blob',
        });
      }, `${report.filePrefix}.${format}`);
    },
    [report, store],
  );
  const print = useCallback(() => window.print(), []);
  const focusGrid = useCallback(() => {
    const api = gridApi.current;
    const column = api?.getAllDisplayedColumns()[0];
    if (!api || api.isDestroyed() || !column) return;
    if (api.getDisplayedRowCount() > 0) api.setFocusedCell(0, column);
    else api.setFocusedCell(0, column, 'bottom');
  }, []);
  const focusCriteria = useCallback(() => {
    const field = sectionRef.current?.querySelector<HTMLInputElement>('.busops-report-criteria input');
    field?.focus();
    field?.select();
  }, []);
  useActiveList(
    () => ({
      entity: `report:${report.path}`,
      exportList: () => exportFile('xlsx'),
      print,
      reload: () => store.load(store.criteria),
      focusCriteria,
      focusGrid,
    }),
    [report, store, exportFile, print, focusCriteria, focusGrid],
  );

  const columns = useMemo(() => gridColumns<Row>(report.columns), [report]);
  const totalsRow = totalsRowOf(
    report.columns,
    snap.totals as Record<string, unknown> | null,
    report.totalsLabelField,
  );
  const onCellOpen = useCallback(
    (row: Row | null, field: string) => {
      const column = report.columns.find((c) => c.field === field);
      const { label, ...narrow } = row ? report.drillRow(row) : { label: 'Tổng cộng' };
      const actions = column?.drill ? { fare_actions: [...column.drill] as FareAction[] } : {};
      const category = column?.riderCategory ? { rider_category: column.riderCategory } : {};
      const what = column?.drill || column?.riderCategory ? `${column.header} · ` : '';
      const criteria = { ...store.criteria, filters: drillFilters(report.filters, store.criteria.filters) };
      void drill.show(`${what}${label}`, criteria, { ...narrow, ...actions, ...category });
    },
    [report, drill, store],
  );

  const chartProps = useMemo(() => {
    const chart = report.chart;
    if (!chart) return null;
    const rows = snap.items as Row[];
    return {
      kind: chart.kind,
      stacked: chart.stacked ?? false,
      title: report.title,
      categories: rows.map((r) => chart.category(r)),
      series: chart.series.map((s) => ({
        name: s.name,
        values: rows.map((r) => Number(r[s.field] ?? 0)),
        money: report.columns.find((c) => c.field === s.field)?.kind === 'money',
      })),
    };
  }, [report, snap.items]);

  const criteriaText = [
    describeCriteria(criteria, routes),
    ...describeFilters(report.filters, choices, criteria.filters),
  ]
    .filter(Boolean)
    .join(' · ');
  // On paper as on screen, the company column only for the super company (a member reads its own).
  const isSuper = useCommandContext().principal?.isSuper ?? false;
  const printColumns = useMemo(
    () => (isSuper ? report.columns : report.columns.filter((c) => c.field !== 'company_name')),
    [report, isSuper],
  );
  const pageNote =
    report.paged && snap.total > criteria.size
      ? `Trang ${criteria.page} (dòng ${(criteria.page - 1) * criteria.size + 1}–${Math.min(snap.total, criteria.page * criteria.size)} / ${snap.total}); dòng tổng cộng tính trên mọi trang.`
      : undefined;

  return (
    <section ref={sectionRef} className="busops-list-screen busops-report" aria-label={report.title}>
      <div className="busops-list-header">
        <h1 className={`${Classes.HEADING} busops-screen-title`}>{report.title}</h1>
        <span className={`${Classes.TEXT_MUTED} busops-report-definition`}>{report.definition}</span>
        <span style={{ flex: 1 }} />
        {report.chart && (
          <ButtonGroup>
            <Button icon="timeline-bar-chart" active={view === 'chart'} onClick={() => setView('chart')}>
              Biểu đồ
            </Button>
            <Button icon="th" active={view === 'table'} onClick={() => setView('table')}>
              Xem dạng bảng
            </Button>
          </ButtonGroup>
        )}
        <Button icon="export" onClick={() => void exportFile('xlsx')} title="Xuất file Excel (e)">
          Xuất Excel
        </Button>
        <Button icon="document" onClick={() => void exportFile('csv')}>
          Xuất CSV
        </Button>
        <Button icon="print" onClick={print} title="In (Ctrl+P)">
          In
        </Button>
      </div>
      <ReportCriteriaBar
        shown={report.criteria}
        filters={report.filters}
        choices={choices}
        criteria={criteria}
        onSearch={search}
        onDone={focusGrid}
      />
      {snap.error && (
        <Callout intent={Intent.DANGER} compact>
          {snap.error}
        </Callout>
      )}
      {view === 'chart' && chartProps ? (
        <div className="busops-report-chart-box">
          <ReportChart {...chartProps} />
        </div>
      ) : (
        <div className="busops-report-grid">
          <LazyDataGrid<Row>
            gridId={`report:${report.path}`}
            rows={snap.items as Row[]}
            columns={columns}
            getRowId={report.rowId}
            loading={snap.requesting}
            totalsRow={totalsRow}
            onCellOpen={onCellOpen}
            onGridApi={(api) => {
              gridApi.current = api;
            }}
          />
        </div>
      )}
      {report.paged && (
        <Pager
          page={criteria.page}
          size={criteria.size}
          total={snap.total}
          busy={snap.requesting}
          onChange={(page, size) => search({ ...store.criteria, page, size })}
        />
      )}
      <p className={`${Classes.TEXT_MUTED} busops-report-hint`}>
        Enter trên một ô số (hoặc dòng tổng cộng) mở các giao dịch tạo nên con số đó.
      </p>
      <ReportDrill store={drill} />
      <ReportPrint<Row>
        title={report.title}
        definition={report.definition}
        criteria={criteria}
        criteriaText={criteriaText}
        columns={printColumns}
        rows={snap.items as Row[]}
        totals={totalsRow}
        pageNote={pageNote}
      />
    </section>
  );
}

/** The criteria besides the period, as the print names them. */
function describeCriteria(criteria: ReportCriteria, routes: ReturnType<typeof useReportRoutes>): string {
  const parts: string[] = [];
  if (criteria.company_id) {
    const company = routes.find((r) => r.company_id === criteria.company_id)?.company_name;
    parts.push(`Đơn vị: ${company ?? criteria.company_id}`);
  }
  if (criteria.route_ids.length) {
    const names = criteria.route_ids.map((id) =>
      id === NO_ROUTE ? 'không theo tuyến' : (routes.find((r) => r.id === id)?.number ?? `#${id}`),
    );
    parts.push(`Tuyến: ${names.join(', ')}`);
  }
  if (criteria.payment_types.length)
    parts.push(`Thanh toán: ${criteria.payment_types.map(paymentTypeLabel).join(', ')}`);
  return parts.join(' · ');
}
