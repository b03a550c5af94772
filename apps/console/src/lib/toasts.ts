// Blueprint OverlayToaster wrapper with the spec §8/§9 defaults: success 2 s, error 3 s, loading up to 60 s.
// Texts come from the domain MESSAGES catalogue; callers may pass their own (e.g. the server's message).
import { Intent, Position, type Toaster } from '@blueprintjs/core';
import { MESSAGES, type MessageKey } from '@busops/domain';

export type { MessageKey };

let toasterPromise: Promise<Toaster> | null = null;

/**
 * The toaster is loaded with the first toast, not with the first screens (8 KiB of their JS budget):
 * a deep import, so the barrel's static imports elsewhere do not pull it back in.
 */
function toaster(): Promise<Toaster> {
  toasterPromise ??= import('@blueprintjs/core/lib/esm/components/toast/overlayToaster').then(
    ({ OverlayToaster }) => OverlayToaster.create({ position: Position.TOP, maxToasts: 4 }),
  );
  return toasterPromise;
}

function textOf(keyOrText: MessageKey | string): string {
  const entry = (MESSAGES as Record<string, { text: string } | undefined>)[keyOrText];
  return entry ? entry.text : keyOrText;
}

function durationOf(key: MessageKey | string, fallback: number): number {
  const entry = (MESSAGES as Record<string, { durationMs?: number } | undefined>)[key];
  return entry?.durationMs ?? fallback;
}

function show(message: string, intent: Intent, timeout: number, key?: string): void {
  void toaster().then((t) => t.show({ message, intent, timeout }, key));
}

export const SUCCESS_MS = 2000;
export const ERROR_MS = 3000;
export const LOADING_MS = 60000;

export const toast = {
  /** `toast.success('created')` or `toast.success('Lưu thành công')`; default 'Thành công!'. */
  success(keyOrText: MessageKey | string = 'success'): void {
    show(textOf(keyOrText), Intent.SUCCESS, durationOf(keyOrText, SUCCESS_MS));
  },
  /** Errors show the error's own message (spec §8); default 'Thất bại!'. */
  error(keyOrText: MessageKey | string = 'failure'): void {
    show(textOf(keyOrText), Intent.DANGER, durationOf(keyOrText, ERROR_MS));
  },
  info(keyOrText: MessageKey | string): void {
    show(textOf(keyOrText), Intent.PRIMARY, durationOf(keyOrText, ERROR_MS));
  },
  /** Shows 'Đang xử lý..' (or the text) until the returned function is called, at most 60 s. */
  loading(keyOrText: MessageKey | string = 'loading'): () => void {
    const key = `loading-${Math.random().toString(36).slice(2)}`;
    show(textOf(keyOrText), Intent.NONE, LOADING_MS, key);
    return () => void toaster().then((t) => t.dismiss(key));
  },
};

/** The error's Vietnamese message when it has one (ApiError, Error), else 'Thất bại!'. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || textOf('failure');
  }
  return textOf('failure');
}

export function toastError(error: unknown): void {
  toast.error(errorMessage(error));
}
