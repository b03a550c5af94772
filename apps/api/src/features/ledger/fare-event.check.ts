// What an ingested fare event may say on its own, before the database is asked (pure): the calendar of
// the business (a service day at most 62 days old, at most 1 day ahead in Asia/Ho_Chi_Minh; the device's
// clock at most 5 minutes ahead of ours and on a day next to the service day), and the rules of the
// ledger (the sign of each action's amount, who may ride free, what only the counter sells, what a
// correction must name). Each refusal is a Vietnamese sentence for the device's operator.
import {
  addDays,
  amountRefusal,
  EARLY_EVENT_MAX_DAYS,
  formatDay,
  LATE_EVENT_MAX_DAYS,
  saigonToday,
} from '@busops/domain';
import type { BodyOf } from '../../http/operation.ts';
import { isRealDay } from '../real-day.ts';

export type FareEvent = BodyOf<'ingestFareEvents'>['events'][number];

/** A device's clock may run this far ahead of the server's (as for positions, position.time.ts). */
export const CLOCK_AHEAD_MS = 5 * 60_000;

/** Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving since 1975). */
const SAIGON_OFFSET_MS = 7 * 3_600_000;
/** The Saigon day of an instant by arithmetic: Intl (saigonToday) costs ~90 µs a call, 5,000 a batch. */
const saigonDayOf = (ms: number) => new Date(ms + SAIGON_OFFSET_MS).toISOString().slice(0, 10);

/** Why `event` cannot be written whatever the database holds; null when it may be. */
export function fareEventRefusal(event: FareEvent, now: Date, today = saigonToday(now)): string | null {
  if (!isRealDay(event.service_date)) return 'Ngày phục vụ không phải là một ngày có thật';
  if (event.service_date < addDays(today, -LATE_EVENT_MAX_DAYS))
    return `Ngày phục vụ ${formatDay(event.service_date)} đã quá ${LATE_EVENT_MAX_DAYS} ngày: sổ doanh thu của ngày đó không nhận thêm giao dịch`;
  if (event.service_date > addDays(today, EARLY_EVENT_MAX_DAYS))
    return `Ngày phục vụ ${formatDay(event.service_date)} ở tương lai: đồng hồ thiết bị sai`;
  const at = Date.parse(event.event_timestamp);
  if (Number.isNaN(at)) return 'Thời điểm giao dịch không phải là một thời điểm có thật';
  if (at - now.getTime() > CLOCK_AHEAD_MS)
    return 'Thời điểm giao dịch sau giờ máy chủ hơn 5 phút: đồng hồ thiết bị sai';
  // A night trip past midnight keeps its service day; a day further away is a wrong clock or day.
  const day = saigonDayOf(at);
  if (day < addDays(event.service_date, -1) || day > addDays(event.service_date, 1))
    return `Thời điểm giao dịch (${formatDay(day)}) không thuộc ngày phục vụ ${formatDay(event.service_date)}`;

  if (event.fare_action === 'pass_purchase')
    return 'Vé tháng chỉ bán qua đơn vé tháng tại quầy, thiết bị không ghi được';
  if (event.fare_media === 'counter') return 'Quầy vé tháng không phải là thiết bị: chọn hình thức vé khác';
  const corrects = event.fare_action === 'void' || event.fare_action === 'adjust';
  if (corrects && !event.corrects_transaction_id)
    return 'Huỷ hoặc điều chỉnh phải ghi mã giao dịch được sửa (corrects_transaction_id)';
  if (!corrects && event.corrects_transaction_id)
    return 'Chỉ giao dịch huỷ hoặc điều chỉnh mới ghi mã giao dịch được sửa';
  if (event.fare_action === 'add' && !event.token_id) return 'Nạp tiền phải ghi mã thẻ (token_id)';
  const riders = event.num_riders;
  const boarding = event.fare_action === 'fare_payment' || event.fare_action === 'pass_use';
  if (boarding && riders === 0) return 'Vé lượt hoặc quẹt vé tháng phải có ít nhất 1 hành khách';
  if (!boarding && riders !== undefined && riders > 0)
    return 'Chỉ vé lượt và quẹt vé tháng mới tính hành khách (num_riders = 0)';
  return amountRefusal(event.fare_action, event.amount, event.rider_category ?? 'adult');
}
