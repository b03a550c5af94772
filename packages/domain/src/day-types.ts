// Which departures of a route's schedule run on a calendar day: the schedules are kept per day type
// (weekday, saturday, sunday, holiday). A public holiday runs the holiday schedule whatever its weekday.
// Only Vietnam's holidays fixed in the solar calendar are known here (Labour Code 2019, art. 112); the
// lunar ones (Tết, Giỗ Tổ Hùng Vương) and the day joined to 2/9 move every year, so a caller passes
// them as `extraHolidays` (YYYY-MM-DD).

export const DAY_TYPES = ['weekday', 'saturday', 'sunday', 'holiday'] as const;
export type DayType = (typeof DAY_TYPES)[number];

/** MM-DD of the fixed public holidays: New Year, Reunification Day, Labour Day, National Day. */
export const FIXED_PUBLIC_HOLIDAYS: readonly string[] = ['01-01', '04-30', '05-01', '09-02'];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day type of a calendar day `YYYY-MM-DD` (throws on anything else). */
export function dayTypeOf(date: string, extraHolidays: readonly string[] = []): DayType {
  const match = DAY.exec(date);
  if (!match) throw new RangeError(`Not a calendar day: ${date}`);
  if (FIXED_PUBLIC_HOLIDAYS.includes(`${match[2]}-${match[3]}`) || extraHolidays.includes(date))
    return 'holiday';
  const weekday = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay();
  if (weekday === 6) return 'saturday';
  if (weekday === 0) return 'sunday';
  return 'weekday';
}
