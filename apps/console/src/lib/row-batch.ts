// One API call per selected row (the contract has no bulk operation for these): every row is tried, even
// after a failure, and the user is told exactly which rows failed and why, instead of stopping halfway
// through a selection with no word on the rows that were never tried.
import { errorMessage } from './toasts';

export interface RowBatchReport<T> {
  done: T[];
  failed: { row: T; message: string }[];
}

/** Runs `action` for each row in turn (the server sees them in the order the user selected them). */
export async function forEachRow<T>(
  rows: readonly T[],
  action: (row: T) => Promise<unknown>,
): Promise<RowBatchReport<T>> {
  const report: RowBatchReport<T> = { done: [], failed: [] };
  for (const row of rows) {
    try {
      await action(row);
      report.done.push(row);
    } catch (error) {
      report.failed.push({ row, message: errorMessage(error) });
    }
  }
  return report;
}

/** What the batch did, as the toast says it: done ('Đã xoá') and not done ('Không xoá được'). */
const ACTION_WORDS = {
  delete: { done: 'Đã xoá', failed: 'Không xoá được' },
  assign: { done: 'Đã phân quyền', failed: 'Không phân quyền được' },
} as const;

export type BatchAction = keyof typeof ACTION_WORDS;

/**
 * 'Đã xoá 2/3 nhân viên. Không xoá được: Lê Văn Cường: <the server's message>' (nothing done: no count).
 * `noun` is the rows' noun ('nhân viên'), `name` names one row.
 */
export function batchFailureText<T>(
  report: RowBatchReport<T>,
  action: BatchAction,
  noun: string,
  name: (row: T) => string,
): string {
  const words = ACTION_WORDS[action];
  const reasons = report.failed.map((f) => `${name(f.row)}: ${f.message}`).join('; ');
  const total = report.done.length + report.failed.length;
  return report.done.length === 0
    ? `${words.failed}: ${reasons}`
    : `${words.done} ${report.done.length}/${total} ${noun}. ${words.failed}: ${reasons}`;
}
