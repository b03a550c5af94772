// The reusable list pattern: criteria bar + lazily loaded AG Grid + our pager, API paging and sorting,
// export (the list call with export=true), optional print, row actions from the command registry.
import { Button, Callout, H3, Intent } from '@blueprintjs/core';
import type { ExportAnswer } from '@busops/sdk';
import type { ColDef, GridApi } from 'ag-grid-community';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useCommandContext } from '../../commands/context';
import type { ListState } from '../../lib/request-state';
import { LazyDataGrid } from '../data-grid/lazy-data-grid';
import { Pager } from '../data-grid/pager';
import { setActiveList } from './active-list';
import { showRowMenu, ToolbarCommands } from './command-buttons';
import { CriteriaBar, type CriteriaField } from './criteria-bar';
import { exportToFile } from './export-list';
import type { ListCriteria } from './list-criteria';

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
  /** Extra toolbar content besides the 'toolbar' commands. */
  actions?: ReactNode;
  /** Load on mount with the store's criteria (default true). */
  loadOnMount?: boolean;
}

export function ListScreen<T, C extends ListCriteria>(props: ListScreenProps<T, C>) {
  const { store, entity, noun } = props;
  const snap = useSnapshot(store);
  const ctx = useCommandContext();
  const gridApi = useRef<GridApi<T> | null>(null);
  const criteria = snap.criteria as C;

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: register once per screen
  useEffect(() => {
    setActiveList({ entity, exportList, print, reload: () => store.reload() });
    if (props.loadOnMount !== false) void store.load(store.criteria);
    return () => setActiveList(null);
  }, [store, entity]);

  const search = (values: Record<string, string>) =>
    void store.load({ ...(store.criteria as C), ...values, page: 1 });

  return (
    <section className="busops-list-screen" aria-label={props.title}>
      {/* Actions sit on the title row: selection commands appearing there never push the grid down. */}
      <div className="busops-list-header">
        <H3 style={{ margin: 0 }}>{props.title}</H3>
        <span style={{ flex: 1 }} />
        <ToolbarCommands />
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
      <CriteriaBar
        fields={props.criteriaFields ?? []}
        values={criteria}
        disabled={snap.requesting}
        onSearch={search}
      />
      {snap.error && (
        <Callout intent={Intent.DANGER} compact>
          {snap.error}
        </Callout>
      )}
      <LazyDataGrid<T>
        gridId={props.gridId}
        rows={snap.items as T[]}
        columns={props.columns}
        getRowId={props.getRowId}
        loading={snap.requesting}
        sort={criteria.sort}
        onSortChange={(sort) => void store.load({ ...(store.criteria as C), sort, page: 1 })}
        selection={{ entity, noun }}
        moneyFields={props.moneyFields}
        totalsLabelField={props.totalsLabelField}
        onOpen={props.onOpen}
        onRowContextMenu={(_row, selected, event) => showRowMenu(ctx, entity, noun, selected, event)}
        onGridApi={(api) => {
          gridApi.current = api;
        }}
      />
      <Pager
        page={criteria.page}
        size={criteria.size}
        total={snap.total}
        disabled={snap.requesting}
        onChange={(page, size) => void store.load({ ...(store.criteria as C), page, size })}
      />
    </section>
  );
}
