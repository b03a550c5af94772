// spec §3/§4: signing status of an electronic transport order and which retries it allows.

export type SigningStatus = 'NONE' | 'SENT' | 'SIGNED' | 'FAILED' | 'PROCESSING' | 'BEGIN_DAY_SIGNED';

export const SIGNING_STATUSES: readonly SigningStatus[] = [
  'NONE',
  'SENT',
  'SIGNED',
  'FAILED',
  'PROCESSING',
  'BEGIN_DAY_SIGNED',
];

// Console labels; the spec names the statuses but not their wording.
const LABELS: Readonly<Record<SigningStatus, string>> = {
  NONE: 'Chưa ký',
  SENT: 'Đã gửi',
  SIGNED: 'Đã ký',
  FAILED: 'Ký thất bại',
  PROCESSING: 'Đang xử lý',
  BEGIN_DAY_SIGNED: 'Đã ký đầu ngày',
};

export function isSigningStatus(v: unknown): v is SigningStatus {
  return SIGNING_STATUSES.some((s) => s === v);
}

export function signingStatusLabel(s: SigningStatus): string {
  return LABELS[s];
}

/** spec §4: re-sign is allowed from NONE and SENT. */
export function canResign(s: SigningStatus | null | undefined): boolean {
  return s === 'NONE' || s === 'SENT';
}

/** spec §4: re-send is allowed from FAILED, SENT and SIGNED. */
export function canResend(s: SigningStatus | null | undefined): boolean {
  return s === 'FAILED' || s === 'SENT' || s === 'SIGNED';
}
