// The reusable list pattern: criteria bar + lazily loaded AG Grid + our pager, API paging and sorting,
// export (the list call with export=true), optional print, row actions from the command registry.
import { Button, Callout, Classes, Intent } from '@blueprintjs/core';
import type { ExportAnswer } from '@busops/sdk';
import type { ColDef, GridApi } from 'ag-grid-community';
import { memo, type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { useCommandContext } from '../../commands/context';
import type { Command } from '../../commands/types';
import type { ListState } from '../../lib/request-state';
import { type DataGridProps, LazyDataGrid } from '../data-grid/lazy-data-grid';
import { Pager } from '../data-grid/pager';
import type { HistoryKind } from '../history-drawer/history.store';
import { HistoryDrawer } from '../history-drawer/history-drawer';
import { useActiveList } from './active-list';
import { showRowMenu, ToolbarCommands } from './command-buttons';
import { CriteriaBar, type CriteriaField } from './criteria-bar';
import { exportToFile } from './export-list';
import type { ListCriteria } from './list-criteria';
import { criteriaFromSearch, criteriaKey, searchWithCriteria } from './list-url';

export interface ListScreenProps<T, C extends ListCriteria> {
  title: string;
  /** Saved column state key, e.g. 'employees'. */
  gridId: string;
  /** Entity of the rows ('employee') and its Vietnamese noun ('nhân viên') for row commands. */
  entity: string;
  noun: string;
  store: ListState<T, C>;
  columns: ColDef<T>[];
  getRowId: (row: T) => string;
  criteriaFields?: readonly CriteriaField[];
  /** The list call with export=true (`parseAs: 'blob'`); shows the export button and enables 'e'. */
  exportList?: (criteria: C & { export: true }) => Promise<ExportAnswer>;
  exportFilename?: string;
  /** Shows 'In' (the statements that have a print variant). */
  printable?: boolean;
  moneyFields?: string[];
  totalsLabelField?: string;
  onOpen?: (row: T) => void;
  /** Extra toolbar content besides the 'toolbar' commands (buttons; keep the title row one line). */
  actions?: ReactNode;
  /** The list's totals (a TotalsBar): always between the criteria and the grid. */
  totals?: ReactNode;
  /** Which of the screen's 'toolbar' commands this list shows (a tab of a screen with tabs); default all. */
  toolbarFilter?: (command: Command) => boolean;
  /** Load on mount with the store's criteria (default true). */
  loadOnMount?: boolean;
  /** The kind of record the rows are (listRecordHistory's `entity`): 'Lịch sử thay đổi' for a row. */
  history?: HistoryKind;
}

export function ListScreen<T, C extends ListCriteria>(props: ListScreenProps<T, C>) {
  const { store, entity, noun } = props;
  // No snapshot here: the parts below subscribe to what they show, so a change of `requesting` or of the
  // rows re-renders the grid, the pager or the criteria bar, not the whole screen.
  const ctx = useCommandContext();
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const gridApi = useRef<GridApi<T> | null>(null);

  const exportList = props.exportList
    ? () =>
        exportToFile(
          () => props.exportList!({ ...(store.criteria as C), export: true }),
          props.exportFilename ?? `${props.gridId}.xlsx`,
        )
    : undefined;

  const print = props.printable
    ? () => {
        const api = gridApi.current;
        api?.setGridOption('domLayout', 'print');
        setTimeout(() => {
          window.print();
          api?.setGridOption('domLayout', 'normal');
        }, 50);
      }
    : undefined;

  const sectionRef = useRef<HTMLElement>(null);
  const focusCriteria = props.criteriaFields?.length
    ? () => {
        const field = sectionRef.current?.querySelector<HTMLInputElement | HTMLSelectElement>(
          '.busops-list-toolbar input, .busops-list-toolbar select',
        );
        field?.focus();
        if (field instanceof HTMLInputElement) field.select();
      }
    : undefined;
  // stable: the criteria bar's Escape (a memo) and the active list's 'g l' call it
  const focusGrid = useCallback(() => {
    const api = gridApi.current;
    if (!api || api.isDestroyed()) return;
    const column = api.getAllDisplayedColumns()[0];
    if (!column) return;
    if (api.getDisplayedRowCount() > 0) {
      api.ensureIndexVisible(0);
      api.setFocusedCell(0, column);
    } else {
      api.setFocusedHeader(column);
    }
  }, []);

  // registered once per screen
  useActiveList(
    () => ({
      entity,
      exportList,
      print,
      reload: () => store.reload(),
      focusCriteria,
      focusGrid,
      history: props.history,
    }),
    [store, entity],
  );

  // The URL holds the criteria (list-url.ts): the list follows it on mount, on Back and Forward, on a
  // link; a search, a sort or a page writes it (one history entry each).
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const urlCriteria = criteriaFromSearch(params, store.defaults as C);
  const urlKey = criteriaKey(urlCriteria, store.defaults);
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL's criteria only (not `?id=`)
  useEffect(() => {
    const same = criteriaKey(store.criteria, store.defaults) === urlKey;
    const first = !mounted.current;
    mounted.current = true;
    if (!same) void store.load(urlCriteria);
    // Route entry (the screen command's `enter`) usually started this request already: reuse it.
    else if (first && props.loadOnMount !== false) void store.loadFresh();
  }, [store, urlKey]);

  const go = useCallback(
    (next: C) => {
      const key = criteriaKey(next, store.defaults);
      const changed = key !== criteriaKey(store.criteria, store.defaults);
      void store.load(next); // a repeated search reloads too
      if (changed) setParams(searchWithCriteria(paramsRef.current, next, store.defaults));
    },
    [store, setParams],
  );
  const search = useCallback(
    (values: Record<string, string>) => go({ ...(store.criteria as C), ...values, page: 1 }),
    [store, go],
  );
  const onSortChange = useCallback(
    (sort: string | undefined) => go({ ...(store.criteria as C), sort, page: 1 }),
    [store, go],
  );
  const onPage = useCallback(
    (page: number, size: number) => go({ ...(store.criteria as C), page, size }),
    [store, go],
  );
  const onRowContextMenu = useCallback(
    (_row: T, selected: T[], event: MouseEvent) => showRowMenu(ctxRef.current, entity, noun, selected, event),
    [entity, noun],
  );
  const onGridApi = useCallback((api: GridApi<T> | null) => {
    gridApi.current = api;
  }, []);
  const selection = useMemo(() => ({ entity, noun }), [entity, noun]);
  const anyList = store as unknown as AnyList;

  return (
    // data-path: the route this list belongs to. While a navigation renders, the URL is the new screen's and
    // the old one is still shown: keys go to the screen whose data-path is the URL (e2e grid.ts waits so).
    <section ref={sectionRef} className="busops-list-screen" aria-label={props.title} data-path={pathname}>
      {/* Actions sit on the title row: selection commands appearing there never push the grid down. */}
      <div className="busops-list-header">
        {/* the screen's one h1 (axe page-has-heading-one), at the size of the former H3 */}
        <h1 className={`${Classes.HEADING} busops-screen-title`}>{props.title}</h1>
        <span style={{ flex: 1 }} />
        <ToolbarCommands only={props.toolbarFilter} />
        {props.actions}
        {exportList && (
          <Button icon="export" onClick={() => void exportList()} title="Xuất file (e)">
            Xuất file
          </Button>
        )}
        {print && (
          <Button icon="print" onClick={print}>
            In
          </Button>
        )}
      </div>
      <ListCriteriaBar store={anyList} fields={props.criteriaFields} onSearch={search} onDone={focusGrid} />
      {props.totals}
      <ListError store={anyList} />
      <ListGrid<T>
        store={store as unknown as ListState<T, ListCriteria>}
        gridId={props.gridId}
        columns={props.columns}
        getRowId={props.getRowId}
        onSortChange={onSortChange}
        selection={selection}
        moneyFields={props.moneyFields}
        totalsLabelField={props.totalsLabelField}
        onOpen={props.onOpen}
        onRowContextMenu={onRowContextMenu}
        onGridApi={onGridApi}
      />
      <ListPager store={anyList} onChange={onPage} />
      {props.history && <HistoryDrawer />}
    </section>
  );
}

type AnyList = ListState<unknown, ListCriteria>;

const NO_FIELDS: readonly CriteriaField[] = [];

const ListCriteriaBar = memo(function ListCriteriaBar(props: {
  store: AnyList;
  fields?: readonly CriteriaField[];
  onSearch: (values: Record<string, string>) => void;
  onDone: () => void;
}) {
  const { criteria } = useSnapshot(props.store);
  return (
    <CriteriaBar
      fields={props.fields ?? NO_FIELDS}
      values={criteria}
      onSearch={props.onSearch}
      onDone={props.onDone}
    />
  );
});

const ListError = memo(function ListError({ store }: { store: AnyList }) {
  const { error } = useSnapshot(store);
  return error ? (
    <Callout intent={Intent.DANGER} compact>
      {error}
    </Callout>
  ) : null;
});

const ListPager = memo(function ListPager(props: {
  store: AnyList;
  onChange: (page: number, size: number) => void;
}) {
  const snap = useSnapshot(props.store);
  return (
    <Pager
      page={snap.criteria.page}
      size={snap.criteria.size}
      total={snap.total}
      busy={snap.requesting}
      onChange={props.onChange}
    />
  );
});

type ListGridProps<T> = Omit<DataGridProps<T>, 'rows' | 'loading' | 'sort'> & {
  store: ListState<T, ListCriteria>;
};

const ListGrid = memo(function ListGrid<T>({ store, ...rest }: ListGridProps<T>) {
  const snap = useSnapshot(store);
  return (
    <LazyDataGrid<T> {...rest} rows={snap.items as T[]} loading={snap.requesting} sort={snap.criteria.sort} />
  );
}) as <T>(props: ListGridProps<T>) => ReactNode;
