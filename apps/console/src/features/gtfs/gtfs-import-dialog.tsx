// 'Nhập GTFS…': choose a feed (.zip), see what it would change (counts, warnings, errors in Vietnamese),
// then 'Áp dụng' writes it in one transaction. Keyboard: the file input has focus first; Enter applies.
import {
  Button,
  Callout,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  HTMLTable,
  Spinner,
} from '@blueprintjs/core';
import { useState } from 'react';
import { Dialog } from '../../components/overlay/overlays';
import { closeModal } from '../../lib/modals';
import { errorMessage, toast } from '../../lib/toasts';
import { GTFS_IMPORT_MODAL } from './gtfs.commands';
import { applyGtfsImport, type GtfsImportSummary, previewGtfsImport } from './gtfs-import.api';

const KINDS = [
  ['stops', 'Điểm dừng'],
  ['routes', 'Tuyến'],
  ['lines', 'Lượt (chiều)'],
  ['schedules', 'Giờ xuất bến'],
  ['tickets', 'Vé'],
] as const;

type Phase = 'choose' | 'previewing' | 'preview' | 'applying';

export default function GtfsImportDialog() {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('choose');
  const [summary, setSummary] = useState<GtfsImportSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => closeModal(GTFS_IMPORT_MODAL);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setSummary(null);
    setFailure(null);
    if (!chosen) return setPhase('choose');
    setPhase('previewing');
    try {
      setSummary(await previewGtfsImport(chosen));
      setPhase('preview');
    } catch (error) {
      setFailure(errorMessage(error));
      setPhase('choose');
    }
  };

  const apply = async () => {
    if (!file || !summary || summary.errors.length > 0) return;
    setPhase('applying');
    try {
      const done = await applyGtfsImport(file);
      const created = KINDS.reduce((n, [kind]) => n + done[kind].create, 0);
      const updated = KINDS.reduce((n, [kind]) => n + done[kind].update, 0);
      toast.success(`Đã nhập GTFS: ${created} bản ghi mới, ${updated} bản ghi cập nhật`);
      close();
    } catch (error) {
      setFailure(errorMessage(error));
      setPhase('preview');
    }
  };

  const canApply = phase === 'preview' && summary !== null && summary.errors.length === 0;
  return (
    <Dialog isOpen title="Nhập GTFS" icon="import" onClose={close} style={{ width: 640 }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <DialogBody>
          <FormGroup label="Tệp GTFS (.zip, tối đa 20 MB)" labelFor="gtfs-import-file">
            <FileInput
              fill
              text={file?.name ?? 'Chọn tệp .zip…'}
              hasSelection={file !== null}
              buttonText="Chọn tệp"
              inputProps={{
                id: 'gtfs-import-file',
                accept: '.zip,application/zip',
                'aria-label': 'Tệp GTFS',
                autoFocus: true,
              }}
              onInputChange={(event: React.FormEvent<HTMLInputElement>) =>
                void choose(event.currentTarget.files?.[0] ?? null)
              }
            />
          </FormGroup>
          {phase === 'previewing' && <Spinner size={24} aria-label="Đang đọc tệp" />}
          {failure && <Callout intent="danger">{failure}</Callout>}
          {summary && (
            <>
              <HTMLTable compact striped aria-label="Xem trước" style={{ width: '100%' }}>
                <thead>
                  <tr>
                    <th />
                    <th>Tạo mới</th>
                    <th>Cập nhật</th>
                    <th>Không đổi</th>
                  </tr>
                </thead>
                <tbody>
                  {KINDS.map(([kind, label]) => (
                    <tr key={kind}>
                      <th scope="row">{label}</th>
                      <td>{summary[kind].create.toLocaleString('vi-VN')}</td>
                      <td>{summary[kind].update.toLocaleString('vi-VN')}</td>
                      <td>{summary[kind].unchanged.toLocaleString('vi-VN')}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              {summary.errors.length > 0 && (
                <Callout intent="danger" title={`${summary.errors.length} lỗi: không thể nhập tệp này`}>
                  <ul>
                    {summary.errors.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                </Callout>
              )}
              {summary.warnings.length > 0 && (
                <Callout intent="warning" title={`${summary.warnings.length} cảnh báo`}>
                  <ul>
                    {summary.warnings.map((w) => (
                      <li key={w}>{w}</li>
                    ))}
                  </ul>
                </Callout>
              )}
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Huỷ" onClick={close} />
              <Button
                type="submit"
                intent="primary"
                text={phase === 'applying' ? 'Đang áp dụng…' : 'Áp dụng'}
                loading={phase === 'applying'}
                disabled={!canApply}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
