// The palette's report records: "doanh thu tuyen 19 thang 10" offers revenue by route for route 19 in
// October as a link (report-palette.ts parses; this names the route's ids and builds the URL). Loaded
// on the first search, not at startup (the first screens' JS budget).
import { formatMonth } from '@busops/domain';
import type { RecordItem } from '../commands/record-search';
import type { CriterionName } from './define-report';
import { defaultReportCriteria, monthPeriod, urlOfCriteria } from './report-criteria';
import { parseReportIntent } from './report-palette';
import { reportRoutes } from './report-routes';

export interface ReportEntry {
  path: string;
  title: string;
  keywords: readonly string[];
  criteria: readonly CriterionName[];
}

export async function searchReportIntent(
  query: string,
  reports: readonly ReportEntry[],
): Promise<RecordItem[]> {
  const intent = parseReportIntent(query, reports);
  if (!intent) return [];
  const report = reports[intent.report]!;
  const criteria = { ...defaultReportCriteria(), ...(intent.month ? monthPeriod(intent.month) : {}) };
  const parts: string[] = [];
  // A statement has no route criterion: a route in the words is not one of its criteria.
  if (intent.routeNumber && report.criteria.includes('route_ids')) {
    const number = intent.routeNumber;
    const ids = (await reportRoutes()).filter((r) => r.number.toUpperCase() === number).map((r) => r.id);
    if (ids.length === 0) return [];
    criteria.route_ids = ids;
    parts.push(`tuyến ${number}`);
  }
  if (intent.month) parts.push(`tháng ${formatMonth(intent.month)}`);
  return [
    {
      id: `${report.path}?${parts.join(',')}`,
      title: `${report.title}: ${parts.join(', ')}`,
      subtitle: 'Mở báo cáo với tiêu chí này',
      path: `${report.path}?${urlOfCriteria(criteria, report.criteria)}`,
    },
  ];
}
