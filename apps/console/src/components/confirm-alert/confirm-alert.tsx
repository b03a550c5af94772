// A Blueprint Alert for destructive actions: the confirmation runs the action, stays open while it runs,
// and on failure shows the server's message as is (e.g. 409 'Không thể xoá công ty còn nhân viên').
import { Alert, Callout, Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { type ReactNode, useEffect, useState } from 'react';
import { formErrorMessage } from '../../lib/request-state';

export interface ConfirmAlertProps {
  isOpen: boolean;
  children: ReactNode;
  /** Default 'Xoá'. */
  confirmText?: string;
  icon?: IconName;
  intent?: Intent;
  /** Throw to keep the alert open with the error's message. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function ConfirmAlert(props: ConfirmAlertProps) {
  const { isOpen, onConfirm, onClose } = props;
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (isOpen) setError(null);
  }, [isOpen]);

  async function confirm() {
    setRunning(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(formErrorMessage(failure));
    } finally {
      setRunning(false);
    }
  }

  return (
    <Alert
      isOpen={isOpen}
      icon={props.icon ?? 'trash'}
      intent={props.intent ?? Intent.DANGER}
      confirmButtonText={props.confirmText ?? 'Xoá'}
      cancelButtonText="Huỷ"
      loading={running}
      canEscapeKeyCancel={!running}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {props.children}
      {error && (
        <Callout intent={Intent.DANGER} icon="error" style={{ marginTop: 12 }}>
          {error}
        </Callout>
      )}
    </Alert>
  );
}
