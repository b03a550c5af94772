// 'Phân công từ lịch lái xe': choose the day, see the preview (a dry run: which open trips each crew
// would take and why the others cannot be filled), Enter applies it; 'Phân công thành công!' then.
import {
  Button,
  Callout,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLTable,
  Intent,
  Spinner,
} from '@blueprintjs/core';
import { formatDateTime } from '@busops/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { DateInput } from '../../../components/date-input/date-input';
import { Dialog } from '../../../components/overlay/overlays';
import { closeModal, useModal } from '../../../lib/modals';
import { errorMessage, toast } from '../../../lib/toasts';
import { fillFromRoster, loadCrews, type RosterFill, roster } from './roster.store';
import { ROSTER_FILL_MODAL } from './roster-modals';

const clock = (iso: string) => formatDateTime(iso).slice(-5);

export function RosterFillDialog() {
  const [isOpen] = useModal(ROSTER_FILL_MODAL);
  const snap = useSnapshot(roster);
  const [day, setDay] = useState(snap.day);
  const [preview, setPreview] = useState<RosterFill | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const routeId = snap.routeId;
  const route = snap.routes.find((r) => r.id === routeId);

  // A fresh day each time the dialog opens.
  useEffect(() => {
    if (isOpen) setDay(roster.day);
  }, [isOpen]);
  useEffect(() => {
    if (!isOpen || routeId === null || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    let current = true;
    setPreview(null);
    setError(null);
    fillFromRoster(routeId, day, true)
      .then((answer) => current && setPreview(answer))
      .catch((e) => current && setError(errorMessage(e)));
    return () => {
      current = false;
    };
  }, [isOpen, routeId, day]);

  const close = () => closeModal(ROSTER_FILL_MODAL);
  async function apply(event: FormEvent) {
    event.preventDefault();
    if (routeId === null || !preview || preview.filled.length === 0 || busy) return;
    setBusy(true);
    try {
      await fillFromRoster(routeId, day, false);
      toast.success('assigned');
      close();
      await loadCrews();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={`Phân công từ lịch lái xe${route ? ` · tuyến ${route.number}` : ''}`}
      icon="calendar"
      style={{ width: 720 }}
    >
      <form onSubmit={apply}>
        <DialogBody>
          <FormGroup label="Ngày phân công" labelFor="roster-fill-day">
            <DateInput
              id="roster-fill-day"
              value={day}
              onChange={(next) => next && setDay(next)}
              autoFocus
              data-testid="roster-fill-day"
            />
          </FormGroup>
          {error && <Callout intent={Intent.DANGER}>{error}</Callout>}
          {!preview && !error && <Spinner size={24} />}
          {preview && (
            <div className="roster-fill-preview" data-testid="roster-fill-preview">
              <h4>Sẽ phân công: {preview.filled.length} chuyến</h4>
              <HTMLTable compact striped style={{ width: '100%' }}>
                <tbody>
                  {preview.filled.map((f) => (
                    <tr key={f.trip_id}>
                      <td>{f.trip_code}</td>
                      <td>
                        {clock(f.planned_departure)}–{clock(f.planned_arrival)}
                      </td>
                      <td>{f.driver_name}</td>
                      <td>{f.vehicle_plate ?? '—'}</td>
                      <td>{f.warnings.join('; ')}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              <h4>Không phân công được: {preview.unfilled.length} chuyến</h4>
              <HTMLTable compact striped style={{ width: '100%' }}>
                <tbody>
                  {preview.unfilled.map((u) => (
                    <tr key={u.trip_id}>
                      <td>{u.trip_code}</td>
                      <td>
                        {clock(u.planned_departure)}–{clock(u.planned_arrival)}
                      </td>
                      <td>{u.message}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={close} text="Đóng (Esc)" />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={busy}
                disabled={!preview || preview.filled.length === 0}
                text={`Phân công ${preview?.filled.length ?? 0} chuyến (Enter)`}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
