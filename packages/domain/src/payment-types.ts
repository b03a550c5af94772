// spec §3: payment types (the contract's PaymentType enum), with their Vietnamese labels.
import type { components } from '@busops/sdk/schema';

export type PaymentType = components['schemas']['PaymentType'];

/** Keyed by the contract's enum: a new payment type is a type error here until it has its label. */
export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  CASH: 'Tiền mặt',
  CARD: 'Thẻ ngân hàng',
  QR: 'QR code (ví điện tử)',
  WALLET: 'Ví',
  SUBSCRIPTION: 'Vé tháng',
  UNKNOWN: 'Không xác định',
};

export const PAYMENT_TYPES: readonly { readonly value: PaymentType; readonly label: string }[] = (
  Object.entries(PAYMENT_TYPE_LABELS) as [PaymentType, string][]
).map(([value, label]) => ({ value, label }));

export function isPaymentType(v: unknown): v is PaymentType {
  return PAYMENT_TYPES.some((t) => t.value === v);
}

/** Label of a payment type; anything unrecognised reads as UNKNOWN ('Không xác định'). */
export function paymentTypeLabel(v: string | null | undefined): string {
  const found = PAYMENT_TYPES.find((t) => t.value === v) ?? PAYMENT_TYPES.find((t) => t.value === 'UNKNOWN');
  return found?.label ?? '';
}
