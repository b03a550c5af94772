// 'Lịch sử phân công': the changes of one trip, or of the board's day (and route), newest first,
// 20 at a time with 'Xem thêm' (listTripChanges).
import { Button, Callout, DrawerSize, HTMLTable, Spinner } from '@blueprintjs/core';
import { formatDateTime } from '@busops/domain';
import type { Schemas } from '@busops/sdk';
import { useEffect, useState } from 'react';
import { Drawer } from '../../../components/overlay/overlays';
import { api } from '../../../lib/api';
import { closeModal, useModal } from '../../../lib/modals';
import { errorMessage } from '../../../lib/toasts';
import { resourceName } from './board-data';
import { type HistoryModal, MODAL } from './board-modals';
import { fieldChangeText } from './board-model';
import { boardState } from './board-store';

type Change = Schemas['TripChange'];
const PAGE_SIZE = 20;

const ACTIONS: Record<string, string> = {
  create: 'Tạo',
  assign: 'Phân công',
  update: 'Sửa',
  status: 'Đổi trạng thái',
  confirm_time: 'Xác nhận giờ',
  no_return: 'Không quay đầu',
  lost_proposal: 'Đề xuất mất chuyến',
  delete: 'Xoá',
  generate: 'Tạo từ lịch chạy',
  copy: 'Sao chép',
  roster: 'Theo lịch trực',
  sync: 'Đồng bộ',
};

const HIDDEN = new Set(['code', 'version']);

function describe(c: Change): string {
  const after = (c.after ?? {}) as Record<string, unknown>;
  const before = (c.before ?? {}) as Record<string, unknown>;
  return (
    Object.keys(after)
      // A new trip (no before) lists only what it was created with: no empty or 'no' fields.
      .filter((k) => !HIDDEN.has(k) && !(c.before === null && (after[k] === null || after[k] === false)))
      .filter((k) => JSON.stringify(after[k] ?? null) !== JSON.stringify(before[k] ?? null))
      .map((k) => fieldChangeText(k, resourceName(k, before[k]), resourceName(k, after[k])))
      .join('; ')
  );
}

export function ChangesDrawer() {
  const [open, data] = useModal<HistoryModal>(MODAL.history);
  return open && data ? <ChangesList key={data.code ?? 'day'} code={data.code} /> : null;
}

function ChangesList({ code }: { code: string | null }) {
  const [items, setItems] = useState<Change[]>([]);
  // Pages are zero-based (spec §5): page 0 is the newest.
  const [page, setPage] = useState(0);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const query = code
      ? { trip_code: code, page, size: PAGE_SIZE }
      : {
          date: boardState.date,
          ...(boardState.routeId === null ? {} : { route_id: boardState.routeId }),
          page,
          size: PAGE_SIZE,
        };
    api
      .call('listTripChanges', { params: { query } })
      .then(({ data }) => {
        if (!live) return;
        const got = data?.items ?? [];
        setItems((prev) => (page === 0 ? got : [...prev, ...got]));
        setMore(got.length === PAGE_SIZE);
      })
      .catch((e) => live && setError(errorMessage(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [code, page]);

  return (
    <Drawer
      isOpen
      size={DrawerSize.STANDARD}
      onClose={() => closeModal(MODAL.history)}
      title={code ? `Lịch sử phân công chuyến ${code}` : `Lịch sử phân công ngày ${boardState.date}`}
    >
      <div className="board-history">
        {error && <Callout intent="danger">{error}</Callout>}
        <HTMLTable compact striped className="board-history__table">
          <thead>
            <tr>
              <th>Thời điểm</th>
              {!code && <th>Chuyến</th>}
              <th>Thao tác</th>
              <th>Người thực hiện</th>
              <th>Thay đổi</th>
            </tr>
          </thead>
          <tbody>
            {items.map((c) => (
              <tr key={c.id}>
                <td>{formatDateTime(c.changed_at)}</td>
                {!code && <td>{c.trip_code}</td>}
                <td>{ACTIONS[c.action] ?? c.action}</td>
                <td>{c.changed_by_name ?? '—'}</td>
                <td>
                  {describe(c)}
                  {c.note ? ` (${c.note})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {loading && <Spinner size={20} />}
        {!loading && items.length === 0 && !error && <p>Chưa có thay đổi.</p>}
        {more && !loading && (
          // Focused once more rows came (Enter loads the next), not on opening: that would scroll to the end.
          <Button autoFocus={page > 0} onClick={() => setPage((p) => p + 1)}>
            Xem thêm
          </Button>
        )}
      </div>
    </Drawer>
  );
}
