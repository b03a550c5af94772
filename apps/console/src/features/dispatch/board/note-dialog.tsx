// Actions that take a note: 'Xoá chuyến' (required; many trips by code), 'Đề xuất mất chuyến'
// (required), 'Không quay đầu' (optional). Enter saves, Shift+Enter breaks the line.
import { Button, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { Dialog } from '../../../components/overlay/overlays';
import { closeModal, useModal } from '../../../lib/modals';
import { toast } from '../../../lib/toasts';
import { confirmNoReturn, deleteTrips, proposeLost, type WriteOutcome } from './board-actions';
import { MODAL, type NoteKind, type NoteModal } from './board-modals';
import type { RouteTrip } from './board-model';
import { rowsOf } from './board-rows';
import { OutcomeCallout } from './outcome-callout';

const KINDS: Record<
  NoteKind,
  {
    title: (n: number, code: string) => string;
    required: boolean;
    action: string;
    intent: 'danger' | 'primary';
  }
> = {
  delete: { title: (n) => `Xoá ${n} chuyến`, required: true, action: 'Xoá', intent: 'danger' },
  lost: { title: (_, c) => `Đề xuất mất chuyến ${c}`, required: true, action: 'Đề xuất', intent: 'primary' },
  'no-return': {
    title: (_, c) => `Không quay đầu: chuyến ${c}`,
    required: false,
    action: 'Xác nhận',
    intent: 'primary',
  },
};

async function run(kind: NoteKind, rows: RouteTrip[], note: string): Promise<WriteOutcome> {
  if (kind === 'delete') return deleteTrips(rows, note);
  const [trip] = rows;
  if (!trip) return { ok: false, conflicts: [], stale: null, message: 'Chuyến không còn trên bảng' };
  return kind === 'lost' ? proposeLost(trip, note) : confirmNoReturn(trip, note);
}

export function NoteDialog() {
  const [open, data] = useModal<NoteModal>(MODAL.note);
  return open && data ? <NoteForm key={`${data.kind}${data.codes.join()}`} modal={data} /> : null;
}

function NoteForm({ modal }: { modal: NoteModal }) {
  const spec = KINDS[modal.kind];
  const codes = modal.kind === 'delete' ? modal.codes : modal.codes.slice(0, 1);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => closeModal(MODAL.note);
  const missing = spec.required && note.trim() === '';

  async function submit() {
    if (missing || busy) return;
    setBusy(true);
    const result = await run(modal.kind, rowsOf(codes), note.trim());
    setBusy(false);
    if (!result.ok) return setOutcome(result);
    toast.success(result.message);
    close();
  }

  return (
    <Dialog
      isOpen
      onClose={close}
      shouldReturnFocusOnClose={false}
      title={spec.title(codes.length, codes[0] ?? '')}
      className="board-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          {modal.kind === 'delete' && <p className="board-codes">{codes.join(', ')}</p>}
          <FormGroup
            label={spec.required ? 'Ghi chú (bắt buộc)' : 'Ghi chú'}
            labelFor="board-note"
            helperText="Enter để lưu, Shift+Enter xuống dòng"
          >
            <TextArea
              id="board-note"
              autoFocus
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
              <Button type="submit" intent={spec.intent} loading={busy} disabled={missing}>
                {spec.action}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
