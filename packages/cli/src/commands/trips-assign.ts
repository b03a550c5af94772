// `busops trips assign --from-csv file`: drivers, conductors and buses set on trips from a CSV, one
// updateRouteTrips call per route (and per 1,000 trips, the operation's maxItems), each all or nothing
// on the API's checks (ADR 0012). Columns: route_id, code, version (the trip's, as listed), and any of
// driver_id, conductor_id, vehicle_id, status, note; an empty cell leaves that field out.
import { openProfile } from '../connection.ts';
import type { CommandRun } from '../context.ts';
import { readCsvFile } from '../csv-input.ts';
import { EXIT, usageError } from '../exit-codes.ts';
import { printJson } from '../output.ts';

interface AssignOptions {
  fromCsv: string;
  dryRun?: boolean;
  acceptWarnings?: boolean;
}

/** updateRouteTrips' maxItems (openapi/resources/dispatch/schemas/Trips.yaml RouteTripsUpdate). */
const MAX_TRIPS_PER_CALL = 1000;
const NUMBER_FIELDS = ['driver_id', 'conductor_id', 'vehicle_id'] as const;

type TripEdit = Record<string, string | number | null>;

export const run: CommandRun<AssignOptions> = async ({ options }) => {
  const byRoute = groupByRoute(await readCsvFile(options.fromCsv), options.fromCsv);
  const { api } = await openProfile(options.profile);
  const results: { route_id: number; written: boolean; trips: number; conflicts: number; message: string }[] =
    [];
  for (const [routeId, edits] of byRoute) {
    for (let at = 0; at < edits.length; at += MAX_TRIPS_PER_CALL) {
      const { data } = await api.call('updateRouteTrips', {
        params: { path: { routeId } },
        body: {
          route_trips: edits.slice(at, at + MAX_TRIPS_PER_CALL) as never,
          ...(options.dryRun ? { dry_run: true } : {}),
          ...(options.acceptWarnings ? { accept_warnings: true } : {}),
        },
      });
      results.push({
        route_id: routeId,
        written: data.written,
        trips: data.route_trips.length,
        conflicts: data.conflicts.length,
        message: data.message,
      });
    }
  }
  if (options.json) await printJson({ routes: results });
  else
    for (const r of results)
      process.stdout.write(
        `Tuyến ${r.route_id}: ${r.message} (${r.trips} chuyến${r.written ? '' : ', xem trước'}, ${r.conflicts} cảnh báo)\n`,
      );
  return EXIT.ok;
};

function groupByRoute(rows: Record<string, string>[], file: string): Map<number, TripEdit[]> {
  const byRoute = new Map<number, TripEdit[]>();
  rows.forEach((row, i) => {
    const line = `${file}:${i + 2}`;
    const routeId = Number(row.route_id);
    const version = Number(row.version);
    if (!Number.isInteger(routeId) || routeId < 1) throw usageError(`${line}: route_id không hợp lệ`);
    if (!row.code) throw usageError(`${line}: thiếu code (mã chuyến)`);
    if (!Number.isInteger(version) || version < 1) throw usageError(`${line}: version không hợp lệ`);
    const edit: TripEdit = { code: row.code, version };
    for (const field of NUMBER_FIELDS) {
      const value = row[field];
      if (value === undefined || value === '') continue;
      const n = Number(value);
      if (!Number.isInteger(n)) throw usageError(`${line}: ${field} phải là số`);
      edit[field] = n;
    }
    if (row.status) edit.status = row.status;
    if (row.note !== undefined && row.note !== '') edit.note = row.note;
    const list = byRoute.get(routeId) ?? [];
    list.push(edit);
    byRoute.set(routeId, list);
  });
  if (byRoute.size === 0) throw usageError(`${file}: không có dòng nào`);
  return byRoute;
}
