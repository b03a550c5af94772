// What a history entry says was done (listRecordHistory's `action`), in the console's words.
import type { components } from '@busops/sdk/schema';

export type HistoryAction = components['schemas']['HistoryEntry']['action'];

// Keyed by the contract's enum: a new action there is a type error here until it has its label.
const LABELS: Readonly<Record<HistoryAction, string>> = {
  create: 'Tạo mới',
  update: 'Cập nhật',
  delete: 'Xoá',
  assign_admin: 'Gán quản trị công ty',
  assign_role: 'Gán chức vụ',
  deposit: 'Nạp tiền ký quỹ',
  rotate: 'Đổi khoá',
  revoke: 'Thu hồi',
};

export const HISTORY_ACTIONS = Object.keys(LABELS) as readonly HistoryAction[];

export function historyActionLabel(action: HistoryAction): string {
  return LABELS[action] ?? action;
}
