// 'Lộ trình' tab of a route's detail: its two directions (switch with the buttons or `d`), the chosen
// line's ordered stops and its map. The stop list has the focus when the tab opens (so 1-4 and `d`
// work at once); '/' or 'a' goes to the stop search, Enter adds the stop and focuses it in the list.
// In the list: Up/Down move the focus, Alt+Up/Down move the focused stop (saved by itself a moment
// later, or at once with Ctrl+S, with a toast: one save model for adds, moves and removals), Delete
// removes it, Ctrl+Z undoes the last move. A stop already on the line and an order that changes the
// line's length implausibly are asked about before saving (@busops/domain line-stop-checks). The line
// is drawn from its shape, or through its stops when it has none.
import { Button, ButtonGroup, Callout, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { lengthChangeMessage, stopPositionOnLine } from '@busops/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ConfirmAlert } from '../../../components/confirm-alert/confirm-alert';
import { NetworkMap } from '../../../components/network-map/network-map';
import type { LngLatTuple } from '../../../components/network-map/network-map.types';
import { api } from '../../../lib/api';
import { toastError } from '../../../lib/toasts';
import type { Route } from '../routes.resource';
import { LineDialog } from './line-dialog';
import type { RouteTabProps } from './route-tab-props';
import { type StopHit, StopSearch } from './stop-search';
import { useLineStops } from './use-line-stops';
import { useRouteLines } from './use-route-lines';

/** ' · 6,345 km': the line's length, the last stop's distance from the first (as saved). */
function lengthLabel(stops: readonly { distance_km: number | null }[]): string {
  const km = stops.at(-1)?.distance_km;
  return km ? ` · ${km.toLocaleString('vi-VN')} km` : '';
}

/**
 * Row keys that survive a save: the line stop ids are renewed by every stop-map, the stop ids are not
 * (with the visit number for a stop a loop line passes twice), so the focused row keeps its focus.
 */
function withStableKeys<T extends { stop_id: number }>(stops: readonly T[]) {
  const seen = new Map<number, number>();
  return stops.map((stop) => {
    const visit = (seen.get(stop.stop_id) ?? 0) + 1;
    seen.set(stop.stop_id, visit);
    return { stop, key: `${stop.stop_id}-${visit}` };
  });
}

/** Up to this many stops their numbered names are written on the map; more, and they show on hover. */
const LABELLED_STOPS = 60;

const DIRECTIONS = [
  { value: 0 as const, label: 'Lượt đi' },
  { value: 1 as const, label: 'Lượt về' },
];

export function RouteLinesTab({ route }: RouteTabProps) {
  const { lines, reload: reloadLines } = useRouteLines(route.id, route.lines);
  const [direction, setDirection] = useState<0 | 1>(0);
  const line = lines.find((l) => l.direction === direction) ?? null;
  const stops = useLineStops(route.id, line?.id ?? null);
  const [focused, setFocused] = useState(0);
  const rows = useRef<(HTMLDivElement | null)[]>([]);
  const [dialog, setDialog] = useState<'create' | 'edit' | null>(null);
  const [deleting, setDeleting] = useState(false);
  /** A stop picked that is already on the line: added only when the user says so. */
  const [twice, setTwice] = useState<{ stop: StopHit; position: number } | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  // The tab opens with the focus in the stop list (the drawer's own keys work at once), once per line.
  const focusedLine = useRef<number | null>(null);
  useEffect(() => {
    if (!line || stops.loading || stops.loadedLine !== line.id || focusedLine.current === line.id) return;
    focusedLine.current = line.id;
    requestAnimationFrame(() => (rows.current[0] ?? list.current)?.focus());
  }, [line, stops.loading, stops.loadedLine]);

  const addStop = async (stop: StopHit, confirmed = false) => {
    const position = stopPositionOnLine(stops.stops, stop.id);
    if (position >= 0 && !confirmed) return setTwice({ stop, position });
    await stops.add(stop.id);
  };
  // After an add (the list reloads), the new last stop takes the focus: Alt+Up moves it at once.
  const added = useRef(false);
  useEffect(() => {
    if (!added.current || stops.loading) return;
    added.current = false;
    focusRow(stops.stops.length - 1);
  });

  const focusRow = (index: number) => {
    setFocused(index);
    requestAnimationFrame(() => rows.current[index]?.focus());
  };

  const onListKey = (event: KeyboardEvent) => {
    const { key, altKey, ctrlKey, metaKey } = event;
    if (altKey && (key === 'ArrowUp' || key === 'ArrowDown')) {
      const to = stops.move(focused, key === 'ArrowUp' ? -1 : 1);
      if (to !== null) focusRow(to);
    } else if (!altKey && key === 'ArrowUp') focusRow(Math.max(focused - 1, 0));
    else if (!altKey && key === 'ArrowDown') focusRow(Math.min(focused + 1, stops.stops.length - 1));
    else if (key === 'Home') focusRow(0);
    else if (key === 'End') focusRow(stops.stops.length - 1);
    else if (key === 'Delete') void stops.remove(focused).then(() => focusRow(Math.max(focused - 1, 0)));
    else if ((ctrlKey || metaKey) && key.toLowerCase() === 'z') stops.undoMove();
    else if ((ctrlKey || metaKey) && key.toLowerCase() === 's') void stops.save();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const onTabKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.tagName === 'INPUT' || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'd') {
      event.preventDefault();
      setDirection((d) => (d === 0 ? 1 : 0));
    } else if (event.key === '/' || event.key === 'a') {
      event.preventDefault();
      event.stopPropagation();
      search.current?.focus();
    }
  };

  const saveLine = async (body: {
    direction: 0 | 1;
    name: string;
    shape: Route['lines'][number]['shape'];
  }) => {
    try {
      if (dialog === 'edit' && line) {
        await api.call('updateRouteLine', { params: { path: { id: route.id, lineId: line.id } }, body });
      } else {
        await api.call('createRouteLine', { params: { path: { id: route.id } }, body });
      }
    } catch (error) {
      toastError(error);
      throw error;
    }
    setDirection(body.direction);
    await reloadLines();
  };

  const deleteLine = async () => {
    if (!line) return;
    try {
      await api.call('deleteRouteLine', { params: { path: { id: route.id, lineId: line.id } } });
      await reloadLines();
      setDeleting(false);
    } catch (error) {
      toastError(error);
    }
  };

  const coordinates: LngLatTuple[] =
    line?.shape && line.shape.length >= 2
      ? (line.shape as LngLatTuple[])
      : stops.stops.map((s): LngLatTuple => [s.lng, s.lat]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: `d` switches the direction anywhere in the tab
    <div className="route-lines-tab" onKeyDown={onTabKey}>
      <div className="route-lines-toolbar">
        <ButtonGroup>
          {DIRECTIONS.map((d) => (
            <Button
              key={d.value}
              text={d.label}
              active={direction === d.value}
              onClick={() => setDirection(d.value)}
              data-testid={`route-direction-${d.value}`}
            />
          ))}
        </ButtonGroup>
        <kbd className="route-detail-key" title="Đổi chiều">
          d
        </kbd>
        {line ? (
          <>
            <Button icon="edit" text="Sửa lượt" minimal onClick={() => setDialog('edit')} />
            <Button icon="trash" text="Xoá lượt" minimal intent="danger" onClick={() => setDeleting(true)} />
          </>
        ) : (
          <Button icon="add" text="Thêm lượt" intent="primary" onClick={() => setDialog('create')} />
        )}
        <span className="route-lines-status" data-testid="route-stops-status">
          {stops.saving ? (
            <Tag icon={<Spinner size={12} />} minimal>
              Đang lưu…
            </Tag>
          ) : stops.dirty ? (
            <Tag minimal intent="warning">
              Sắp lưu…
            </Tag>
          ) : line ? (
            <Tag minimal intent="success">
              Đã lưu · {stops.stops.length} điểm dừng{lengthLabel(stops.stops)}
            </Tag>
          ) : null}
        </span>
      </div>
      {!line ? (
        <NonIdealState
          icon="route"
          title="Chưa có lượt"
          description="Thêm lượt để nhập các điểm dừng theo thứ tự."
        />
      ) : (
        <div className="route-lines-body">
          <div className="route-lines-stops">
            <StopSearch
              inputRef={search}
              onPick={(stop) => {
                added.current = true;
                void addStop(stop);
              }}
              disabled={stops.saving}
            />
            <Callout compact className="route-lines-help">
              <kbd>/</kbd> thêm · <kbd>↑</kbd>/<kbd>↓</kbd> chọn · <kbd>Alt+↑</kbd>/<kbd>Alt+↓</kbd> đổi thứ
              tự · <kbd>Delete</kbd> bỏ · <kbd>Ctrl+Z</kbd> hoàn tác · mọi thay đổi tự lưu (<kbd>Ctrl+S</kbd>{' '}
              lưu ngay)
            </Callout>
            {stops.loading ? (
              <Spinner size={24} />
            ) : (
              <div
                className="route-stop-list"
                role="listbox"
                aria-label={`Điểm dừng ${line.name}`}
                onKeyDown={onListKey}
                data-testid="route-stop-list"
                ref={list}
                tabIndex={-1}
              >
                {withStableKeys(stops.stops).map(({ stop, key }, index) => (
                  <div
                    key={key}
                    ref={(el) => {
                      rows.current[index] = el;
                    }}
                    role="option"
                    aria-selected={index === focused}
                    tabIndex={index === focused ? 0 : -1}
                    className="route-stop-row"
                    onFocus={() => setFocused(index)}
                    data-stop-id={stop.stop_id}
                  >
                    <span className="route-stop-order">{index + 1}</span>
                    <span className="route-stop-code">{stop.code}</span>
                    <span className="route-stop-name">{stop.name}</span>
                    <span className="route-stop-km">
                      {stop.distance_km == null ? '' : `${stop.distance_km.toLocaleString('vi-VN')} km`}
                    </span>
                  </div>
                ))}
                {stops.stops.length === 0 && <p className="bp6-text-muted">Chưa có điểm dừng.</p>}
              </div>
            )}
          </div>
          <div className="route-lines-map">
            <NetworkMap
              height="100%"
              lines={[{ id: line.id, name: line.name, color: route.color ?? undefined, coordinates }]}
              stops={stops.stops.map((s, i) => ({
                id: `${i}-${s.stop_id}`,
                name: s.name,
                lng: s.lng,
                lat: s.lat,
                order: i + 1,
              }))}
              fitTo="lines"
              stopLabels={stops.stops.length <= LABELLED_STOPS}
              ariaLabel={`Bản đồ ${line.name}`}
            />
          </div>
        </div>
      )}
      <LineDialog
        isOpen={dialog !== null}
        line={dialog === 'edit' ? line : null}
        defaultDirection={direction}
        onClose={() => setDialog(null)}
        onSave={saveLine}
      />
      <ConfirmAlert
        isOpen={twice !== null}
        intent="warning"
        icon="warning-sign"
        confirmText="Vẫn thêm"
        onConfirm={async () => {
          const held = twice;
          setTwice(null);
          if (held) await addStop(held.stop, true);
        }}
        onClose={() => setTwice(null)}
      >
        Điểm dừng {twice?.stop.code} · {twice?.stop.name} đã có trên lượt này (thứ{' '}
        {(twice?.position ?? 0) + 1}). Thêm lần nữa chỉ đúng với lượt đi qua điểm này hai lần.
      </ConfirmAlert>
      <ConfirmAlert
        isOpen={stops.lengthCheck !== null}
        intent="warning"
        icon="warning-sign"
        confirmText="Vẫn lưu"
        onConfirm={() => stops.confirmLength(true)}
        onClose={() => void stops.confirmLength(false)}
      >
        {stops.lengthCheck && lengthChangeMessage(stops.lengthCheck.before, stops.lengthCheck.after)} Kiểm tra
        lại thứ tự điểm dừng; Huỷ trả lại thứ tự đã lưu.
      </ConfirmAlert>
      <ConfirmAlert
        isOpen={deleting}
        intent="danger"
        icon="trash"
        confirmText="Xoá"
        onConfirm={deleteLine}
        onClose={() => setDeleting(false)}
      >
        Xoá {line?.name} cùng danh sách điểm dừng của lượt?
      </ConfirmAlert>
    </div>
  );
}
