// 'Đồng bộ dữ liệu': the preview of a sync with the outside dispatch system (trips added, changed field
// by field with where our value came from, removed, differences kept because they were typed by hand,
// source values we do not know), then 'Đồng bộ' (Enter) writes exactly that diff, or is refused when it
// moved since (the server compares the preview token). Esc closes. When the day already runs trips
// at the source's times, they are listed and the dispatcher chooses as in the copy (issue 19): skip the
// times already served, replace the trips without work, or add beside them (keys 1 2 3, the focus staying
// on 'Đồng bộ'); each choice previews again.
import {
  Button,
  Callout,
  Classes,
  DialogBody,
  DialogFooter,
  HTMLTable,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import type { TripCopyOnExisting } from '@busops/domain';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/overlay/overlays';
import { closeModal } from '../../../lib/modals';
import { errorMessage, toast } from '../../../lib/toasts';
import { reloadBoard } from '../board/board-store';
import { ClashCallout, countVi, OnExistingRadios, onExistingFromKey } from '../copy/on-existing-choice';
import { conflictsOf, fetchSyncPreview, runSync, type TripConflict, type TripSyncPreview } from './sync.api';
import { SYNC_MODAL } from './sync.commands';
import { fieldHeading, SOURCE_LABELS, showTime, showValue } from './sync-values';

const DIRECTION = ['Lượt đi', 'Lượt về'];

export default function SyncDialog({ routeId, date }: { routeId: number | null; date: string }) {
  const [preview, setPreview] = useState<TripSyncPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [onExisting, setOnExisting] = useState<TripCopyOnExisting>('skip_served');
  // The checks' warnings of a refused sync: shown, and the next Enter accepts them.
  const [warnings, setWarnings] = useState<TripConflict[]>([]);
  const submit = useRef<HTMLButtonElement>(null);
  const close = () => closeModal(SYNC_MODAL);

  // A new choice keeps the shown preview (and the focus on the choice) until the next one arrives.
  const [loading, setLoading] = useState(false);
  const load = async (choice = onExisting, keep = false) => {
    setFailure(null);
    setWarnings([]);
    if (!keep) setPreview(null);
    setLoading(true);
    try {
      setPreview(await fetchSyncPreview(date, routeId, choice));
    } catch (error) {
      setPreview(null);
      setFailure(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: one preview per opening
  useEffect(() => void load(), []);
  // The button is disabled while the preview loads or the sync runs, so autoFocus cannot take: focus it
  // once the diff (or the warnings) are shown, and Enter syncs (keyboard only).
  // biome-ignore lint/correctness/useExhaustiveDependencies: again once warnings are shown
  useEffect(() => {
    const choosing =
      document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'radio';
    if (preview && !saving && !choosing) submit.current?.focus();
  }, [preview, saving, warnings]);

  const sync = async () => {
    if (!preview || saving || loading) return;
    setSaving(true);
    try {
      const done = await runSync(preview, warnings.length > 0);
      toast.success(done.message);
      close();
      await reloadBoard();
    } catch (error) {
      const conflicts = conflictsOf(error);
      if (conflicts.length > 0 && conflicts.every((c) => c.severity === 'warning')) setWarnings(conflicts);
      else setFailure(errorMessage(error));
      setSaving(false);
    }
  };

  const choose = (choice: TripCopyOnExisting) => {
    setOnExisting(choice);
    void load(choice, true);
  };
  const empty =
    preview !== null &&
    preview.added.length + preview.changed.length + preview.removed.filter((r) => r.cancel).length === 0;
  return (
    <Dialog
      isOpen
      title={`Đồng bộ dữ liệu ngày ${date.split('-').reverse().join('/')}`}
      icon="refresh"
      onClose={close}
      style={{ width: 'min(880px, 94vw)' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void sync();
        }}
        onKeyDown={(event) => {
          const choice = preview && clashShown(preview) ? onExistingFromKey(event) : null;
          if (!choice || saving) return;
          event.preventDefault();
          if (choice !== onExisting) choose(choice);
        }}
      >
        <DialogBody className="dispatch-sync-body">
          {!preview && !failure && <Spinner size={24} aria-label="Đang đọc nguồn đồng bộ" />}
          {failure && (
            <Callout intent="danger" title="Không đồng bộ được">
              {failure} <Button small text="Xem trước lại" icon="refresh" onClick={() => void load()} />
            </Callout>
          )}
          {warnings.length > 0 && (
            <Callout intent="warning" title={`${warnings.length} cảnh báo khi kiểm tra chuyến`}>
              <ul>
                {warnings.slice(0, 5).map((w) => (
                  <li key={`${w.trip_code}-${w.code}`}>
                    {w.trip_code}: {w.message}
                  </li>
                ))}
              </ul>
              {warnings.length > 5 && <p>và {warnings.length - 5} cảnh báo khác.</p>}
              Nhấn Enter lần nữa để đồng bộ và chấp nhận các cảnh báo.
            </Callout>
          )}
          {preview && (
            <section aria-label="Xem trước đồng bộ">
              <p>
                Nguồn: <strong>{preview.source}</strong>. Thêm {preview.added.length}, thay đổi{' '}
                {preview.changed.length}, không còn ở nguồn {preview.removed.length}, giữ giá trị nhập tay{' '}
                {preview.kept_manual.length}.
              </p>
              <ClashChoice preview={preview} date={date} onExisting={onExisting} choose={choose} />
              {empty && <Callout intent="success">Không có gì cần đồng bộ.</Callout>}
              {preview.added.length > 0 && (
                <Section title={`Thêm ${preview.added.length} chuyến`}>
                  <thead>
                    <tr>
                      <th>Tuyến</th>
                      <th>Chiều</th>
                      <th>Xuất bến</th>
                      <th>Về bến</th>
                      <th>Mã nguồn ngoài</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.added.map((t) => (
                      <tr key={t.external_ref}>
                        <td>{t.route_number}</td>
                        <td>{DIRECTION[t.direction]}</td>
                        <td>{showTime(t.planned_departure, date)}</td>
                        <td>{showTime(t.planned_arrival, date)}</td>
                        <td>{t.external_ref}</td>
                      </tr>
                    ))}
                  </tbody>
                </Section>
              )}
              {preview.changed.length > 0 && (
                <Section title={`Thay đổi ${preview.changed.length} chuyến`}>
                  <thead>
                    <tr>
                      <th>Chuyến</th>
                      <th>Trường</th>
                      <th>Hiện tại → Nguồn</th>
                      <th>Nguồn giá trị hiện tại</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.changed.flatMap((t) =>
                      t.changes.map((c) => (
                        <tr key={`${t.trip_id}-${c.field}`}>
                          <td>{t.code}</td>
                          <td>{fieldHeading(c.field)}</td>
                          <td>
                            {showValue(c.field, c.ours, date)} →{' '}
                            <strong>{showValue(c.field, c.theirs, date)}</strong>
                          </td>
                          <td>{c.our_source ? <Tag minimal>{SOURCE_LABELS[c.our_source]}</Tag> : '—'}</td>
                        </tr>
                      )),
                    )}
                  </tbody>
                </Section>
              )}
              {preview.removed.length > 0 && (
                <Section title={`Không còn ở nguồn: ${preview.removed.length} chuyến`}>
                  <tbody>
                    {preview.removed.map((t) => (
                      <tr key={t.trip_id}>
                        <td>{t.code}</td>
                        <td>
                          {t.cancel ? (
                            <Tag intent="warning">
                              {preview.on_existing === 'replace' ? 'Sẽ huỷ' : 'Sẽ huỷ (do đồng bộ tạo)'}
                            </Tag>
                          ) : (
                            <Tag minimal>Giữ nguyên</Tag>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Section>
              )}
              {preview.kept_manual.length > 0 && (
                <Section title={`Giữ giá trị nhập tay: ${preview.kept_manual.length}`}>
                  <tbody>
                    {preview.kept_manual.map((k) => (
                      <tr key={`${k.trip_id}-${k.field}`}>
                        <td>{k.code}</td>
                        <td>{fieldHeading(k.field)}</td>
                        <td>
                          <strong>{showValue(k.field, k.ours, date)}</strong> (nguồn:{' '}
                          {showValue(k.field, k.theirs, date)}) <Tag minimal>{SOURCE_LABELS.manual}</Tag>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Section>
              )}
              {preview.unknown.length > 0 && (
                <Callout
                  intent="warning"
                  title={`${preview.unknown.length} giá trị không khớp dữ liệu của đơn vị`}
                >
                  <ul>
                    {preview.unknown.map((u) => (
                      <li key={`${u.external_ref}-${u.field}`}>
                        {u.external_ref}:{' '}
                        {u.field === 'route' ? 'tuyến' : u.field === 'vehicle' ? 'xe' : 'nhân viên'} {u.value}
                      </li>
                    ))}
                  </ul>
                </Callout>
              )}
            </section>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Huỷ" onClick={close} />
              <Button
                type="submit"
                intent="primary"
                icon="refresh"
                text={
                  warnings.length > 0
                    ? `Đồng bộ, chấp nhận ${warnings.length} cảnh báo (Enter)`
                    : 'Đồng bộ (Enter)'
                }
                loading={saving}
                disabled={!preview || empty || loading}
                ref={submit}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

const n = countVi;

/** The clash and its choice show when the day serves a source time, or once another way was chosen. */
const clashShown = (preview: TripSyncPreview) =>
  preview.served_count > 0 || preview.on_existing !== 'skip_served';

/** What the day already runs at the source's times, and the dispatcher's choice of what to do with it. */
function ClashChoice({
  preview,
  date,
  onExisting,
  choose,
}: {
  preview: TripSyncPreview;
  date: string;
  onExisting: TripCopyOnExisting;
  choose: (choice: TripCopyOnExisting) => void;
}) {
  const { running_count: running, served_count: served, existing } = preview;
  if (!clashShown(preview)) return null;
  const doing =
    preview.on_existing === 'add'
      ? `${n(served)} chuyến của nguồn trùng giờ đã có sẽ chạy song song.`
      : preview.on_existing === 'replace'
        ? `Huỷ các chuyến chưa phân công mà nguồn không có; giữ chuyến đã có người hoặc xe và bỏ qua ${n(served)} giờ chúng đã chạy.`
        : `Bỏ qua ${n(served)} chuyến của nguồn vì giờ đó đã có chuyến.`;
  return (
    <>
      <ClashCallout
        day="Ngày này"
        onExisting={preview.on_existing}
        running={running}
        served={served}
        doing={doing}
      />
      <OnExistingRadios label="Khi ngày này đã có chuyến" value={onExisting} choose={choose} />
      {existing.length > 0 && (
        <Section title={`Đã có ở giờ của nguồn: ${existing.length} chuyến`}>
          <thead>
            <tr>
              <th>Chuyến</th>
              <th>Chiều</th>
              <th>Xuất bến</th>
              <th>Trạng thái</th>
              <th>Trùng giờ chuyến nguồn</th>
            </tr>
          </thead>
          <tbody>
            {existing.map((t) => (
              <tr key={t.trip_id}>
                <td>{t.code}</td>
                <td>{DIRECTION[t.direction]}</td>
                <td>{showTime(t.planned_departure, date)}</td>
                <td>
                  <Tag minimal>{showValue('status', t.status, date)}</Tag>
                </td>
                <td>{t.serves.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </Section>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <h4 className={Classes.HEADING}>{title}</h4>
      <HTMLTable compact striped aria-label={title} style={{ width: '100%', marginBottom: 12 }}>
        {children}
      </HTMLTable>
    </>
  );
}
