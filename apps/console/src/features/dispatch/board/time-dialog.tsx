// 'Xác nhận giờ' (t): the trip's actual departure and arrival as HH:mm, the first one still empty
// prefilled with the time now and focused, so `t` then Enter confirms a departure or an arrival.
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { Dialog } from '../../../components/overlay/overlays';
import { closeModal, useModal } from '../../../lib/modals';
import { toast } from '../../../lib/toasts';
import { confirmTime, type WriteOutcome } from './board-actions';
import { type CodesModal, MODAL } from './board-modals';
import { clockTime, instantAt, instantNear } from './board-model';
import { rowsOf } from './board-rows';
import { OutcomeCallout } from './outcome-callout';

export function TimeDialog() {
  const [open, data] = useModal<CodesModal>(MODAL.time);
  return open && data?.codes[0] ? <TimeForm key={data.codes[0]} code={data.codes[0]} /> : null;
}

function TimeForm({ code }: { code: string }) {
  const trip = rowsOf([code])[0];
  const now = clockTime(new Date().toISOString());
  const hasDeparture = Boolean(trip?.actual_departure);
  const [departure, setDeparture] = useState(hasDeparture ? clockTime(trip?.actual_departure) : now);
  const [arrival, setArrival] = useState(
    trip?.actual_arrival ? clockTime(trip.actual_arrival) : hasDeparture ? now : '',
  );
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => closeModal(MODAL.time);
  if (!trip) return null;
  const day = trip.service_date;
  const badDeparture = departure.trim() !== '' && instantAt(day, departure) === null;
  const badArrival = arrival.trim() !== '' && instantAt(day, arrival) === null;

  async function submit() {
    const current = rowsOf([code])[0];
    if (!current || busy || badDeparture || badArrival) return;
    const times: { actual_departure?: string; actual_arrival?: string } = {};
    // Each time on the day nearest its reference: an arrival after midnight is the next day's.
    const dep = instantNear(day, departure, current.planned_departure);
    const arr = instantNear(day, arrival, dep ?? current.actual_departure ?? current.planned_arrival);
    if (dep && departure !== clockTime(current.actual_departure)) times.actual_departure = dep;
    if (arr && arrival !== clockTime(current.actual_arrival)) times.actual_arrival = arr;
    if (!times.actual_departure && !times.actual_arrival) return close();
    setBusy(true);
    const result = await confirmTime(current, times);
    setBusy(false);
    if (!result.ok) return setOutcome(result);
    toast.success('Xác nhận thành công');
    close();
  }

  return (
    <Dialog
      isOpen
      onClose={close}
      shouldReturnFocusOnClose={false}
      title={`Xác nhận giờ chuyến ${code}`}
      className="board-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <p>
            Kế hoạch: {clockTime(trip.planned_departure)} – {clockTime(trip.planned_arrival)}
          </p>
          <FormGroup
            label="Giờ xuất bến thực tế (HH:mm)"
            labelFor="board-dep"
            intent={badDeparture ? 'danger' : 'none'}
          >
            <InputGroup
              id="board-dep"
              autoFocus={!hasDeparture}
              value={departure}
              onChange={(e) => setDeparture(e.target.value)}
              onFocus={(e) => e.currentTarget.select()}
            />
          </FormGroup>
          <FormGroup
            label="Giờ về bến thực tế (HH:mm)"
            labelFor="board-arr"
            intent={badArrival ? 'danger' : 'none'}
          >
            <InputGroup
              id="board-arr"
              autoFocus={hasDeparture}
              value={arrival}
              onChange={(e) => setArrival(e.target.value)}
              onFocus={(e) => e.currentTarget.select()}
            />
          </FormGroup>
          <OutcomeCallout outcome={outcome} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={close}>Huỷ</Button>
              <Button type="submit" intent="primary" loading={busy}>
                Xác nhận (Enter)
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
