// A Blueprint Alert for destructive actions: the confirmation runs the action, stays open while it runs,
// and on failure shows the server's message as is (e.g. 409 'Không thể xoá công ty còn nhân viên').
import { Alert, Callout, Classes, Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { type ReactNode, useEffect, useRef, useState } from 'react';
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

// In the Alert's footer the confirm button carries the intent, 'Huỷ' does not.
const CANCEL_BUTTON = `.${Classes.ALERT_FOOTER} button:not([class*="${Classes.getClassNamespace()}-intent-"])`;
const CONFIRM_BUTTON = `.${Classes.ALERT_FOOTER} button[class*="${Classes.getClassNamespace()}-intent-"]`;

export function ConfirmAlert(props: ConfirmAlertProps) {
  const { isOpen, onConfirm, onClose } = props;
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isOpen) setError(null);
  }, [isOpen]);

  // After a failure the buttons were disabled while it ran, so the focus fell out of the alert: put it back
  // on 'Huỷ' once it is enabled again (after this commit), so Escape and Enter work without a Tab first.
  useEffect(() => {
    if (error && !running) {
      body.current?.closest(`.${Classes.ALERT}`)?.querySelector<HTMLElement>(CANCEL_BUTTON)?.focus();
    }
  }, [error, running]);

  // Enter confirms from the moment the alert shows, also before its opening transition has put the focus
  // on the confirm button; on a focused button (e.g. 'Huỷ') Enter presses that button instead.
  // Confirmed at least once since the alert opened: the opening focus no longer applies.
  const settledRef = useRef(false);
  useEffect(() => {
    if (isOpen) settledRef.current = false;
  }, [isOpen]);

  const confirmRef = useRef<() => void>(() => {});
  confirmRef.current = () => {
    if (!running) void confirm();
  };
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.repeat || event.defaultPrevented) return;
      const overlay = body.current?.closest(`.${Classes.OVERLAY}`);
      const target = event.target instanceof Element ? event.target : null;
      if (!overlay || !target || target.closest('button')) return;
      if (!overlay.contains(target) && target !== document.body) return;
      event.preventDefault();
      confirmRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  async function confirm() {
    settledRef.current = true;
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
      // Keyboard: Enter confirms (the confirm button has the focus), Tab reaches 'Huỷ', Escape cancels. The
      // end of the opening transition can come late on a busy machine, after the user has already confirmed
      // (Enter works before it) and a failure has put the focus on 'Huỷ': then it leaves the focus alone.
      onOpened={(node) => {
        if (settledRef.current) return;
        node.querySelector<HTMLElement>(CONFIRM_BUTTON)?.focus();
      }}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <div ref={body}>
        {props.children}
        {error && (
          <Callout intent={Intent.DANGER} icon="error" style={{ marginTop: 12 }}>
            {error}
          </Callout>
        )}
      </div>
    </Alert>
  );
}
