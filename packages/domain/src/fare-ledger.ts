// The fare ledger's vocabulary (issue 20, TIDES v1.0 fare_transactions and trips_performed): what a row
// records, how the fare was carried, who rode and which riders bring no revenue, and what became of a
// trip. The reports (which rider categories make the "no-revenue ticket types per trip" report), the
// ingestion of devices' events (which amounts an action may carry) and the demo's synthetic operator
// all read these tables. Enums the contract defines are typed from it: a value added there fails
// typecheck here until it has its label.
import type { components } from '@busops/sdk/schema';
import type { TripStatus } from './trips.ts';

export type FareAction = components['schemas']['FareAction'];
export type FareMedia = components['schemas']['FareMedia'];
export type RiderCategory = components['schemas']['RiderCategory'];

export const FARE_ACTION_LABELS: Readonly<Record<FareAction, string>> = {
  fare_payment: 'Bán vé lượt',
  pass_purchase: 'Bán vé tháng',
  pass_use: 'Quẹt vé tháng',
  add: 'Nạp tiền thẻ',
  refund: 'Hoàn tiền',
  void: 'Huỷ giao dịch',
  adjust: 'Điều chỉnh',
};
export const FARE_ACTIONS = Object.keys(FARE_ACTION_LABELS) as readonly FareAction[];

/** Rows that correct an earlier row (they name it in corrects_transaction_id). */
export const CORRECTION_ACTIONS: readonly FareAction[] = ['void', 'adjust'];
/** Rows that are boardings: they count riders (num_riders >= 1); the others count none. */
export const BOARDING_ACTIONS: readonly FareAction[] = ['fare_payment', 'pass_use'];

export const FARE_MEDIA_LABELS: Readonly<Record<FareMedia, string>> = {
  paper_ticket: 'Vé giấy',
  nfc_card: 'Thẻ NFC',
  qr_code: 'Mã QR',
  bank_card: 'Thẻ ngân hàng',
  counter: 'Quầy vé tháng',
};
export const FARE_MEDIA = Object.keys(FARE_MEDIA_LABELS) as readonly FareMedia[];

/**
 * Rider categories. Those that ride free follow the exemptions Vietnamese cities give on the bus (Hanoi's
 * 2021 free-bus resolution, Ho Chi Minh City's own rules): the elderly (60 and over), people with
 * disabilities, children under 6, and people with merit to the revolution (war invalids, sick
 * soldiers, Vietnamese Heroic Mothers, heroes of the armed forces).
 */
export const RIDER_CATEGORY_LABELS: Readonly<Record<RiderCategory, string>> = {
  adult: 'Vé thường',
  hoc_sinh_sinh_vien: 'Học sinh, sinh viên',
  nguoi_cao_tuoi: 'Người cao tuổi (từ 60 tuổi)',
  nguoi_khuyet_tat: 'Người khuyết tật',
  tre_em_duoi_6: 'Trẻ em dưới 6 tuổi',
  nguoi_co_cong: 'Người có công với cách mạng',
};
export const RIDER_CATEGORIES = Object.keys(RIDER_CATEGORY_LABELS) as readonly RiderCategory[];

/** The ticket types that carry no revenue (miễn vé): their fares are 0 ₫ ("no-revenue" report). */
export const FREE_RIDER_CATEGORIES: readonly RiderCategory[] = [
  'nguoi_cao_tuoi',
  'nguoi_khuyet_tat',
  'tre_em_duoi_6',
  'nguoi_co_cong',
];

export function isFreeRider(category: string): boolean {
  return (FREE_RIDER_CATEGORIES as readonly string[]).includes(category);
}

export function isRiderCategory(value: unknown): value is RiderCategory {
  return typeof value === 'string' && Object.hasOwn(RIDER_CATEGORY_LABELS, value);
}

/** Label of a category; a code the ledger holds but this list does not (old data) reads as itself. */
export function riderCategoryLabel(category: string): string {
  return isRiderCategory(category) ? RIDER_CATEGORY_LABELS[category] : category;
}

/**
 * The operator's fare products the ledger names (`fare_product`): what the handsets and the counter
 * write today. A product a device sends that is not here reads as its own code.
 */
