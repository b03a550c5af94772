// The shapes of the one write path (trip-engine.ts) that assign, multi-edit, copy, roster fill and
// sync all use (ADR 0012). Extend, do not change: other features code against them.
import type { TripConflictCode, TripConflictSeverity, TripFieldSource, TripStatus } from '@busops/domain';
import type { Principal } from '../../access/principal.ts';
import type { Executor } from '../../db/client.ts';
import type { routeTrips } from '../../db/schema/index.ts';

export type TripRow = typeof routeTrips.$inferSelect;

/** A trip as a caller wants it: with `id`, changes to that stored trip; without, a new trip. */
export interface TripDraft {
  id?: number;
  /** The version the change was made on; a stored trip that moved on answers 409 (stale). */
  version?: number;
  route_id: number;
  line_id?: number | null;
  schedule_id?: number | null;
  /** A new trip's code; absent: `<route number>-<YYMMDD>-<HHmm>-<direction>`. */
  code?: string;
  service_date: string;
  planned_departure: Date;
  planned_arrival: Date;
  /** `undefined`: keep the stored value; `null`: clear it. */
  driver_id?: number | null;
  conductor_id?: number | null;
  vehicle_id?: number | null;
  status?: TripStatus;
  note?: string | null;
  external_ref?: string | null;
  source: TripFieldSource;
  /** Chosen by the dispatcher in a preview (a sync's 'replace'): values set by hand do not hold it back. */
  chosen?: boolean;
}

export interface TripConflict {
  trip_code: string;
  code: TripConflictCode;
  severity: TripConflictSeverity;
  message: string;
  other_trip_code: string | null;
}

export interface WriteTripsOptions {
  /** The history action: assign, update, create, copy, roster, sync, generate... */
  action: string;
  acceptWarnings?: boolean;
  /** Run every check and answer what would be written; nothing is written. */
  dryRun?: boolean;
  /** Note of the history rows (and of the trips, when a draft has none and a status needs one). */
  note?: string | null;
  /** Sync: keep fields whose source is 'manual'. */
  respectManual?: boolean;
}

export interface WriteTripsOutcome {
  written: boolean;
  trips: TripRow[];
  /** Every finding (a written save: only warnings, which it accepted). */
  conflicts: TripConflict[];
}

/** The handler's scoped database (or a transaction of it) and the caller. */
export interface TripScope {
  db: Executor;
  principal: Principal;
}
