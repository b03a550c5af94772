// The port of an outside dispatch system (docs/adr/0013): what it plans for a service day, trip by
// trip, in its own words (route numbers, plates, phone numbers, staff codes). Mapping those to our
// records, comparing and writing are ours (sync-resolve.ts, sync-diff.ts, sync-run.ts), so an
// adapter only reads.
import type { TripStatus } from '@busops/domain';

/** One trip as the outside system has it. A field left undefined is one the source does not know. */
export interface ExternalTrip {
  /** The trip's key over there (GTFS trip_id, the other instance's trip code). */
  external_ref: string;
  route_number: string;
  /** 0 = outbound (lượt đi), 1 = inbound (lượt về): GTFS direction_id. */
  direction: 0 | 1;
  /** ISO date-time. */
  planned_departure: string;
  planned_arrival: string;
  /** null: the source says nobody / no bus; undefined: the source does not say. */
  vehicle_plate?: string | null;
  driver_phone?: string | null;
  driver_staff_code?: string | null;
  conductor_phone?: string | null;
  conductor_staff_code?: string | null;
  status?: TripStatus;
  note?: string | null;
}

export interface FetchTripsParams {
  /** YYYY-MM-DD, the service day. */
  date: string;
  /** Only these routes (route numbers, as the source spells them); all when absent. */
  routeNumbers?: string[];
}

export interface DispatchSource {
  /** Shown in the preview: where the trips came from (e.g. 'GTFS: /srv/feed.zip'). */
  name: string;
  fetchTrips(params: FetchTripsParams): Promise<ExternalTrip[]>;
}
