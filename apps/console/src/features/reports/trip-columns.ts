// What the per-trip reports on one route (statistics by trip, no-revenue ticket types) show alike: the
// trip's key columns (day, code, planned departure), its row id and how the drill-down names it.
import { formatDateTime, formatDay } from '@busops/domain';
import type { DrillCriteria, ReportColumn } from '../../kit/define-report';

export interface TripKeyRow {
  company_id: number;
  service_date: string;
  trip_code: string | null;
  planned_departure: string | null;
}

const NO_TRIP = 'Không theo chuyến';

/** The planned departure's time of day in Vietnam (HH:mm; the day is the row's). */
const time = (v: unknown) => (v == null ? '—' : formatDateTime(String(v)).slice(-5));

export function tripKeyColumns<Row extends TripKeyRow>(): ReportColumn<Row>[] {
  return [
    { field: 'service_date', header: 'Ngày', kind: 'date' },
    { field: 'trip_code', header: 'Chuyến', kind: 'text', format: (v) => (v == null ? NO_TRIP : String(v)) },
    { field: 'planned_departure', header: 'Giờ xuất bến', kind: 'text', format: time },
  ];
}

export const tripRowId = (r: TripKeyRow) => `${r.company_id}:${r.service_date}:${r.trip_code ?? ''}`;

/** The trip's ledger rows: its day and code, or the day's rows on the route without a trip. */
export const tripDrill = (r: TripKeyRow): DrillCriteria => ({
  date_from: r.service_date,
  date_to: r.service_date,
  company_id: r.company_id,
  ...(r.trip_code ? { trip_id_performed: r.trip_code } : { no_trip: true }),
  label: `${formatDay(r.service_date)} · ${r.trip_code ?? NO_TRIP}`,
});
