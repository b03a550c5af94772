// The drill-down: the ledger rows behind the figure under the cursor (Enter on a cell or a total), in a
// drawer that takes the focus; Escape gives it back to the cell. Same criteria as the report, narrowed
// by the row (its day, route, ...) and the figure's fare actions; paged by the API, with its export.
import { Button, Callout, Classes, Intent } from '@blueprintjs/core';
import { fareActionLabel, formatVnd, paymentTypeLabel, riderCategoryLabel } from '@busops/domain';
import type { ColDef } from 'ag-grid-community';
import { useSnapshot } from 'valtio';
import { dateTimeColumn } from '../components/data-grid/columns';
import { LazyDataGrid } from '../components/data-grid/lazy-data-grid';
import { Pager } from '../components/data-grid/pager';
import { exportToFile } from '../components/list-screen/export-list';
import { Drawer } from '../components/overlay/overlays';
import { api } from '../lib/api';
import type { DrillState, LedgerRow } from './report.store';
import { gridColumns } from './report-columns';

const LEDGER_COLUMNS: ColDef<LedgerRow>[] = [
  ...gridColumns<LedgerRow>([{ field: 'service_date', header: 'Ngày', kind: 'date' }]),
  dateTimeColumn<LedgerRow>('event_timestamp', 'Thời điểm', { sortable: false }),
  ...gridColumns<LedgerRow>([
    { field: 'route_number', header: 'Tuyến', kind: 'text' },
    { field: 'trip_id_performed', header: 'Chuyến', kind: 'text' },
    {
      field: 'fare_action',
      header: 'Loại giao dịch',
      kind: 'text',
      format: (v) => fareActionLabel(String(v)),
    },
    { field: 'payment_type', header: 'Thanh toán', kind: 'text', format: (v) => paymentTypeLabel(String(v)) },
    {
      field: 'rider_category',
      header: 'Đối tượng',
      kind: 'text',
      format: (v) => riderCategoryLabel(String(v)),
    },
    { field: 'amount', header: 'Số tiền', kind: 'money', pinned: true },
    { field: 'num_riders', header: 'Số khách', kind: 'integer' },
    { field: 'transaction_id', header: 'Mã giao dịch', kind: 'text' },
  ]),
];

export function ReportDrill({ store }: { store: DrillState }) {
  const snap = useSnapshot(store);
  const exportRows = () =>
    exportToFile(
      () =>
        api.call('listFareTransactions', {
          params: { query: { ...(store.query as Record<string, never>), export: true } } as never,
          parseAs: 'blob',
        }),
      'giao-dich-ve.xlsx',
    );
  return (
    <Drawer
      isOpen={snap.open}
      onClose={() => store.close()}
      title={`Giao dịch: ${snap.title}`}
      icon="th-list"
      size="min(1100px, 100vw)"
      className="busops-report-drill"
    >
      <div className={Classes.DRAWER_BODY}>
        <div className="busops-report-drill-head">
          <span role="status">
            {snap.totals
              ? `${snap.total.toLocaleString('vi-VN')} giao dịch · ${snap.totals.riders.toLocaleString('vi-VN')} khách · ${formatVnd(snap.totals.amount)}`
              : ''}
          </span>
          <span style={{ flex: 1 }} />
          <Button icon="export" onClick={() => void exportRows()} disabled={snap.total === 0}>
            Xuất file
          </Button>
        </div>
        {snap.error && (
          <Callout intent={Intent.DANGER} compact>
            {snap.error}
          </Callout>
        )}
        <div className="busops-report-drill-grid">
          <LazyDataGrid<LedgerRow>
            gridId="report-ledger"
            rows={snap.items as LedgerRow[]}
            columns={LEDGER_COLUMNS}
            getRowId={(row) => String(row.id)}
            loading={snap.requesting}
          />
        </div>
        <Pager
          page={snap.page}
          size={snap.size}
          total={snap.total}
          busy={snap.requesting}
          onChange={(page) => void store.go(page)}
        />
      </div>
    </Drawer>
  );
}
