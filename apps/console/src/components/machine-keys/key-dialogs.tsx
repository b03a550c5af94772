// The dialogs both kinds of machine key share (device keys, service keys): the rotation's confirmation
// and the key shown once with a copy button. The API keeps only a key's hash, so closing the secret
// dialog is the last time anyone sees it.
import { Button, Callout, Classes, DialogBody, DialogFooter, InputGroup, Intent } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { closeModal, useModal } from '../../lib/modals';
import { ConfirmAlert } from '../confirm-alert/confirm-alert';
import { Dialog } from '../overlay/overlays';

export interface ShownKey {
  id: number;
  name: string;
  key: string;
}

/** Confirms a rotation, then shows the new key (`rotate` answers it). */
export function RotateKeyAlert<Row extends { id: number; name: string }>(props: {
  modal: string;
  rotate: (row: Row) => Promise<void>;
  /** What to do with the new key, after the name: "cập nhật khoá mới vào thiết bị". */
  advice: string;
}) {
  const [isOpen, row] = useModal<Row>(props.modal);
  return (
    <ConfirmAlert
      isOpen={isOpen}
      icon="refresh"
      intent={Intent.WARNING}
      confirmText="Đổi khoá"
      onConfirm={async () => {
        if (row) await props.rotate(row);
      }}
      onClose={() => closeModal(props.modal)}
    >
      <p>
        Đổi khoá <b>{row?.name}</b>? Khoá cũ bị từ chối ngay: {props.advice}.
      </p>
    </ConfirmAlert>
  );
}

/** The key, shown this once: selected on focus, a copy button, and a reminder of where it goes. */
export function KeySecretDialog(props: { modal: string; title: string; label: string; children: ReactNode }) {
  const [isOpen, secret] = useModal<ShownKey>(props.modal);
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    closeModal(props.modal);
  };
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret.key);
    setCopied(true);
  };
  return (
    <Dialog isOpen={isOpen} onClose={close} title={`${props.title}: ${secret?.name ?? ''}`} icon="key">
      <DialogBody>
        <Callout intent={Intent.WARNING} icon="eye-open">
          {props.children}
        </Callout>
        <InputGroup
          className={Classes.MONOSPACE_TEXT}
          style={{ marginTop: 12 }}
          readOnly
          value={secret?.key ?? ''}
          aria-label={props.label}
          onFocus={(event) => event.currentTarget.select()}
          rightElement={
            // Focused as the dialog opens: Enter copies the key, the one thing to do with it here.
            <Button
              autoFocus
              icon={copied ? 'tick' : 'clipboard'}
              text={copied ? 'Đã sao chép' : 'Sao chép'}
              variant="minimal"
              onClick={() => void copy()}
            />
          }
        />
      </DialogBody>
      <DialogFooter actions={<Button text="Đã lưu khoá, đóng" intent={Intent.PRIMARY} onClick={close} />} />
    </Dialog>
  );
}