export const FARE_PRODUCT_LABELS: Readonly<Record<string, string>> = {
  ve_luot: 'Vé lượt',
  monthly_pass: 'Vé tháng',
  nap_the: 'Nạp tiền thẻ',
};

export function fareProductLabel(product: string | null): string {
  if (product == null) return '';
  return Object.hasOwn(FARE_PRODUCT_LABELS, product) ? FARE_PRODUCT_LABELS[product]! : product;
}

export function fareActionLabel(action: string): string {
  return Object.hasOwn(FARE_ACTION_LABELS, action) ? FARE_ACTION_LABELS[action as FareAction] : action;
}

/**
 * The sign an action's amount must have: a sale, a top-up or a pass boarding never takes money back, a
 * refund always does, a void is the negative of its original (checked against it), an adjust is a
 * difference either way but never 0 (it would correct nothing).
 */
export function amountRefusal(action: FareAction, amount: number, category: string): string | null {
  switch (action) {
    case 'fare_payment':
      if (isFreeRider(category) && amount !== 0)
        return `${riderCategoryLabel(category)} được miễn vé: số tiền phải là 0 ₫`;
      if (!isFreeRider(category) && amount <= 0) return 'Vé lượt phải có số tiền lớn hơn 0 ₫';
      return null;
    case 'pass_use':
      return amount === 0 ? null : 'Quẹt vé tháng không thu tiền: số tiền phải là 0 ₫';
    case 'pass_purchase':
    case 'add':
      return amount > 0 ? null : `${fareActionLabel(action)} phải có số tiền lớn hơn 0 ₫`;
    case 'refund':
      return amount < 0 ? null : 'Hoàn tiền ghi số tiền âm (tiền trả lại khách)';
    case 'adjust':
      return amount === 0 ? 'Điều chỉnh 0 ₫ không thay đổi gì' : null;
    case 'void':
      return null;
  }
}

/**
 * What became of a dispatched trip, as TIDES trips_performed records it: scheduled (ran from the
 * timetable: TIDES 'Scheduled', in passenger service), added (a trip without a timetable entry:
 * 'Added'), cancelled ('Canceled', never ran), lost (started and broke off: TIDES in_service 'Returning
 * to a garage due to a suspension or breakdown'), deadhead (ran without passengers: in_service not 'In
 * passenger service'). Trips still planned or assigned have not been performed yet (null).
 */
export const TRIP_PERFORMED_KIND_LABELS = {
  scheduled: 'Chạy theo biểu đồ',
  added: 'Tăng cường',
  cancelled: 'Huỷ chuyến',
  lost: 'Mất chuyến (bỏ dở)',
  deadhead: 'Chạy rỗng',
} as const;
export type TripPerformedKind = keyof typeof TRIP_PERFORMED_KIND_LABELS;
export const TRIP_PERFORMED_KINDS = Object.keys(TRIP_PERFORMED_KIND_LABELS) as readonly TripPerformedKind[];

/** The TIDES kind of a dispatch trip from its status and whether a timetable entry made it. */
export function tripPerformedKind(
  status: TripStatus,
  fromSchedule: boolean,
  inPassengerService = true,
): TripPerformedKind | null {
  if (status === 'cancelled') return 'cancelled';
  if (status === 'lost') return 'lost';
  if (status !== 'running' && status !== 'done') return null;
  if (!inPassengerService) return 'deadhead';
  return fromSchedule ? 'scheduled' : 'added';
}

/** Trips whose fares count as performed service (revenue hours, passengers per trip). */
export function isRevenueTrip(kind: TripPerformedKind | null): boolean {
  return kind === 'scheduled' || kind === 'added' || kind === 'lost';
}

/** The ledger row id of a device's event: its device and its running number. */
export function deviceTransactionId(deviceId: string, sequence: number): string {
  return `${deviceId}:${sequence}`;
}

/** How old a late event's service day may be, and how far ahead (days, Asia/Ho_Chi_Minh). */
export const LATE_EVENT_MAX_DAYS = 62;
export const EARLY_EVENT_MAX_DAYS = 1;
