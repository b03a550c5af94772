// 'Sao chép ngày': from day, to a day or a range, this route or every route, times only or with the
// people. Keyboard: the defaults are the usual copy (day on screen -> next day, this route, times and
// people), so Enter previews and Enter again copies; any change of the form asks for a new preview.
import {
  Button,
  Callout,
  DialogBody,
  DialogFooter,
  FormGroup,
  Radio,
  RadioGroup,
  Spinner,
} from '@blueprintjs/core';
import { useSnapshot } from 'valtio';
import { DateInput } from '../../../components/date-input/date-input';
import { Dialog } from '../../../components/overlay/overlays';
import { closeModal } from '../../../lib/modals';
import { COPY_DAY_MODAL } from './copy-day.commands';
import { requestKey } from './copy-day.form';
import { copyDayState, previewBlocks, submitCopyDay, warningsOf } from './copy-day.store';
import { CopyDayPreview } from './copy-day-preview';
import { OnExistingRadios, onExistingFromKey } from './on-existing-choice';

export default function CopyDayDialog() {
  const snap = useSnapshot(copyDayState);
  const form = snap.form;
  const state = copyDayState;
  const close = () => closeModal(COPY_DAY_MODAL);
  // The snapshot subscribes the render; the values are read from the store (mutable types).
  const current = snap.preview !== null && snap.previewKey === requestKey(snap.form);
  const preview = current ? state.preview : null;
  const busy = snap.phase === 'previewing' || snap.phase === 'applying';
  const blocked = preview !== null && previewBlocks(preview);
  const warnings = preview ? warningsOf(preview) : 0;
  // Nothing new to add (every target trip is already there): no copy to confirm.
  const empty = preview !== null && preview.added_count === 0;
  const label = !current
    ? 'Xem trước'
    : empty
      ? 'Không có chuyến mới để sao chép'
      : warnings > 0
        ? `Sao chép ${preview!.added_count} chuyến (chấp nhận ${warnings} cảnh báo)`
        : `Sao chép ${preview!.added_count} chuyến`;

  return (
    <Dialog
      isOpen
      title="Sao chép ngày"
      icon="duplicate"
      onClose={close}
      style={{ width: 720, maxWidth: '96vw' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submitCopyDay().then((done) => done && close());
        }}
        onKeyDown={(event) => {
          // 1 2 3 choose what a day that already runs the route does (not while a date is typed)
          const choice = onExistingFromKey(event);
          if (!choice) return;
          event.preventDefault();
          state.form.onExisting = choice;
        }}
      >
        <DialogBody>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <FormGroup label="Từ ngày" labelFor="copy-from">
              <DateInput
                id="copy-from"
                autoFocus
                value={form.fromDate}
                onChange={(v) => {
                  state.form.fromDate = v;
                }}
              />
            </FormGroup>
            {form.target === 'day' ? (
              <FormGroup label="Sang ngày" labelFor="copy-to">
                <DateInput
                  id="copy-to"
                  value={form.toDate}
                  onChange={(v) => {
                    state.form.toDate = v;
                  }}
                />
              </FormGroup>
            ) : (
              <>
                <FormGroup label="Sang các ngày từ" labelFor="copy-to-from">
                  <DateInput
                    id="copy-to-from"
                    value={form.toFrom}
                    onChange={(v) => {
                      state.form.toFrom = v;
                    }}
                  />
                </FormGroup>
                <FormGroup label="đến ngày" labelFor="copy-to-until">
                  <DateInput
                    id="copy-to-until"
                    value={form.toUntil}
                    onChange={(v) => {
                      state.form.toUntil = v;
                    }}
                  />
                </FormGroup>
              </>
            )}
            <RadioGroup
              label="Ngày đích"
              inline
              selectedValue={form.target}
              onChange={(e) => {
                state.form.target = e.currentTarget.value as 'day' | 'range';
              }}
            >
              <Radio label="Một ngày" value="day" />
              <Radio label="Khoảng ngày (tối đa 31)" value="range" />
            </RadioGroup>
          </div>
          <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
            <RadioGroup
              label="Tuyến"
              inline
              selectedValue={form.scope}
              onChange={(e) => {
                state.form.scope = e.currentTarget.value as 'route' | 'all';
              }}
            >
              <Radio label="Tuyến đang xem" value="route" disabled={form.routeId === null} />
              <Radio label="Tất cả tuyến" value="all" />
            </RadioGroup>
            <RadioGroup
              label="Sao chép"
              inline
              selectedValue={form.mode}
              onChange={(e) => {
                state.form.mode = e.currentTarget.value as 'times' | 'times_and_people';
              }}
            >
              <Radio label="Giờ và người (lái xe, phụ xe, xe)" value="times_and_people" />
              <Radio label="Chỉ giờ" value="times" />
            </RadioGroup>
            <OnExistingRadios
              label="Khi ngày đích đã có chuyến"
              value={form.onExisting}
              choose={(choice) => {
                state.form.onExisting = choice;
              }}
            />
          </div>
          {busy && <Spinner size={24} aria-label="Đang xử lý" />}
          {snap.failure && (
            <Callout intent="danger" role="alert">
              {snap.failure}
            </Callout>
          )}
          <div style={{ maxHeight: '42vh', overflowY: 'auto' }}>
            {preview && <CopyDayPreview preview={preview} />}
          </div>
        </DialogBody>
        <DialogFooter
          minimal
          actions={
            <>
              <span className="bp6-text-muted" style={{ marginRight: 'auto' }}>
                Enter: {current ? 'sao chép' : 'xem trước'} · Esc: đóng
              </span>
              <Button text="Huỷ" onClick={close} />
              <Button
                type="submit"
                intent="primary"
                text={label}
                loading={busy}
                disabled={blocked || empty}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
