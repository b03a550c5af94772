// Tab 'Lịch chạy' of a route: one page of departures filtered by line (direction) and day type, add
// (Insert/n), edit and delete a departure, and 'Tạo lịch theo giãn cách' (g: from, to, every N minutes,
// running minutes) with a live count before creating. The lines offered are the route's own (getRoute).
import {
  Button,
  ControlGroup,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  NonIdealState,
  NumericInput,
  Spinner,
} from '@blueprintjs/core';
import type { Schemas } from '@busops/sdk';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { Dialog } from '../../../components/overlay/overlays';
import { api } from '../../../lib/api';
import { data } from '../../../lib/call';
import { formErrorMessage } from '../../../lib/request-state';
import { toast } from '../../../lib/toasts';
import './route-fares.css';
import { DAY_TYPE_LABELS, type DayType, directionLabel } from './fares-labels';
import { headwayPreview } from './headway';
import type { RouteTabProps } from './route-tab-props';
import { ScheduleDialog } from './schedule-dialog';
import { type RouteLine, useRouteLines } from './use-route-lines';

type Schedule = Schemas['RouteSchedule'];
const SIZE = 20;

export function RouteSchedulesTab({ route }: RouteTabProps) {
  const [page, setPage] = useState(0);
  const [lineId, setLineId] = useState<number | null>(null);
  const [dayType, setDayType] = useState<DayType | ''>('');
  const [rows, setRows] = useState<{ items: Schedule[]; total: number } | null>(null);
  const { lines } = useRouteLines(route.id, route.lines);
  const [error, setError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  /** The departure being edited, 'new' for the add dialog. */
  const [editing, setEditing] = useState<Schedule | 'new' | null>(null);
  const path = { id: route.id };

  const load = useCallback(async () => {
    try {
      const query = {
        page,
        size: SIZE,
        ...(lineId ? { line_id: lineId } : {}),
        ...(dayType ? { day_type: dayType } : {}),
      };
      setRows(await data(api.call('listRouteSchedules', { params: { path: { id: route.id }, query } })));
      setError(null);
    } catch (e) {
      setError(formErrorMessage(e) ?? 'Thất bại!');
    }
  }, [route.id, page, lineId, dayType]);

  useEffect(() => {
    void load();
  }, [load]);

  // Keys of this tab (not while typing, nor from the dialogs, whose events bubble here through the portal).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.altKey || event.ctrlKey || event.metaKey || !event.currentTarget.contains(target)) return;
    if (target.matches('input, textarea, select, [contenteditable]')) return;
    if (event.key === 'Insert' || event.key === 'n') setEditing('new');
    else if (event.key === 'g') setGenerating(true);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  if (error) return <NonIdealState icon="error" title="Không tải được lịch chạy" description={error} />;
  if (!rows) return <Spinner size={24} />;
  const pages = Math.max(1, Math.ceil(rows.total / SIZE));
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Insert/n and g act on the tab's departures
    <div className="route-fares-tab" data-testid="route-schedules-tab" onKeyDown={onKeyDown}>
      <div className="route-fares-toolbar">
        <HTMLSelect
          aria-label="Lượt tuyến"
          value={lineId ?? ''}
          onChange={(e) => {
            setPage(0);
            setLineId(e.currentTarget.value ? Number(e.currentTarget.value) : null);
          }}
          options={[
            { value: '', label: 'Mọi chiều' },
            ...lines.map((l) => ({ value: l.id, label: `${directionLabel(l.direction)} · ${l.name}` })),
          ]}
        />
        <HTMLSelect
          aria-label="Loại ngày"
          value={dayType}
          onChange={(e) => {
            setPage(0);
            setDayType(e.currentTarget.value as DayType | '');
          }}
          options={[
            { value: '', label: 'Mọi loại ngày' },
            ...Object.entries(DAY_TYPE_LABELS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <span className="route-fares-spacer" />
        <Button
          icon="add"
          text="Thêm lượt"
          onClick={() => setEditing('new')}
          disabled={lines.length === 0}
          endIcon={<kbd>Insert</kbd>}
        />
        <Button
          icon="time"
          text="Tạo lịch theo giãn cách"
          onClick={() => setGenerating(true)}
          disabled={lines.length === 0}
          endIcon={<kbd>G</kbd>}
        />
      </div>
      {lines.length === 0 && (
        <div className="route-fares-hint">Tuyến chưa có lượt: thêm lượt đi/về ở tab 'Lộ trình' trước.</div>
      )}
      <HTMLTable compact striped className="route-fares-table" data-testid="route-schedules">
        <thead>
          <tr>
            <th>Chiều</th>
            <th>Loại ngày</th>
            <th>Giờ xuất bến</th>
            <th>Thời gian chạy</th>
            <th>Ghi chú</th>
            <th aria-label="Thao tác" />
          </tr>
        </thead>
        <tbody>
          {rows.items.length === 0 && (
            <tr>
              <td colSpan={6}>Chưa có lượt xuất bến.</td>
            </tr>
          )}
          {rows.items.map((s) => (
            <tr key={s.id}>
              <td>{directionLabel(s.line_direction)}</td>
              <td>{DAY_TYPE_LABELS[s.day_type]}</td>
              <td>{s.departure_time}</td>
              <td>{s.running_minutes ? `${s.running_minutes} phút` : ''}</td>
              <td>{s.note ?? ''}</td>
              <td className="route-fares-actions">
                <Button
                  small
                  variant="minimal"
                  icon="edit"
                  aria-label={`Sửa lượt ${s.departure_time}`}
                  onClick={() => setEditing(s)}
                />
                <Button
                  small
                  variant="minimal"
                  icon="trash"
                  aria-label={`Xoá lượt ${s.departure_time}`}
                  onClick={async () => {
                    try {
                      await api.call('deleteRouteSchedule', {
                        params: { path: { ...path, scheduleId: s.id } },
                      });
                      toast.success('Đã xoá lượt xuất bến');
                    } catch (e) {
                      toast.error(formErrorMessage(e) ?? 'failure');
                    }
                    await load();
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <div className="route-fares-toolbar">
        <Button
          icon="chevron-left"
          disabled={page === 0}
          onClick={() => setPage(page - 1)}
          aria-label="Trang trước"
        />
        <span>
          Trang {page + 1}/{pages} · {rows.total} lượt
        </span>
        <Button
          icon="chevron-right"
          disabled={page + 1 >= pages}
          onClick={() => setPage(page + 1)}
          aria-label="Trang sau"
        />
      </div>
      <div className="route-fares-hint">
        <kbd>Insert</kbd>/<kbd>n</kbd> thêm lượt · <kbd>g</kbd> tạo lịch theo giãn cách
      </div>
      <ScheduleDialog
        isOpen={editing !== null}
        routeId={route.id}
        lines={lines}
        schedule={editing === 'new' ? null : editing}
        defaults={{ lineId, dayType: dayType || 'weekday' }}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
      <HeadwayDialog
        isOpen={generating}
        routeId={route.id}
        lines={lines}
        onClose={() => setGenerating(false)}
        onDone={() => {
          setGenerating(false);
          void load();
        }}
      />
    </div>
  );
}

interface HeadwayDialogProps {
  isOpen: boolean;
  routeId: number;
  lines: readonly RouteLine[];
  onClose: () => void;
  onDone: () => void;
}

function HeadwayDialog({ isOpen, routeId, lines, onClose, onDone }: HeadwayDialogProps) {
  const [lineId, setLineId] = useState<number | null>(null);
  const [dayType, setDayType] = useState<DayType>('weekday');
  // The lines arrive after the tab mounts: choose the first one when the dialog opens.
  useEffect(() => {
    if (isOpen) setLineId((current) => current ?? lines[0]?.id ?? null);
  }, [isOpen, lines]);
  const [from, setFrom] = useState('05:00');
  const [to, setTo] = useState('22:00');
  const [every, setEvery] = useState(15);
  const [running, setRunning] = useState<number | null>(60);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!lineId) return toast.error('Vui lòng chọn lượt tuyến');
    setBusy(true);
    try {
      const answer = await data(
        api.call('createRouteSchedulesByHeadway', {
          params: { path: { id: routeId } },
          body: {
            line_id: lineId,
            day_type: dayType,
            from,
            to,
            every_minutes: every,
            running_minutes: running,
          },
        }),
      );
      toast.success(`Đã tạo ${answer.created} lượt, bỏ qua ${answer.skipped} lượt đã có`);
      onDone();
    } catch (e) {
      toast.error(formErrorMessage(e) ?? 'failure');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Tạo lịch theo giãn cách" icon="time">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <FormGroup label="Lượt tuyến" labelFor="headway-line">
            <HTMLSelect
              id="headway-line"
              value={lineId ?? ''}
              onChange={(e) => setLineId(Number(e.currentTarget.value))}
              options={lines.map((l) => ({
                value: l.id,
                label: `${directionLabel(l.direction)} · ${l.name}`,
              }))}
            />
          </FormGroup>
          <FormGroup label="Loại ngày" labelFor="headway-day">
            <HTMLSelect
              id="headway-day"
              value={dayType}
              onChange={(e) => setDayType(e.currentTarget.value as DayType)}
              options={Object.entries(DAY_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
            />
          </FormGroup>
          <ControlGroup>
            <FormGroup label="Từ (HH:mm)" labelFor="headway-from">
              <InputGroup id="headway-from" value={from} onValueChange={setFrom} />
            </FormGroup>
            <FormGroup label="Đến (HH:mm)" labelFor="headway-to">
              <InputGroup id="headway-to" value={to} onValueChange={setTo} />
            </FormGroup>
          </ControlGroup>
          <ControlGroup>
            <FormGroup label="Giãn cách (phút)" labelFor="headway-every">
              <NumericInput id="headway-every" value={every} min={1} onValueChange={(v) => setEvery(v)} />
            </FormGroup>
            <FormGroup label="Thời gian chạy (phút)" labelFor="headway-running">
              <NumericInput
                id="headway-running"
                value={running ?? ''}
                min={1}
                onValueChange={(v) => setRunning(Number.isNaN(v) ? null : v)}
              />
            </FormGroup>
          </ControlGroup>
          <p data-testid="headway-preview">{headwayPreview(from, to, every)}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Huỷ" onClick={onClose} />
              <Button type="submit" intent="primary" text="Tạo lịch" loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
