-- The service figures of yield and revenue per route and day (issue 20): the trips dispatch has as done
-- with both actual times ("timed"), their minutes, and of those the trips whose km were measured from
-- their bus's positions, with the km in metres (integers: a rollup kept by adding and subtracting stays
-- exact). Reading route_trips for them took 0.5 s for a month at 12,000 trips a day
-- (bench/yield-service.mjs); a year here is 365 rows a route.
-- Kept by statement-level triggers on route_trips with transition tables: each statement's change is the
-- contributions of its new rows minus those of its old rows, grouped per route and day, upserted in key
-- order (as the fare rollup, so parallel writers take the rows' locks in one order); a statement that
-- changes no timed trip's figures (a note, a crew) touches no rollup row.
CREATE TABLE "route_day_service" (
  "company_id" integer NOT NULL,
  "service_date" date NOT NULL,
  "route_id" integer NOT NULL,
  "timed_trips" integer NOT NULL,
  "revenue_minutes" bigint NOT NULL,
  "measured_trips" integer NOT NULL,
  "km_driven_m" bigint NOT NULL,
  PRIMARY KEY ("company_id", "service_date", "route_id")
);
--> statement-breakpoint
-- A timed trip's contribution (`sign` 1 for a new row, -1 for an old one), as a row of the rollup.
CREATE FUNCTION "route_trip_service"(sign integer, trip route_trips) RETURNS route_day_service
  LANGUAGE sql IMMUTABLE AS $$
  SELECT trip.company_id, trip.service_date, trip.route_id, sign,
         sign * round(extract(epoch from (trip.actual_arrival - trip.actual_departure)) / 60)::bigint,
         sign * (trip.km_driven IS NOT NULL)::int, sign * coalesce(round(trip.km_driven * 1000), 0)::bigint
$$;
--> statement-breakpoint
-- Adds the changes, summed per route and day, in key order; a route-day whose changes cancel out
-- (a note or a crew changed on a timed trip) is not touched.
CREATE FUNCTION "route_day_service_add"(changes route_day_service[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO route_day_service AS s
    (company_id, service_date, route_id, timed_trips, revenue_minutes, measured_trips, km_driven_m)
  SELECT company_id, service_date, route_id,
         sum(timed_trips), sum(revenue_minutes), sum(measured_trips), sum(km_driven_m)
    FROM unnest(changes)
   GROUP BY 1, 2, 3
  HAVING sum(timed_trips) <> 0 OR sum(revenue_minutes) <> 0 OR sum(measured_trips) <> 0 OR sum(km_driven_m) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (company_id, service_date, route_id) DO UPDATE
     SET timed_trips = s.timed_trips + excluded.timed_trips,
         revenue_minutes = s.revenue_minutes + excluded.revenue_minutes,
         measured_trips = s.measured_trips + excluded.measured_trips,
         km_driven_m = s.km_driven_m + excluded.km_driven_m
$$;
--> statement-breakpoint
-- plpgsql plans a statement when it first runs it: the branch not taken never names a transition table
-- its trigger does not have.
CREATE FUNCTION "route_day_service_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM route_day_service_add(ARRAY(
      SELECT route_trip_service(1, n) FROM new_rows n
       WHERE n.status = 'done' AND n.actual_departure IS NOT NULL AND n.actual_arrival IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM route_day_service_add(ARRAY(
      SELECT route_trip_service(-1, o) FROM old_rows o
       WHERE o.status = 'done' AND o.actual_departure IS NOT NULL AND o.actual_arrival IS NOT NULL));
  ELSE
    PERFORM route_day_service_add(ARRAY(
      SELECT route_trip_service(1, n) FROM new_rows n
       WHERE n.status = 'done' AND n.actual_departure IS NOT NULL AND n.actual_arrival IS NOT NULL
      UNION ALL
      SELECT route_trip_service(-1, o) FROM old_rows o
       WHERE o.status = 'done' AND o.actual_departure IS NOT NULL AND o.actual_arrival IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "route_trips_service_insert" AFTER INSERT ON "route_trips"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "route_day_service_rollup"();
--> statement-breakpoint
CREATE TRIGGER "route_trips_service_update" AFTER UPDATE ON "route_trips"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "route_day_service_rollup"();
--> statement-breakpoint
CREATE TRIGGER "route_trips_service_delete" AFTER DELETE ON "route_trips"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "route_day_service_rollup"();
--> statement-breakpoint
-- The trips already timed, grouped here (not through an array of every trip).
INSERT INTO "route_day_service"
  (company_id, service_date, route_id, timed_trips, revenue_minutes, measured_trips, km_driven_m)
SELECT company_id, service_date, route_id, count(*),
       sum(round(extract(epoch from (actual_arrival - actual_departure)) / 60))::bigint,
       count(km_driven), coalesce(sum(round(km_driven * 1000)), 0)::bigint
  FROM "route_trips"
 WHERE status = 'done' AND actual_departure IS NOT NULL AND actual_arrival IS NOT NULL
 GROUP BY 1, 2, 3;
