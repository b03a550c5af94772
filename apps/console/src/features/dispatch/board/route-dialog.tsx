// 'Chọn tuyến…' ('/' or 'f' on the board, the palette, the route button): type the route number or
// part of its name, arrows move, Enter shows that route's day. The dialog closes and the board's grid
// takes the focus, so the board's keys (Shift+C, d, Space...) work at once.
import { DialogBody, InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Dialog } from '../../../components/overlay/overlays';
import { closeModal, useModal } from '../../../lib/modals';
import { boardData } from './board-data';
import { MODAL } from './board-modals';
import { matchRoutes, type RouteChoice } from './board-model';

const ALL: RouteChoice = { id: null, number: '', name: 'Tất cả tuyến' };
const MAX_SHOWN = 10;

export function RouteDialog({ go }: { go: (routeId: number | null) => void }) {
  const [open] = useModal(MODAL.route);
  return open ? <RouteForm go={go} /> : null;
}

function RouteForm({ go }: { go: (routeId: number | null) => void }) {
  const { resources } = useSnapshot(boardData);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const hits = useMemo(() => {
    const routes = (resources?.routes ?? []) as readonly RouteChoice[];
    const found = matchRoutes(routes, query);
    return (query.trim() ? found : [ALL, ...found]).slice(0, MAX_SHOWN);
  }, [resources, query]);
  const close = () => closeModal(MODAL.route);
  const pick = (route: RouteChoice | undefined) => {
    if (!route) return;
    close();
    go(route.id);
  };

  return (
    <Dialog
      isOpen
      onClose={close}
      shouldReturnFocusOnClose={false}
      title="Chọn tuyến"
      className="board-dialog"
    >
      <DialogBody>
        <InputGroup
          autoFocus
          aria-label="Tìm tuyến"
          placeholder="Gõ số tuyến hoặc tên tuyến…"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') setActive((i) => Math.min(hits.length - 1, i + 1));
            else if (e.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
            else if (e.key === 'Enter') pick(hits[active]);
            else return;
            e.preventDefault();
          }}
        />
        <Menu aria-label="Danh sách tuyến" className="board-picker">
          {hits.map((r, i) => (
            <MenuItem
              key={r.id ?? 'all'}
              text={r.id === null ? r.name : `${r.number} – ${r.name}`}
              active={i === active}
              onClick={() => pick(r)}
            />
          ))}
          {!resources && <MenuItem disabled text="Đang tải danh sách tuyến…" />}
          {resources && hits.length === 0 && <MenuItem disabled text="Không tìm thấy tuyến" />}
        </Menu>
      </DialogBody>
    </Dialog>
  );
}
