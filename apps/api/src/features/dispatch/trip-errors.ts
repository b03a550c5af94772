// The 409 answers of the dispatch saves: failed checks (`conflicts`), a stale version (`stale`), and
// the exclusion constraints' last word on a race (SQLSTATE 23P01), all in the contract's Error body.
import { AppError } from '../../http/errors.ts';
import type { TripConflict } from './trip-types.ts';

export const OVERLAP_RACE = 'Lái xe/xe vừa được phân công trùng giờ, vui lòng tải lại';

export interface StaleTrip {
  trip_code: string;
  version: number;
  changed_by_name: string | null;
  changed_at: string | null;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
}

export class TripConflictError extends AppError {
  constructor(
    message: string,
    readonly conflicts: TripConflict[],
  ) {
    super(409, 'TRIP_CONFLICT', message);
  }

  override toBody() {
    return { ...super.toBody(), conflicts: this.conflicts };
  }
}

export class StaleTripError extends AppError {
  constructor(
    message: string,
    readonly stale: StaleTrip,
  ) {
    super(409, 'STALE_VERSION', message);
  }

  override toBody() {
    return { ...super.toBody(), stale: this.stale };
  }
}

export function isExclusionViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23P01' || e?.cause?.code === '23P01';
}

/** 'Chuyến có lỗi phân công' with the first finding, so a toast alone still says what is wrong. */
export function conflictMessage(conflicts: readonly TripConflict[]): string {
  const first = conflicts.find((c) => c.severity === 'error') ?? conflicts[0];
  if (!first) return 'Phân công không hợp lệ';
  const more = conflicts.length > 1 ? ` (và ${conflicts.length - 1} vấn đề khác)` : '';
  const kind = conflicts.some((c) => c.severity === 'error')
    ? 'Không thể phân công'
    : 'Cần xác nhận cảnh báo';
  return `${kind}: chuyến ${first.trip_code}: ${first.message}${more}`;
}
