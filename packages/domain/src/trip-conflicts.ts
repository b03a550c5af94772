// The checks run on every assignment, multi-edit, copy, roster fill and sync (issue 10). The API
// computes them in the database; this module names them, says which block a save (errors) and which
// are allowed once someone accepts them (warnings), and words them in Vietnamese for the row and the
// palette. Limits are those of Vietnam's Road Traffic Order and Safety Law 2024, art. 64: at most
// 10 hours of driving a day, 48 hours a week, 4 hours without a break (a break is >= 15 minutes).

export const DRIVING_LIMITS = {
  /** Driving minutes of one driver on one service day. */
  dayMinutes: 10 * 60,
  /** Driving minutes of one driver in one ISO week (Monday to Sunday) of service days. */
  weekMinutes: 48 * 60,
  /** Driving minutes without a break. */
  continuousMinutes: 4 * 60,
  /** A gap between two trips shorter than this is not a break: the driving goes on. */
  breakMinutes: 15,
} as const;

/** A document that ends within this many days after the service day is a warning. */
export const DOCUMENT_WARNING_DAYS = 7;

export const TRIP_CONFLICT_CODES = [
  'driver_overlap',
  'conductor_overlap',
  'vehicle_overlap',
  'driver_other_company',
  'licence_expired',
  'inspection_expired',
  'badge_expired',
  'day_limit',
  'week_limit',
  'continuous_limit',
  'licence_expiring',
  'inspection_expiring',
  'badge_expiring',
  'inactive_staff',
  'inactive_vehicle',
] as const;
export type TripConflictCode = (typeof TRIP_CONFLICT_CODES)[number];
export type TripConflictSeverity = 'error' | 'warning';

export const TRIP_CONFLICT_SEVERITY: Record<TripConflictCode, TripConflictSeverity> = {
  driver_overlap: 'error',
  conductor_overlap: 'error',
  vehicle_overlap: 'error',
  driver_other_company: 'error',
  licence_expired: 'error',
  inspection_expired: 'error',
  badge_expired: 'error',
  day_limit: 'error',
  week_limit: 'error',
  continuous_limit: 'warning',
  licence_expiring: 'warning',
  inspection_expiring: 'warning',
  badge_expiring: 'warning',
  inactive_staff: 'error',
  inactive_vehicle: 'error',
};

export const TRIP_CONFLICT_LABELS: Record<TripConflictCode, string> = {
  driver_overlap: 'Lái xe trùng giờ với chuyến khác',
  conductor_overlap: 'Phụ xe trùng giờ với chuyến khác',
  vehicle_overlap: 'Xe trùng giờ với chuyến khác',
  driver_other_company: 'Lái xe đã có chuyến trùng giờ ở đơn vị khác',
  licence_expired: 'Giấy phép lái xe đã hết hạn',
  inspection_expired: 'Đăng kiểm xe đã hết hạn',
  badge_expired: 'Phù hiệu xe đã hết hạn',
  day_limit: 'Lái xe vượt quá 10 giờ lái trong ngày',
  week_limit: 'Lái xe vượt quá 48 giờ lái trong tuần',
  continuous_limit: 'Lái xe liên tục quá 4 giờ (cần nghỉ ít nhất 15 phút)',
  licence_expiring: 'Giấy phép lái xe sắp hết hạn',
  inspection_expiring: 'Đăng kiểm xe sắp hết hạn',
  badge_expiring: 'Phù hiệu xe sắp hết hạn',
  inactive_staff: 'Nhân viên đã ngừng hoạt động',
  inactive_vehicle: 'Xe đã ngừng hoạt động',
};

export function tripConflictSeverity(code: TripConflictCode): TripConflictSeverity {
  return TRIP_CONFLICT_SEVERITY[code];
}

export function isBlocking(conflicts: readonly { severity: TripConflictSeverity }[]): boolean {
  return conflicts.some((conflict) => conflict.severity === 'error');
}
