// The palette opens a report with its criteria: "doanh thu tuyen 19 thang 10" is revenue by route for
// route 19 in October. Typed without diacritics or with them; the month of this year, or of last year
// when that month has not come yet ("tháng 12" typed in November is last December); "thang 10/2025" or
// "thang 10 2025" names the year. Pure parsing here; report-commands.ts turns it into palette records.
import { fold, saigonToday } from '@busops/domain';

export interface ReportIntent {
  /** Index of the report whose words matched best, among those given. */
  report: number;
  routeNumber: string | null;
  /** 'yyyy-MM' */
  month: string | null;
}

const ROUTE = /\btuyen\s+([0-9a-z]{1,6})\b/;
const MONTH = /\bthang\s+(\d{1,2})(?:\s*[/\-\s]\s*(\d{4}))?\b/;

/** Which report the words name (most of its keywords' words present), and the criteria typed after it. */
export function parseReportIntent(
  query: string,
  reports: ReadonlyArray<{ keywords: readonly string[] }>,
  today = saigonToday(),
): ReportIntent | null {
  const text = fold(query).replace(/\s+/g, ' ').trim();
  const words = new Set(text.split(' '));
  let best = -1;
  let bestScore = 0;
  reports.forEach((report, index) => {
    for (const keyword of report.keywords) {
      const kw = keyword.split(' ');
      const score = kw.filter((w) => words.has(w)).length / kw.length;
      if (score > bestScore || (score === bestScore && score > 0 && kw.length > 1 && best < 0)) {
        best = index;
        bestScore = score;
      }
    }
  });
  if (best < 0 || bestScore < 1) return null;
  const route = ROUTE.exec(text);
  const month = MONTH.exec(text);
  let period: string | null = null;
  if (month) {
    const m = Number(month[1]);
    if (m >= 1 && m <= 12) {
      const thisYear = Number(today.slice(0, 4));
      const year = month[2] ? Number(month[2]) : m > Number(today.slice(5, 7)) ? thisYear - 1 : thisYear;
      period = `${year}-${String(m).padStart(2, '0')}`;
    }
  }
  // "tuyen" alone is part of the report's name ("doanh thu theo tuyen"), not a route.
  const routeNumber = route && route[1] !== 'thang' ? route[1]!.toUpperCase() : null;
  if (!routeNumber && !period) return null;
  return { report: best, routeNumber, month: period };
}
