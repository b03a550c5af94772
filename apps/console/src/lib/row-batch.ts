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

export interface BatchWording<T> {
  /** 'Đã xoá' */
  done: string;
  /** 'Không xoá được' */
  failed: string;
  /** 'nhân viên' */
  noun: string;
  name: (row: T) => string;
}

/** 'Đã xoá 2/3 nhân viên. Không xoá được: Lê Văn Cường: <the server's message>' (nothing done: no count). */
export function batchFailureText<T>(report: RowBatchReport<T>, words: BatchWording<T>): string {
  const reasons = report.failed.map((f) => `${words.name(f.row)}: ${f.message}`).join('; ');
  const total = report.done.length + report.failed.length;
  return report.done.length === 0
    ? `${words.failed}: ${reasons}`
    : `${words.done} ${report.done.length}/${total} ${words.noun}. ${words.failed}: ${reasons}`;
}
