// Add or edit one departure of a route: line (from the route's own lines), day type, departure time,
// running minutes and note. A duplicate (same line, day type and time) answers 409 and the dialog stays
// open with what was typed.
import {
  Button,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NumericInput,
} from '@blueprintjs/core';
import type { Schemas } from '@busops/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { Dialog } from '../../../components/overlay/overlays';
import { api } from '../../../lib/api';
import { formErrorMessage } from '../../../lib/request-state';
import { toast } from '../../../lib/toasts';
import { DAY_TYPE_LABELS, type DayType, directionLabel } from './fares-labels';
import type { RouteLine } from './use-route-lines';

type Schedule = Schemas['RouteSchedule'];
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface ScheduleDialogProps {
  isOpen: boolean;
  routeId: number;
  lines: readonly RouteLine[];
  /** null: a new departure (with these defaults). */
  schedule: Schedule | null;
  defaults: { lineId: number | null; dayType: DayType };
  onClose: () => void;
  onSaved: () => void;
}

export function ScheduleDialog(props: ScheduleDialogProps) {
  const { isOpen, routeId, lines, schedule, defaults, onClose, onSaved } = props;
  const [lineId, setLineId] = useState<number | null>(null);
  const [dayType, setDayType] = useState<DayType>('weekday');
  const [time, setTime] = useState('');
  const [running, setRunning] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!isOpen) return;
    setLineId(schedule?.line_id ?? defaults.lineId ?? lines[0]?.id ?? null);
    setDayType(schedule?.day_type ?? defaults.dayType);
    setTime(schedule?.departure_time ?? '');
    setRunning(schedule?.running_minutes ?? null);
    setNote(schedule?.note ?? '');
  }, [isOpen, schedule, defaults.lineId, defaults.dayType, lines]);

  const timeValid = CLOCK.test(time);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lineId) return void toast.error('Vui lòng chọn lượt tuyến');
    if (!timeValid) return void toast.error('Giờ xuất bến phải có dạng HH:mm (00:00 - 23:59)');
    const body = {
      line_id: lineId,
      day_type: dayType,
      departure_time: time,
      running_minutes: running,
      note: note.trim() || null,
    };
    setBusy(true);
    try {
      if (schedule)
        await api.call('updateRouteSchedule', {
          params: { path: { id: routeId, scheduleId: schedule.id } },
          body,
        });
      else await api.call('createRouteSchedule', { params: { path: { id: routeId } }, body });
      toast.success(schedule ? 'Đã lưu lượt xuất bến' : `Đã thêm lượt ${time}`);
      onSaved();
    } catch (e) {
      toast.error(formErrorMessage(e) ?? 'Thất bại!');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={schedule ? `Sửa lượt ${schedule.departure_time}` : 'Thêm lượt xuất bến'}
      icon="time"
    >
      <form onSubmit={submit}>
        <DialogBody>
          <FormGroup label="Lượt tuyến" labelFor="schedule-line">
            <HTMLSelect
              id="schedule-line"
              value={lineId ?? ''}
              onChange={(e) => setLineId(Number(e.currentTarget.value))}
              options={lines.map((l) => ({
                value: l.id,
                label: `${directionLabel(l.direction)} · ${l.name}`,
              }))}
            />
          </FormGroup>
          <FormGroup label="Loại ngày" labelFor="schedule-day">
            <HTMLSelect
              id="schedule-day"
              value={dayType}
              onChange={(e) => setDayType(e.currentTarget.value as DayType)}
              options={Object.entries(DAY_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
            />
          </FormGroup>
          <FormGroup
            label="Giờ xuất bến (HH:mm)"
            labelFor="schedule-time"
            labelInfo="(bắt buộc)"
            intent={time && !timeValid ? 'danger' : 'none'}
            helperText={time && !timeValid ? 'Dạng HH:mm, ví dụ 05:30' : undefined}
          >
            <InputGroup
              id="schedule-time"
              value={time}
              onValueChange={setTime}
              placeholder="05:30"
              autoFocus
            />
          </FormGroup>
          <FormGroup label="Thời gian chạy (phút)" labelFor="schedule-running">
            <NumericInput
              id="schedule-running"
              value={running ?? ''}
              min={1}
              max={600}
              onValueChange={(v) => setRunning(Number.isNaN(v) ? null : v)}
            />
          </FormGroup>
          <FormGroup label="Ghi chú" labelFor="schedule-note">
            <InputGroup id="schedule-note" value={note} onValueChange={setNote} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Huỷ" onClick={onClose} />
              <Button type="submit" intent="primary" text="Lưu" loading={busy} endIcon={<kbd>↵</kbd>} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
