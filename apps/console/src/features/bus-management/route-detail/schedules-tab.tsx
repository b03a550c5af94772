// Tab 'Lịch chạy' of a route: one page of departures filtered by line (direction) and day type, add and
// delete a departure, and 'Tạo lịch theo giãn cách' (from, to, every N minutes, running minutes) with a
// live count before creating. The lines offered are those the route's departures use, or a typed line id
// until the lines API of the route screen is merged.
import {
  Button,
  ControlGroup,
  Dialog,
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
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { data } from '../../../lib/call';
import { formErrorMessage } from '../../../lib/request-state';
import { toast } from '../../../lib/toasts';
import './route-fares.css';
import { DAY_TYPE_LABELS, type DayType, directionLabel } from './fares-labels';
import { headwayPreview } from './headway';
import type { RouteTabProps } from './route-tab-props';

type Schedule = Schemas['RouteSchedule'];
const SIZE = 20;

export function RouteSchedulesTab({ route }: RouteTabProps) {
  const [page, setPage] = useState(0);
  const [lineId, setLineId] = useState<number | null>(null);
  const [dayType, setDayType] = useState<DayType | ''>('');
  const [rows, setRows] = useState<{ items: Schedule[]; total: number } | null>(null);
  const [lines, setLines] = useState<Array<{ id: number; direction: number }>>([]);
  const [error, setError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const path = { id: route.id };

  const load = useCallback(async () => {
    try {
      const query = {
        page,
        size: SIZE,
        ...(lineId ? { line_id: lineId } : {}),
        ...(dayType ? { day_type: dayType } : {}),
      };
      const [answer, all] = await Promise.all([
        data(api.call('listRouteSchedules', { params: { path: { id: route.id }, query } })),
        data(api.call('listRouteSchedules', { params: { path: { id: route.id }, query: { size: 100 } } })),
      ]);
      setRows(answer);
      const seen = new Map(all.items.map((s) => [s.line_id, s.line_direction]));
      setLines(
        [...seen].map(([id, direction]) => ({ id, direction })).sort((a, b) => a.direction - b.direction),
      );
      setError(null);
    } catch (e) {
      setError(formErrorMessage(e) ?? 'Thất bại!');
    }
  }, [route.id, page, lineId, dayType]);

  useEffect(() => {
    void load();
  }, [load]);

  if (error) return <NonIdealState icon="error" title="Không tải được lịch chạy" description={error} />;
  if (!rows) return <Spinner size={24} />;
  const pages = Math.max(1, Math.ceil(rows.total / SIZE));
  return (
    <div className="route-fares-tab" data-testid="route-schedules-tab">
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
            ...lines.map((l) => ({ value: l.id, label: directionLabel(l.direction) })),
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
        <Button icon="time" text="Tạo lịch theo giãn cách" onClick={() => setGenerating(true)} />
      </div>
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
              <td>
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
  lines: Array<{ id: number; direction: number }>;
  onClose: () => void;
  onDone: () => void;
}

function HeadwayDialog({ isOpen, routeId, lines, onClose, onDone }: HeadwayDialogProps) {
  const [lineId, setLineId] = useState<number | null>(lines[0]?.id ?? null);
  const [dayType, setDayType] = useState<DayType>('weekday');
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
          <FormGroup label="Lượt tuyến (mã)" labelFor="headway-line">
            {lines.length > 0 ? (
              <HTMLSelect
                id="headway-line"
                value={lineId ?? ''}
                onChange={(e) => setLineId(Number(e.currentTarget.value))}
                options={lines.map((l) => ({ value: l.id, label: directionLabel(l.direction) }))}
              />
            ) : (
              <NumericInput
                id="headway-line"
                value={lineId ?? ''}
                min={1}
                buttonPosition="none"
                onValueChange={(v) => setLineId(Number.isNaN(v) ? null : v)}
              />
            )}
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
