// spec §3/§4: a transport-order receipt is confirmed 0 -> 1 -> 2 -> 3, in order,
// by the chief controller (CONTROL), the cashier (CASHIER), then the acceptance team (ACCEPTANCE).

export type ReceiptState = 0 | 1 | 2 | 3;
export type ReceiptConfirmer = 'CONTROL' | 'CASHIER' | 'ACCEPTANCE';
export type ReceiptColor = 'grey' | 'blue' | 'green' | 'orange';

export interface ReceiptStateInfo {
  readonly value: ReceiptState;
  readonly label: string;
  readonly color: ReceiptColor;
  /** Who confirmed the receipt into this state; null for the initial state. */
  readonly confirmedBy: ReceiptConfirmer | null;
}

export const RECEIPT_CONFIRMERS: readonly ReceiptConfirmer[] = ['CONTROL', 'CASHIER', 'ACCEPTANCE'];

export const RECEIPT_STATES: readonly ReceiptStateInfo[] = [
  { value: 0, label: 'Chờ bàn giao', color: 'grey', confirmedBy: null },
  { value: 1, label: 'Kiểm soát trưởng đã xác nhận', color: 'blue', confirmedBy: 'CONTROL' },
  { value: 2, label: 'Thu ngân đã xác nhận', color: 'green', confirmedBy: 'CASHIER' },
  { value: 3, label: 'Tổ nghiệm thu đã xác nhận', color: 'orange', confirmedBy: 'ACCEPTANCE' },
];

export function isReceiptState(v: unknown): v is ReceiptState {
  return v === 0 || v === 1 || v === 2 || v === 3;
}

export function receiptState(v: ReceiptState): ReceiptStateInfo {
  return RECEIPT_STATES[v]!;
}

/** The state after the next confirmation; null once the acceptance team has confirmed. */
export function nextReceiptState(s: ReceiptState): ReceiptState | null {
  return s === 3 ? null : ((s + 1) as ReceiptState);
}

/** Who must confirm next from state `s`; null when the chain is complete. */
export function nextReceiptConfirmer(s: ReceiptState): ReceiptConfirmer | null {
  const next = nextReceiptState(s);
  return next === null ? null : receiptState(next).confirmedBy;
}
