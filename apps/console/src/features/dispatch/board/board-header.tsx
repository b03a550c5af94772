// The board's header: route (one, or 'Tất cả tuyến'), day ('[' / ']' move it), the actions' buttons
// with their keys. Both choices live in the URL (?route=5&date=2026-11-23).
import { Button, ButtonGroup } from '@blueprintjs/core';
import { addDays } from '@busops/domain';
import { useSnapshot } from 'valtio';
import { DateInput } from '../../../components/date-input/date-input';
import { ToolbarCommands } from '../../../components/list-screen/command-buttons';
import { openModal } from '../../../lib/modals';
import { ShortcutKbd } from '../../../palette/shortcut-kbd';
import { boardData } from './board-data';
import { MODAL } from './board-modals';
import { boardState } from './board-store';

export function BoardHeader({ go }: { go: (routeId: number | null, date: string) => void }) {
  const { routeId, date } = useSnapshot(boardState);
  const { resources } = useSnapshot(boardData);
  const route = resources?.routes.find((r) => r.id === routeId);
  const label =
    routeId === null ? 'Tất cả tuyến' : route ? `${route.number} – ${route.name}` : `Tuyến #${routeId}`;
  return (
    <div className="board-header">
      {/* The route is chosen by typing its number ('/', 'f' or 'Chọn tuyến…' in the palette), not by a
          select: a select held the focus and swallowed the board's keys. */}
      <Button
        className="board-route"
        icon="path"
        rightIcon={<ShortcutKbd shortcut="/" />}
        aria-label={`Tuyến: ${label} (chọn tuyến: /)`}
        title="Chọn tuyến (/ hoặc f)"
        onClick={() => openModal(MODAL.route)}
      >
        {label}
      </Button>
      <ButtonGroup>
        <Button
          icon="chevron-left"
          aria-label="Ngày trước"
          title="Ngày trước ([)"
          onClick={() => go(routeId, addDays(date, -1))}
        />
        <DateInput aria-label="Ngày" value={date} onChange={(day) => day && go(routeId, day)} />
        <Button
          icon="chevron-right"
          aria-label="Ngày sau"
          title="Ngày sau (])"
          onClick={() => go(routeId, addDays(date, 1))}
        />
      </ButtonGroup>
      <span className="board-header__keys">
        <ShortcutKbd shortcut="[" /> <ShortcutKbd shortcut="]" /> đổi ngày
      </span>
      <div className="board-toolbar">
        <ToolbarCommands />
      </div>
    </div>
  );
}
