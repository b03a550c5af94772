// 'Đổi trạng thái': the moves every chosen trip allows (TRIP_TRANSITIONS), a note ('lost' needs one),
// Enter saves as one multi-edit. A refusal (a stale trip, a move the API refuses) stays in the dialog.
import { Button, DialogBody, DialogFooter, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import {
  TRIP_STATUS_LABELS,
  TRIP_STATUSES,
  TRIP_STATUSES_NEEDING_NOTE,
  TRIP_TRANSITIONS,
  type TripStatus,
} from '@busops/domain';
import { useState } from 'react';
import { Dialog } from '../../../components/overlay/overlays';
import { closeModal, useModal } from '../../../lib/modals';
import { toast } from '../../../lib/toasts';
import { multiEdit, type WriteOutcome } from './board-actions';
import { type CodesModal, MODAL } from './board-modals';
import type { RouteTrip } from './board-model';
import { rowsOf } from './board-rows';
import { OutcomeCallout } from './outcome-callout';

/** Statuses every row may move to. */
export function commonMoves(rows: readonly RouteTrip[]): TripStatus[] {
  return TRIP_STATUSES.filter(
    (s) => rows.length > 0 && rows.every((r) => TRIP_TRANSITIONS[r.status].includes(s)),
  );
}

export function StatusDialog() {
  const [open, data] = useModal<CodesModal>(MODAL.status);
  return open && data ? <StatusForm key={data.codes.join()} codes={data.codes} /> : null;
}

function StatusForm({ codes }: { codes: string[] }) {
  const moves = commonMoves(rowsOf(codes));
  const [status, setStatus] = useState<TripStatus | ''>(moves[0] ?? '');
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => closeModal(MODAL.status);
  const needsNote = status !== '' && TRIP_STATUSES_NEEDING_NOTE.includes(status);
  const noteMissing = needsNote && note.trim() === '';

  async function submit() {
    if (!status || noteMissing || busy) return;
    setBusy(true);
    const result = await multiEdit(rowsOf(codes), { status, ...(note.trim() ? { note: note.trim() } : {}) });
    setBusy(false);
    if (!result.ok) return setOutcome(result);
    toast.success('Cập nhật thành công!');
    close();
  }

  return (
    <Dialog
      isOpen
      onClose={close}
      shouldReturnFocusOnClose={false}
      title={`Đổi trạng thái ${codes.length} chuyến`}
      className="board-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          {moves.length === 0 ? (
            <p>Các chuyến đã chọn không thể chuyển sang cùng một trạng thái.</p>
          ) : (
            <FormGroup label="Trạng thái mới" labelFor="board-status">
              <HTMLSelect
                id="board-status"
                autoFocus
                value={status}
                onChange={(e) => setStatus(e.target.value as TripStatus)}
                options={moves.map((s) => ({ value: s, label: TRIP_STATUS_LABELS[s] }))}
              />
            </FormGroup>
          )}
          <FormGroup
            label={needsNote ? 'Ghi chú (bắt buộc)' : 'Ghi chú'}
            labelFor="board-status-note"
            intent={noteMissing ? 'danger' : 'none'}
            helperText={noteMissing ? 'Mất chuyến cần ghi chú lý do' : 'Enter để lưu, Shift+Enter xuống dòng'}
          >
            <TextArea
              id="board-status-note"
              fill
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void submit();
                }
              }}
            />
          </FormGroup>
          <OutcomeCallout outcome={outcome} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={close}>Huỷ</Button>
              <Button type="submit" intent="primary" loading={busy} disabled={!status || noteMissing}>
                Lưu
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
