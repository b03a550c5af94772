// Monthly tickets (vé tháng): order types, the order life cycle and which role may make each move,
// pass periods (calendar months, an extension starts the month after the current expiry and never
// overlaps), NFC card states and the card UID format. The API enforces these with compare-and-set
// (issue 11); the console offers only the moves a role may make.

import type { RoleValue } from './roles.ts';
import { type Machine, roleMayMove, transitionOf } from './state-machines.ts';

/** spec §7: order_type, default 1. */
export const ORDER_TYPES = [1, 2, 3] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  1: 'Đăng ký mới',
  2: 'Gia hạn',
  3: 'Cấp thẻ mới',
};
/** The success message of creating each type (spec §8). */
export const ORDER_CREATED_MESSAGES: Record<OrderType, string> = {
  1: 'Tạo đơn đăng ký thành công!',
  2: 'Tạo đơn gia hạn thành công!',
  3: 'Tạo đơn cấp thẻ mới thành công!',
};

/**
 * Order statuses. 1 = created (awaiting payment): spec §3 "a list query with status '1' and
 * order_type 1 skips the card lookup", a new registration has no card yet.
 */
export const ORDER_STATUSES = [1, 2, 3, 4] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS = { created: 1, paid: 2, cardIssued: 3, cancelled: 4 } as const;
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  1: 'Chờ thanh toán',
  2: 'Đã thanh toán',
  3: 'Đã cấp thẻ',
  4: 'Đã hủy',
};

export type OrderMove = 'confirm_payment' | 'issue_card' | 'cancel';

/**
 * The order machine. Sales staff (8) take the cash and issue the card but may not cancel an order once
 * it is paid: that refunds money, for a controller (9) or an admin. A card-issued order is final.
 */
export const ORDER_MACHINE: Machine<OrderStatus, OrderMove> = [
  {
    from: 1,
    move: 'confirm_payment',
    to: 2,
    roles: [1, 2, 8],
    effects: ['ledger_payment', 'pass_month_paid', 'issue_reserved_card'],
  },
  { from: 2, move: 'issue_card', to: 3, roles: [1, 2, 8], effects: ['card_linked_to_pass'] },
  // A cancelled change-card order never changed the card: the old card it stopped works again.
  { from: 1, move: 'cancel', to: 4, roles: [1, 2, 8, 9], effects: ['old_card_restored'] },
  {
    from: 2,
    move: 'cancel',
    to: 4,
    roles: [1, 2, 9],
    effects: ['ledger_refund', 'pass_month_unpaid', 'old_card_restored'],
  },
];

/** Who may make which move, from which status (read from ORDER_MACHINE). */
export const ORDER_MOVES: Readonly<
  Record<OrderMove, { from: readonly OrderStatus[]; to: OrderStatus; roles: readonly RoleValue[] }>
> = Object.fromEntries(
  (['confirm_payment', 'issue_card', 'cancel'] as const).map((move) => {
    const rows = ORDER_MACHINE.filter((t) => t.move === move);
    return [
      move,
      { from: rows.map((t) => t.from), to: rows[0]!.to, roles: [...new Set(rows.flatMap((t) => t.roles))] },
    ];
  }),
) as never;
/** Cancelling a paid order (a refund) is for these roles only. */
export const CANCEL_PAID_ROLES: readonly RoleValue[] = transitionOf(ORDER_MACHINE, 'cancel', 2)!.roles;

/** May `role` make `move` on an order in `status`? */
export function canMoveOrder(role: number, move: OrderMove, status: OrderStatus): boolean {
  return roleMayMove(ORDER_MACHINE, role, move, status);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'number' && (ORDER_STATUSES as readonly number[]).includes(value);
}

/** A pass period: one calendar month, `YYYY-MM`. */
export type PeriodMonth = string;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isPeriodMonth(value: string): boolean {
  return MONTH.test(value);
}

