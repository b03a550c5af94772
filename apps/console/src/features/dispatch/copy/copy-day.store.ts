// The dialog's state and its one action: Enter. Without a current preview (none yet, or the form
// changed since), Enter asks for one; with one, Enter copies exactly it (its token: the API refuses
// if a target day changed meanwhile). Errors block; warnings shown in the preview are accepted by the
// copy that follows it, and the API records who accepted them.
import { isBlocking } from '@busops/domain';
import { proxy } from 'valtio';
import { errorMessage, toast } from '../../../lib/toasts';
import { boardSearchPath } from '../board/board-path';
import { reloadBoard } from '../board/board-store';
import { copyDay, type TripCopyResult } from './copy-day.api';
import {
  type CopyDayForm,
  type CopyDayOrigin,
  defaultForm,
  landingOf,
  requestKey,
  requestOf,
} from './copy-day.form';

export const COPY_DONE = 'Sao chép thành công!';

export interface CopyDayState {
  form: CopyDayForm;
  phase: 'edit' | 'previewing' | 'preview' | 'applying';
  preview: TripCopyResult | null;
  /** requestKey of the form the preview answered. */
  previewKey: string | null;
  failure: string | null;
}

export const copyDayState = proxy<CopyDayState>({
  form: defaultForm({ routeId: null, date: null }),
  phase: 'edit',
  preview: null,
  previewKey: null,
  failure: null,
});

/** The app's navigation, from the command that opened the dialog (it mounts beside the router). */
let navigate: ((to: string) => void) | null = null;

export function resetCopyDay(origin: CopyDayOrigin, go: ((to: string) => void) | null = null): void {
  navigate = go;
  copyDayState.form = defaultForm(origin);
  copyDayState.phase = 'edit';
  copyDayState.preview = null;
  copyDayState.previewKey = null;
  copyDayState.failure = null;
}

export function hasCurrentPreview(state: CopyDayState): boolean {
  return state.preview !== null && state.previewKey === requestKey(state.form);
}

export function previewBlocks(preview: TripCopyResult): boolean {
  return isBlocking(preview.days.flatMap((d) => d.conflicts));
}

export function warningsOf(preview: TripCopyResult): number {
  return preview.days.flatMap((d) => d.conflicts).filter((c) => c.severity === 'warning').length;
}

/** Enter: preview, or copy the current preview. Answers true when the copy was written. */
export async function submitCopyDay(): Promise<boolean> {
  const state = copyDayState;
  if (state.phase === 'previewing' || state.phase === 'applying') return false;
  const request = requestOf(state.form);
  state.failure = null;
  if (!hasCurrentPreview(state)) {
    state.phase = 'previewing';
    try {
      const key = requestKey(state.form);
      state.preview = await copyDay(request, { dry_run: true });
      state.previewKey = key;
      state.phase = 'preview';
    } catch (error) {
      state.failure = errorMessage(error);
      state.phase = 'edit';
    }
    return false;
  }
  const preview = state.preview!;
  if (previewBlocks(preview)) {
    state.failure =
      'Có lỗi phân công trong bản xem trước: sửa các chuyến bị trùng hoặc chọn chỉ sao chép giờ';
    return false;
  }
  state.phase = 'applying';
  try {
    const written = await copyDay(request, {
      accept_warnings: warningsOf(preview) > 0,
      preview_token: preview.preview_token,
    });
    // The board moves to the day just written (the dispatcher's next step is assigning it).
    const landing = landingOf(state.form);
    toast.success(
      `${COPY_DONE} Đã thêm ${written.added_count.toLocaleString('vi-VN')} chuyến` +
        (written.removed_count > 0 ? `, thay ${written.removed_count} chuyến chưa phân công` : ''),
    );
    if (navigate) navigate(boardSearchPath(landing.routeId, landing.date, 0));
    else void reloadBoard();
    return true;
  } catch (error) {
    state.failure = errorMessage(error);
    // The target moved or a check failed: the preview no longer holds; the next Enter asks again.
    state.previewKey = null;
    state.phase = 'edit';
    return false;
  }
}
