// spec §3: payment types, with the console's Vietnamese labels.

export type PaymentType = 'CASH' | 'CARD' | 'QR' | 'WALLET' | 'SUBSCRIPTION' | 'UNKNOWN';

export const PAYMENT_TYPES: readonly { readonly value: PaymentType; readonly label: string }[] = [
  { value: 'CASH', label: 'Tiền mặt' },
  { value: 'CARD', label: 'Thẻ ngân hàng' },
  { value: 'QR', label: 'QR code (ví điện tử)' },
  { value: 'WALLET', label: 'Ví' },
  { value: 'SUBSCRIPTION', label: 'Vé tháng' },
  { value: 'UNKNOWN', label: 'Không xác định' },
];

export function isPaymentType(v: unknown): v is PaymentType {
  return PAYMENT_TYPES.some((t) => t.value === v);
}

/** Label of a payment type; anything unrecognised reads as UNKNOWN ('Không xác định'). */
export function paymentTypeLabel(v: string | null | undefined): string {
  const found = PAYMENT_TYPES.find((t) => t.value === v) ?? PAYMENT_TYPES.find((t) => t.value === 'UNKNOWN');
  return found?.label ?? '';
}
