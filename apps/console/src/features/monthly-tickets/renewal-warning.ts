// The counter's second look before a renewal: the same customer was renewed twice within a minute
// (issue 19) because nothing said the pass had just been renewed or was already paid ahead. Pure, so the
// rule is unit tested; the extension dialog asks to confirm when it returns a reason.
import { businessDay, monthOf, ORDER_STATUS } from '@busops/domain';
import { monthName } from './receipt-text';

/** An order made this recently for the same pass is most likely the one just taken. */
export const RECENT_ORDER_MINUTES = 10;

interface RecentOrder {
  subscription_id: number;
  code: string;
  status: number;
  period_month: string | null;
  created_at: string;
}

/**
 * Why renewing `pass` now deserves a confirmation, or null: an order of the pass created in the last
 * minutes (not cancelled), or a pass already paid beyond the current month.
 */
export function renewalWarning(
  pass: { id: number; paid_through: string | null },
  orders: readonly RecentOrder[],
  now: Date,
): string | null {
  const since = now.getTime() - RECENT_ORDER_MINUTES * 60_000;
  const recent = orders.find(
    (o) =>
      o.subscription_id === pass.id &&
      o.status !== ORDER_STATUS.cancelled &&
      Date.parse(o.created_at) >= since,
  );
  if (recent) {
    const minutes = Math.max(1, Math.round((now.getTime() - Date.parse(recent.created_at)) / 60_000));
    const month = recent.period_month ? ` (${monthName(recent.period_month)})` : '';
    return `Vé này vừa có đơn ${recent.code}${month} tạo ${minutes} phút trước.`;
  }
  const paidMonth = pass.paid_through?.slice(0, 7);
  if (paidMonth && paidMonth > monthOf(businessDay(now))) {
    return `Vé đã thanh toán đến hết ${monthName(paidMonth).toLowerCase()}.`;
  }
  return null;
}
