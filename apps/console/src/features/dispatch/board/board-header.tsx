// The board's header: route (one, or 'Tất cả tuyến'), day ('[' / ']' move it), the actions' buttons
// with their keys. Both choices live in the URL (?route=5&date=2026-11-23).
import { Button, ButtonGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { addDays } from '@busops/domain';
import { useSnapshot } from 'valtio';
import { ToolbarCommands } from '../../../components/list-screen/command-buttons';
import { ShortcutKbd } from '../../../palette/shortcut-kbd';
import { boardData } from './board-data';
import { boardState } from './board-store';

export function BoardHeader({ go }: { go: (routeId: number | null, date: string) => void }) {
  const { routeId, date } = useSnapshot(boardState);
  const { resources } = useSnapshot(boardData);
  return (
    <div className="board-header">
      <HTMLSelect
        aria-label="Tuyến"
        value={routeId === null ? '' : String(routeId)}
        onChange={(e) => go(e.target.value ? Number(e.target.value) : null, date)}
        options={[
          { value: '', label: 'Tất cả tuyến' },
          ...(resources?.routes ?? []).map((r) => ({
            value: String(r.id),
            label: `${r.number} – ${r.name}`,
          })),
        ]}
      />
      <ButtonGroup>
        <Button
          icon="chevron-left"
          aria-label="Ngày trước"
          title="Ngày trước ([)"
          onClick={() => go(routeId, addDays(date, -1))}
        />
        <InputGroup
          type="date"
          aria-label="Ngày"
          value={date}
          onChange={(e) => e.target.value && go(routeId, e.target.value)}
        />
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
