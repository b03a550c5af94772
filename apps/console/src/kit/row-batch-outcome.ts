// What a multi-row action tells the user, the same on every screen: every selected row is tried (one call
// each, in the order selected), the list reloads once when anything changed, and one toast sums it up —
// 'Xoá thành công!', or 'Đã xoá 2/3 nhân viên. Không xoá được: <name>: <the server's reason>'. When no
// row could be done and the action runs from an alert (a delete), the alert stays open with that text
// instead (the BatchFailure it throws), so the user reads why without losing the selection.
import { type BatchAction, batchFailureText, forEachRow, type RowBatchReport } from '../lib/row-batch';
import type { MessageKey } from '../lib/toasts';

export type BatchVerb = BatchAction;

const SUCCESS: Record<BatchVerb, MessageKey> = { delete: 'deleted', assign: 'updated' };

export class BatchFailure<T> extends Error {
  constructor(
    message: string,
    readonly report: RowBatchReport<T>,
  ) {
    super(message);
    this.name = 'BatchFailure';
  }
}

export interface BatchOutcomeOptions<T> {
  verb: BatchVerb;
  noun: string;
  name: (row: T) => string;
  notify: { success(key: MessageKey): void; error(text: string): void };
  /** 'throw': a BatchFailure when no row was done (an alert shows it); 'toast': the toast says it. */
  whenNothingDone: 'toast' | 'throw';
  /** Once, when at least one row was done: the reload (and any cache invalidation). */
  afterSome: () => Promise<void>;
}

export async function runRowBatch<T>(
  rows: readonly T[],
  action: (row: T) => Promise<unknown>,
  options: BatchOutcomeOptions<T>,
): Promise<RowBatchReport<T>> {
  const report = await forEachRow(rows, action);
  if (report.done.length > 0) await options.afterSome();
  if (report.failed.length === 0) {
    options.notify.success(SUCCESS[options.verb]);
    return report;
  }
  const text = batchFailureText(report, options.verb, options.noun, options.name);
  if (report.done.length === 0 && options.whenNothingDone === 'throw') throw new BatchFailure(text, report);
  options.notify.error(text);
  return report;
}
