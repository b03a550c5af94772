// The crews tab: the route picker and the day (both keyboard reachable: r focuses the route, d the day,
// Enter gives the keys back to the screen),
// the route's crews in the grid (Enter edits, the row menu deletes), and the screen's actions as
// toolbar buttons with their shortcuts.
import { HTMLSelect, Label } from '@blueprintjs/core';
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useCommandContext } from '../../../commands/context';
import { LazyDataGrid } from '../../../components/data-grid/lazy-data-grid';
import { DateInput } from '../../../components/date-input/date-input';
import { runRowCommand, showRowMenu, ToolbarCommands } from '../../../components/list-screen/command-buttons';
import { toastError } from '../../../lib/toasts';
import { crewColumns } from './crews.columns';
import { type Crew, loadCrews, loadRoutes, roster } from './roster.store';
import { CREW_ENTITY, CREW_NOUN, isCrewCommand } from './roster-modals';

/** Enter in the route or day field hands the keys back to the screen (a, p, x...). */
const leaveOnEnter = (event: ReactKeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.currentTarget.blur();
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);

export function CrewsTab() {
  const snap = useSnapshot(roster);
  const ctx = useCommandContext();
  const routeRef = useRef<HTMLSelectElement>(null);
  const dayRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    loadRoutes().then(loadCrews).catch(toastError);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === 'r') routeRef.current?.focus();
      else if (event.key === 'd') dayRef.current?.focus();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="roster-crews">
      <div className="roster-bar">
        <Label className="bp6-inline">
          Tuyến <kbd>r</kbd>
          <HTMLSelect
            ref={routeRef}
            value={snap.routeId ?? ''}
            onChange={(e) => {
              roster.routeId = Number(e.target.value);
              void loadCrews();
            }}
            options={snap.routes.map((r) => ({ value: r.id, label: `${r.number} · ${r.name}` }))}
            onKeyDown={leaveOnEnter}
            data-testid="roster-route"
          />
        </Label>
        <Label className="bp6-inline">
          Ngày <kbd>d</kbd>
          <DateInput
            inputRef={dayRef}
            value={snap.day}
            onChange={(day) => {
              if (!day) return;
              roster.day = day;
              void loadCrews();
            }}
            onKeyDown={leaveOnEnter}
          />
        </Label>
        <span className="roster-count">
          {snap.crews.length} tổ lái · {snap.crews.filter((c) => c.on_duty).length} trực
        </span>
        <span style={{ flex: 1 }} />
        <ToolbarCommands only={isCrewCommand} />
      </div>
      <div className="roster-grid">
        <LazyDataGrid<Crew>
          gridId="roster-crews"
          rows={snap.crews as Crew[]}
          columns={crewColumns}
          getRowId={(c) => String(c.id)}
          loading={snap.loading}
          selection={{ entity: CREW_ENTITY, noun: CREW_NOUN }}
          onOpen={(crew) => runRowCommand('roster.crew-edit', ctx, CREW_ENTITY, CREW_NOUN, [crew])}
          onRowContextMenu={(_row, selected, event) =>
            showRowMenu(ctx, CREW_ENTITY, CREW_NOUN, selected, event)
          }
        />
      </div>
    </div>
  );
}
