// The status bar: selected / total, and the day's trips by status.
import { useSnapshot } from 'valtio';
import { boardData } from './board-data';
import { type RouteTrip, statusCounts } from './board-model';
import { boardState } from './board-store';

export function BoardStatusBar() {
  const { rows, loading } = useSnapshot(boardData);
  const { selectedCodes } = useSnapshot(boardState);
  return (
    <div className="board-status" role="status" aria-label="Tổng hợp chuyến">
      <span>
        Đã chọn <strong>{selectedCodes.length}</strong> / {rows.length} chuyến
      </span>
      {statusCounts(rows as RouteTrip[]).map((s) => (
        <span key={s.status} className={`board-status__item board-status__item--${s.status}`}>
          {s.label}: <strong>{s.n}</strong>
        </span>
      ))}
      {loading && <span className="board-status__loading">Đang tải…</span>}
    </div>
  );
}
