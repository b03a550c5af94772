// Create or rename a line of a route: direction (Lượt đi / Lượt về) and name. The shape is not drawn
// here: without one the map draws the line through its stops.
import { Button, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Dialog } from '../../../components/overlay/overlays';
import type { Route } from '../routes.resource';

type Line = Route['lines'][number];

export interface LineDialogProps {
  isOpen: boolean;
  line: Line | null;
  defaultDirection: 0 | 1;
  onClose: () => void;
  onSave: (body: { direction: 0 | 1; name: string; shape: Line['shape'] }) => Promise<void>;
}

export function LineDialog({ isOpen, line, defaultDirection, onClose, onSave }: LineDialogProps) {
  const [direction, setDirection] = useState<0 | 1>(defaultDirection);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!isOpen) return;
    setDirection(line ? line.direction : defaultDirection);
    setName(line?.name ?? '');
  }, [isOpen, line, defaultDirection]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSave({ direction, name: name.trim(), shape: line?.shape ?? null });
      onClose();
    } catch {
      // the toast says why; the dialog stays open with what was typed
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={line ? 'Sửa lượt' : 'Thêm lượt'} icon="route">
      <form onSubmit={submit}>
        <DialogBody>
          <FormGroup label="Chiều" labelFor="line-direction">
            <HTMLSelect
              id="line-direction"
              value={direction}
              onChange={(e) => setDirection(Number(e.target.value) as 0 | 1)}
              options={[
                { value: 0, label: 'Lượt đi' },
                { value: 1, label: 'Lượt về' },
              ]}
            />
          </FormGroup>
          <FormGroup label="Tên lượt" labelFor="line-name" labelInfo="(bắt buộc)">
            <InputGroup id="line-name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Huỷ" onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                text="Lưu"
                loading={busy}
                disabled={name.trim() === ''}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
