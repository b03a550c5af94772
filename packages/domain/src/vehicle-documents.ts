// The documents an inspector asks a bus for (đăng kiểm, phù hiệu, insurance) and how close each is to
// its end, relative to a day in Asia/Ho_Chi_Minh: the API answers it with every vehicle and filters on
// it, the console colours its dates with it. A document "expires on" its last valid day.

export const VEHICLE_DOCUMENTS = ['inspection', 'badge', 'insurance'] as const;
export type VehicleDocument = (typeof VEHICLE_DOCUMENTS)[number];
export type DocumentState = 'expired' | 'expiring' | 'valid' | 'missing';

/** How many days ahead an expiry counts as "expiring" (issue 9: within 30 days). */
export const EXPIRING_WITHIN_DAYS = 30;

export const VEHICLE_DOCUMENT_LABELS: Record<VehicleDocument, string> = {
  inspection: 'Đăng kiểm',
  badge: 'Phù hiệu',
  insurance: 'Bảo hiểm',
};

/** Today's date (YYYY-MM-DD) in Asia/Ho_Chi_Minh, whatever the machine's time zone. */
export function saigonToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);
}

/** `day` (YYYY-MM-DD) plus `days` days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** One document: expired before today, expiring within 30 days (today included), valid, or unknown. */
export function documentState(expiresOn: string | null | undefined, today: string): DocumentState {
  if (!expiresOn) return 'missing';
  if (expiresOn < today) return 'expired';
  if (expiresOn <= addDays(today, EXPIRING_WITHIN_DAYS)) return 'expiring';
  return 'valid';
}

const RANK: Record<DocumentState, number> = { expired: 0, expiring: 1, missing: 2, valid: 3 };

/** The worst state of a vehicle's documents and those expired or expiring, worst (then soonest) first. */
export function vehicleDocumentStatus(
  dates: Record<VehicleDocument, string | null | undefined>,
  today: string,
): { status: DocumentState; expiring: VehicleDocument[] } {
  const states = VEHICLE_DOCUMENTS.map((doc) => ({
    doc,
    state: documentState(dates[doc], today),
    on: dates[doc] ?? '',
  }));
  const status = states.reduce<DocumentState>(
    (worst, s) => (RANK[s.state] < RANK[worst] ? s.state : worst),
    'valid',
  );
  const expiring = states
    .filter((s) => s.state === 'expired' || s.state === 'expiring')
    .sort((a, b) => a.on.localeCompare(b.on))
    .map((s) => s.doc);
  return { status, expiring };
}