/** First and last day (`YYYY-MM-DD`) of a period month. */
export function periodDays(month: PeriodMonth): { from: string; to: string } {
  const m = MONTH.exec(month);
  if (!m) throw new Error(`not a period month: ${month}`);
  const year = Number(m[1]);
  const mon = Number(m[2]);
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export function addMonths(month: PeriodMonth, n: number): PeriodMonth {
  const m = MONTH.exec(month);
  if (!m) throw new Error(`not a period month: ${month}`);
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month of a `YYYY-MM-DD` business day. */
export function monthOf(day: string): PeriodMonth {
  return day.slice(0, 7);
}

/**
 * The period an extension buys: the month after the pass's last paid month, or the current month
 * when the pass lapsed before it (a renewal never back-dates and never overlaps a paid month).
 */
export function nextPeriod(lastMonth: PeriodMonth | null, today: string): PeriodMonth {
  const current = monthOf(today);
  if (!lastMonth) return current;
  const next = addMonths(lastMonth, 1);
  if (next < current) return current;
  return next;
}

/** The months a registration may buy on `today` (Asia/Ho_Chi_Minh): the current one or the next. */
export function registrationMonths(today: string): [PeriodMonth, PeriodMonth] {
  const current = monthOf(today);
  return [current, addMonths(current, 1)];
}

export const REGISTRATION_MONTH_MESSAGE = 'Đơn đăng ký chỉ mua vé tháng này hoặc tháng sau';

/**
 * A pass is valid on a day only when that day's month is paid: paid months are listed, never implied
 * by a last paid day (a pass bought for next month is not valid this month; a lapsed gap stays a gap).
 */
export function isPassValidOn(paidMonths: readonly PeriodMonth[], day: string): boolean {
  return paidMonths.includes(monthOf(day));
}

/** NFC card states (issue 11). A card in stock is 'active' with no member. */
export const CARD_STATUSES = ['active', 'blocked', 'lost', 'replaced', 'expired'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
export const CARD_STATUS_LABELS: Record<CardStatus, string> = {
  active: 'Đang hoạt động',
  blocked: 'Đã khóa',
  lost: 'Báo mất',
  replaced: 'Đã thay thế',
  expired: 'Hết hạn',
};
export type CardMove = 'block' | 'report_lost' | 'expire' | 'unblock' | 'replace';
/**
 * The card machine. By hand (PUT /nfc-card/user): block, report lost, expire, unblock. 'replaced' is
 * set only by a card change against a paid change-card order (the old card, with replaced_by_id).
 */
export const CARD_MACHINE: Machine<CardStatus, CardMove> = [
  { from: 'active', move: 'block', to: 'blocked', roles: [1, 2, 8, 9], effects: [] },
  { from: 'active', move: 'report_lost', to: 'lost', roles: [1, 2, 8, 9], effects: [] },
  { from: 'active', move: 'expire', to: 'expired', roles: [1, 2, 8, 9], effects: [] },
  { from: 'blocked', move: 'unblock', to: 'active', roles: [1, 2, 8, 9], effects: [] },
  { from: 'blocked', move: 'report_lost', to: 'lost', roles: [1, 2, 8, 9], effects: [] },
  { from: 'lost', move: 'block', to: 'blocked', roles: [1, 2, 8, 9], effects: [] },
  { from: 'active', move: 'replace', to: 'replaced', roles: [], effects: ['replaced_by_new_card'] },
  { from: 'blocked', move: 'replace', to: 'replaced', roles: [], effects: ['replaced_by_new_card'] },
  { from: 'lost', move: 'replace', to: 'replaced', roles: [], effects: ['replaced_by_new_card'] },
];
/** Where a card's status may go by hand (the rows of CARD_MACHINE with roles). */
export const CARD_TRANSITIONS: Readonly<Record<CardStatus, readonly CardStatus[]>> = Object.fromEntries(
  CARD_STATUSES.map((from) => [
    from,
    CARD_MACHINE.filter((t) => t.from === from && t.roles.length > 0).map((t) => t.to),
  ]),
) as unknown as Record<CardStatus, readonly CardStatus[]>;

export function canMoveCard(from: CardStatus, to: CardStatus): boolean {
  return CARD_TRANSITIONS[from].includes(to);
}

/**
 * A pass and its card. A card is handed over only against a paid order of that pass waiting for one
 * (a registration, or a new-card order): 'attach' and 'change' need it (409 otherwise) and move that
 * order to 'card issued'. A change-card order blocks the old card when it is taken; cancelled before its
 * new card is issued, it gives the old card back ('resume', made inside the cancel: no role of its own).
 */
export type PassCardState = 'no_card' | 'card' | 'card_stopped';
export type PassCardMove = 'attach' | 'stop_for_change' | 'change' | 'resume';
export const PASS_CARD_MACHINE: Machine<PassCardState, PassCardMove> = [
  {
    from: 'no_card',
    move: 'attach',
    to: 'card',
    roles: [1, 2, 8],
    effects: ['needs_paid_card_order', 'order_card_issued'],
  },
  {
    from: 'card',
    move: 'stop_for_change',
    to: 'card_stopped',
    roles: [1, 2, 8],
    effects: ['old_card_blocked_or_lost'],
  },
  {
    from: 'card',
    move: 'change',
    to: 'card',
    roles: [1, 2, 8],
    effects: ['needs_paid_card_order', 'old_card_replaced', 'order_card_issued'],
  },
  {
    from: 'card_stopped',
    move: 'change',
    to: 'card',
    roles: [1, 2, 8],
    effects: ['needs_paid_card_order', 'old_card_replaced', 'order_card_issued'],
  },
  { from: 'card_stopped', move: 'resume', to: 'card', roles: [], effects: ['old_card_active_again'] },
];

/**
 * NFC card UID: 4, 7 or 10 bytes (ISO/IEC 14443-3 single, double, triple size) written as hex,
 * with or without ':' or spaces between bytes. Stored normalised: upper case, no separators.
 */
export function normalizeCardUid(input: string): string | null {
  const hex = input
    .trim()
    .replace(/[\s:-]/g, '')
    .toUpperCase();
  if (!/^[0-9A-F]+$/.test(hex)) return null;
  return [8, 14, 20].includes(hex.length) ? hex : null;
}

export const CARD_UID_MESSAGE = 'Mã UID thẻ không hợp lệ (4, 7 hoặc 10 byte dạng hex, ví dụ 04A2B3C4D5E680)';

/** Price categories of a monthly pass (card types), e.g. Hanoi since Nov 2024. */
export const PASS_SCOPES = ['single', 'multi'] as const;
export type PassScope = (typeof PASS_SCOPES)[number];
export const PASS_SCOPE_LABELS: Record<PassScope, string> = {
  single: 'Một tuyến',
  multi: 'Liên tuyến',
};

/** Hanoi's monthly pass prices since November 2024, by category: one route / all routes (VND). */
export const HANOI_2024_PASS_PRICES = [
  { code: 'UT', name: 'Ưu tiên (học sinh, sinh viên, công nhân...)', single: 70_000, multi: 140_000 },
  { code: 'TT', name: 'Mua theo tập thể', single: 100_000, multi: 200_000 },
  { code: 'CN', name: 'Cá nhân', single: 140_000, multi: 280_000 },
] as const;
