// When a device's report may count (issue 18 finding 5): a clock far ahead of the server's would pin
// the bus (the latest position only moves forward, so nothing real would replace it until that date),
// and a report from days ago is a replay or a reset clock, not a position. Both are refused one by one.

/** A device's clock may run this far ahead of the server's (GPS time is exact; NTP-less units drift). */
export const MAX_AHEAD_MS = 5 * 60_000;
/** Oldest report taken (a unit that kept its reports through a week off the network still delivers them). */
export const MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** Why a report measured at `reportedAt` is refused at `now`, in Vietnamese; null when it counts. */
export function reportTimeRefusal(reportedAt: Date, now: Date): string | null {
  const ahead = reportedAt.getTime() - now.getTime();
  if (!(ahead <= MAX_AHEAD_MS)) return 'Thời điểm đo sau giờ máy chủ hơn 5 phút: đồng hồ thiết bị sai';
  if (-ahead > MAX_AGE_MS) return 'Thời điểm đo cũ hơn 7 ngày';
  return null;
}
