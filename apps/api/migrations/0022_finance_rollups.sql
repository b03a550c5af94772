-- Two rollups of the fare ledger for finance (issue 20): statistics by driver hours' (driver_day_service,
-- driver_day_fares) and ticket-book statistics' cash per trip (fare_trip_cash, further down).
--
-- Statistics by driver hours (issue 20, /report/driver-statistics) matched every trip of the period to its
-- per-trip fare rollup rows, by company and trip code: 3.6 s for a month and 14.5 s for a quarter at
-- 12,000 trips a day (bench/yield-service.mjs), the matching itself (3.25 s a month in one SQL statement).
-- Two rollups per company, day, route and driver (0 = no driver) replace it:
-- - driver_day_service: dispatch's trips (any status, done, cancelled or lost) and their scheduled and
--   driven minutes, on the trip's own day and route, kept by statement-level triggers on route_trips as
--   route_day_service is (0021): new rows' contributions minus old rows', upserted in key order.
-- - driver_day_fares: per payment type, the money, riders and ledger rows of the fares of dispatch's
--   trips, on the fare's own day and route (as every ledger report), under the driver dispatch names for
--   the trip now. The fare trigger adds each new row to its trip's current driver; route_trips' triggers
--   move a trip's fares (read from fare_trip_totals) when its driver changes, add them when the trip is
--   inserted after its fares, and take them out when it is deleted. Fares of a code dispatch does not
--   have are in neither (a device's own trip), as before.
-- One lock order keeps the two writers exact: the fare trigger takes a share lock on the trips of its new
-- rows (in id order) before it reads their drivers; a change of driver holds the trip's row lock while its
-- trigger reads the trip's fares. Whichever commits first, the other sees it (a READ COMMITTED statement
-- in a volatile function takes a fresh snapshot), so no fare is added to a driver the trip no longer has.
CREATE TABLE "driver_day_service" (
  "company_id" integer NOT NULL,
  "service_date" date NOT NULL,
  "route_id" integer NOT NULL,
  "driver_id" integer NOT NULL,
  "trips" integer NOT NULL,
  "trips_done" integer NOT NULL,
  "trips_not_run" integer NOT NULL,
  "planned_minutes" bigint NOT NULL,
  "driven_minutes" bigint NOT NULL,
  PRIMARY KEY ("company_id", "service_date", "route_id", "driver_id")
);
--> statement-breakpoint
CREATE TABLE "driver_day_fares" (
  "company_id" integer NOT NULL,
  "service_date" date NOT NULL,
  "route_id" integer NOT NULL,
  "driver_id" integer NOT NULL,
  "payment_type" text NOT NULL,
  "amount" bigint NOT NULL,
  "riders" bigint NOT NULL,
  "transactions" bigint NOT NULL,
  PRIMARY KEY ("company_id", "service_date", "route_id", "driver_id", "payment_type")
);
--> statement-breakpoint
-- A trip's fares by its code: what route_trips' triggers move when the trip's driver changes.
CREATE INDEX "fare_trip_totals_trip_idx" ON "fare_trip_totals" ("company_id", "trip_id_performed");
--> statement-breakpoint
-- A trip's contribution to its driver's day (`sign` 1 for a new row, -1 for an old one). Cancelled and
-- lost trips have no scheduled minutes; a done trip without both actual times drives 0 minutes.
CREATE FUNCTION "route_trip_driver_service"(sign integer, trip route_trips) RETURNS driver_day_service
  LANGUAGE sql IMMUTABLE AS $$
  SELECT trip.company_id, trip.service_date, trip.route_id, coalesce(trip.driver_id, 0), sign,
         sign * (trip.status = 'done')::int, sign * (trip.status IN ('cancelled', 'lost'))::int,
         CASE WHEN trip.status IN ('cancelled', 'lost') THEN 0
              ELSE sign * round(extract(epoch from (trip.planned_arrival - trip.planned_departure)) / 60)::bigint END,
         CASE WHEN trip.status = 'done'
              THEN sign * coalesce(round(extract(epoch from (trip.actual_arrival - trip.actual_departure)) / 60)::bigint, 0)
              ELSE 0 END
$$;
--> statement-breakpoint
-- A trip's fares, per day, route and payment type, as rows of its driver's rollup (`sign` as above).
CREATE FUNCTION "driver_trip_fares"(sign integer, trip_company integer, trip_code text, trip_driver integer)
  RETURNS SETOF driver_day_fares LANGUAGE sql STABLE AS $$
  SELECT f.company_id, f.service_date, f.route_id, coalesce(trip_driver, 0), f.payment_type,
         sign * sum(f.amount)::bigint, sign * sum(f.riders)::bigint, sign * sum(f.transactions)::bigint
    FROM fare_trip_totals f
   WHERE f.company_id = trip_company AND f.trip_id_performed = trip_code
   GROUP BY f.company_id, f.service_date, f.route_id, f.payment_type
$$;
--> statement-breakpoint
CREATE FUNCTION "driver_day_service_add"(changes driver_day_service[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO driver_day_service AS s
    (company_id, service_date, route_id, driver_id, trips, trips_done, trips_not_run, planned_minutes, driven_minutes)
  SELECT company_id, service_date, route_id, driver_id,
         sum(trips), sum(trips_done), sum(trips_not_run), sum(planned_minutes), sum(driven_minutes)
    FROM unnest(changes)
   GROUP BY 1, 2, 3, 4
  HAVING sum(trips) <> 0 OR sum(trips_done) <> 0 OR sum(trips_not_run) <> 0
      OR sum(planned_minutes) <> 0 OR sum(driven_minutes) <> 0
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (company_id, service_date, route_id, driver_id) DO UPDATE
     SET trips = s.trips + excluded.trips,
         trips_done = s.trips_done + excluded.trips_done,
         trips_not_run = s.trips_not_run + excluded.trips_not_run,
         planned_minutes = s.planned_minutes + excluded.planned_minutes,
         driven_minutes = s.driven_minutes + excluded.driven_minutes
$$;
--> statement-breakpoint
CREATE FUNCTION "driver_day_fares_add"(changes driver_day_fares[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO driver_day_fares AS s
    (company_id, service_date, route_id, driver_id, payment_type, amount, riders, transactions)
  SELECT company_id, service_date, route_id, driver_id, payment_type, sum(amount), sum(riders), sum(transactions)
    FROM unnest(changes)
   GROUP BY 1, 2, 3, 4, 5
  HAVING sum(amount) <> 0 OR sum(riders) <> 0 OR sum(transactions) <> 0
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, service_date, route_id, driver_id, payment_type) DO UPDATE
     SET amount = s.amount + excluded.amount,
         riders = s.riders + excluded.riders,
         transactions = s.transactions + excluded.transactions
$$;
--> statement-breakpoint
-- route_trips' side. On update, only the trips whose driver changed move their fares (a trip's company
-- and code never change; its day and route do not move fares, which stay on their own day and route).
CREATE FUNCTION "driver_day_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM driver_day_service_add(ARRAY(SELECT route_trip_driver_service(1, n) FROM new_rows n));
    PERFORM driver_day_fares_add(ARRAY(
      SELECT m FROM new_rows n, driver_trip_fares(1, n.company_id, n.code, n.driver_id) m));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM driver_day_service_add(ARRAY(SELECT route_trip_driver_service(-1, o) FROM old_rows o));
    PERFORM driver_day_fares_add(ARRAY(
      SELECT m FROM old_rows o, driver_trip_fares(-1, o.company_id, o.code, o.driver_id) m));
  ELSE
    PERFORM driver_day_service_add(ARRAY(
      SELECT route_trip_driver_service(1, n) FROM new_rows n
      UNION ALL
      SELECT route_trip_driver_service(-1, o) FROM old_rows o));
    PERFORM driver_day_fares_add(ARRAY(
      SELECT m FROM old_rows o JOIN new_rows n ON n.id = o.id,
             driver_trip_fares(-1, o.company_id, o.code, o.driver_id) m
       WHERE (o.company_id, o.code, o.driver_id) IS DISTINCT FROM (n.company_id, n.code, n.driver_id)
      UNION ALL
      SELECT m FROM old_rows o JOIN new_rows n ON n.id = o.id,
             driver_trip_fares(1, n.company_id, n.code, n.driver_id) m
       WHERE (o.company_id, o.code, o.driver_id) IS DISTINCT FROM (n.company_id, n.code, n.driver_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "route_trips_driver_insert" AFTER INSERT ON "route_trips"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "driver_day_rollup"();
--> statement-breakpoint
CREATE TRIGGER "route_trips_driver_update" AFTER UPDATE ON "route_trips"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "driver_day_rollup"();
--> statement-breakpoint
CREATE TRIGGER "route_trips_driver_delete" AFTER DELETE ON "route_trips"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "driver_day_rollup"();
--> statement-breakpoint
-- Ticket-book statistics (issue 20, /report/trip-set-ticket) put each trip's paper-ticket books beside the
-- trip's cash in the ledger: its rows paid in cash whose action is a fare or its correction (fare_payment,
-- void, adjust; not an on-board top-up paid in cash, which is no ticket). Read from the ledger itself, a
-- route's year is every ledger row of the route (about 75 a trip), because the per-trip rollup keeps no
-- fare action. The fare trigger keeps them per trip here: one row per company, day, route and trip.
CREATE TABLE "fare_trip_cash" (
  "company_id" integer NOT NULL,
  "service_date" date NOT NULL,
  "route_id" integer NOT NULL,
  "trip_id_performed" text NOT NULL,
  "amount" bigint NOT NULL,
  "riders" bigint NOT NULL,
  "transactions" bigint NOT NULL,
  PRIMARY KEY ("company_id", "service_date", "route_id", "trip_id_performed")
);
--> statement-breakpoint
INSERT INTO "fare_trip_cash" (company_id, service_date, route_id, trip_id_performed, amount, riders, transactions)
SELECT company_id, service_date, route_id, trip_id_performed, sum(amount), sum(num_riders), count(*)
  FROM "fare_transactions"
 WHERE payment_type = 'CASH' AND fare_action IN ('fare_payment', 'void', 'adjust')
   AND route_id IS NOT NULL AND coalesce(trip_id_performed, '') <> ''
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The fare rollup trigger of 0019 plus the driver fares and the trips' cash, after its other upserts, in key
-- order as they are.
CREATE OR REPLACE FUNCTION "fare_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fare_daily_totals AS t
    (company_id, service_date, route_id, payment_type, fare_action, rider_category, amount, riders, transactions)
  SELECT company_id, service_date, coalesce(route_id, 0), payment_type, fare_action, rider_category,
         sum(amount), sum(num_riders), count(*)
    FROM new_rows
   GROUP BY 1, 2, 3, 4, 5, 6
   ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (company_id, service_date, route_id, payment_type, fare_action, rider_category) DO UPDATE
     SET amount = t.amount + excluded.amount,
         riders = t.riders + excluded.riders,
         transactions = t.transactions + excluded.transactions;
  INSERT INTO fare_trip_totals AS t
    (company_id, service_date, route_id, trip_id_performed, conductor_id, rider_category, payment_type, amount, riders, transactions)
  SELECT company_id, service_date, coalesce(route_id, 0), coalesce(trip_id_performed, ''), coalesce(conductor_id, 0),
         rider_category, payment_type, sum(amount), sum(num_riders), count(*)
    FROM new_rows
   WHERE route_id IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5, 6, 7
   ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (company_id, service_date, route_id, trip_id_performed, conductor_id, rider_category, payment_type) DO UPDATE
     SET amount = t.amount + excluded.amount,
         riders = t.riders + excluded.riders,
         transactions = t.transactions + excluded.transactions;
  WITH fresh AS (
    INSERT INTO fare_trips_performed (company_id, service_date, route_id, trip_id_performed)
    SELECT DISTINCT company_id, service_date, route_id, trip_id_performed
      FROM new_rows
     WHERE route_id IS NOT NULL AND route_id <> 0 AND coalesce(trip_id_performed, '') <> ''
     ORDER BY 1, 2, 3, 4
    ON CONFLICT DO NOTHING
    RETURNING company_id, service_date, route_id)
  INSERT INTO fare_route_day_trips AS t (company_id, service_date, route_id, trips)
  SELECT company_id, service_date, route_id, count(*) FROM fresh
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (company_id, service_date, route_id) DO UPDATE SET trips = t.trips + excluded.trips;
  -- Per conductor, route and day (0019): the money of every row with a route, then one trip more for
  -- each (trip, conductor) pair new to fare_trip_conductors. The second upsert's keys are among the
  -- first's, already locked by this transaction in key order.
  INSERT INTO fare_conductor_day_totals AS t
    (company_id, service_date, route_id, conductor_id, amount, riders, transactions, trips)
  SELECT company_id, service_date, route_id, coalesce(conductor_id, 0), sum(amount), sum(num_riders), count(*), 0
    FROM new_rows
   WHERE route_id IS NOT NULL
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (company_id, service_date, route_id, conductor_id) DO UPDATE
     SET amount = t.amount + excluded.amount,
         riders = t.riders + excluded.riders,
         transactions = t.transactions + excluded.transactions;
  WITH fresh AS (
    INSERT INTO fare_trip_conductors (company_id, service_date, route_id, trip_id_performed, conductor_id)
    SELECT DISTINCT company_id, service_date, route_id, trip_id_performed, coalesce(conductor_id, 0)
      FROM new_rows
     WHERE route_id IS NOT NULL AND coalesce(trip_id_performed, '') <> ''
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT DO NOTHING
    RETURNING company_id, service_date, route_id, conductor_id)
  INSERT INTO fare_conductor_day_totals AS t
    (company_id, service_date, route_id, conductor_id, amount, riders, transactions, trips)
  SELECT company_id, service_date, route_id, conductor_id, 0, 0, 0, count(*) FROM fresh
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (company_id, service_date, route_id, conductor_id) DO UPDATE SET trips = t.trips + excluded.trips;

  -- Per driver (0022): the trips of the new rows are share-locked in id order before their drivers are
  -- read, so a change of driver either waits for this transaction and then moves these fares too, or
  -- committed first and is read here.
  PERFORM 1 FROM route_trips r
   WHERE (r.company_id, r.code) IN (SELECT company_id, trip_id_performed FROM new_rows
                                     WHERE route_id IS NOT NULL AND coalesce(trip_id_performed, '') <> '')
   ORDER BY r.id
     FOR SHARE OF r;
  INSERT INTO driver_day_fares AS t
    (company_id, service_date, route_id, driver_id, payment_type, amount, riders, transactions)
  SELECT n.company_id, n.service_date, n.route_id, coalesce(r.driver_id, 0), n.payment_type,
         sum(n.amount), sum(n.num_riders), count(*)
    FROM new_rows n
    JOIN route_trips r ON r.company_id = n.company_id AND r.code = n.trip_id_performed
   WHERE n.route_id IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, service_date, route_id, driver_id, payment_type) DO UPDATE
     SET amount = t.amount + excluded.amount,
         riders = t.riders + excluded.riders,
         transactions = t.transactions + excluded.transactions;
  -- Per trip, its cash fares and their corrections (0022).
  INSERT INTO fare_trip_cash AS t (company_id, service_date, route_id, trip_id_performed, amount, riders, transactions)
  SELECT company_id, service_date, route_id, trip_id_performed, sum(amount), sum(num_riders), count(*)
    FROM new_rows
   WHERE payment_type = 'CASH' AND fare_action IN ('fare_payment', 'void', 'adjust')
     AND route_id IS NOT NULL AND coalesce(trip_id_performed, '') <> ''
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (company_id, service_date, route_id, trip_id_performed) DO UPDATE
     SET amount = t.amount + excluded.amount,
         riders = t.riders + excluded.riders,
         transactions = t.transactions + excluded.transactions;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What is already there: every trip, and the fares of the trips dispatch has.
INSERT INTO "driver_day_service"
  (company_id, service_date, route_id, driver_id, trips, trips_done, trips_not_run, planned_minutes, driven_minutes)
SELECT company_id, service_date, route_id, coalesce(driver_id, 0), count(*),
       count(*) FILTER (WHERE status = 'done'), count(*) FILTER (WHERE status IN ('cancelled', 'lost')),
       coalesce(sum(round(extract(epoch from (planned_arrival - planned_departure)) / 60))
                FILTER (WHERE status NOT IN ('cancelled', 'lost')), 0)::bigint,
       coalesce(sum(round(extract(epoch from (actual_arrival - actual_departure)) / 60))
                FILTER (WHERE status = 'done'), 0)::bigint
  FROM "route_trips"
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "driver_day_fares"
  (company_id, service_date, route_id, driver_id, payment_type, amount, riders, transactions)
SELECT f.company_id, f.service_date, f.route_id, coalesce(r.driver_id, 0), f.payment_type,
       sum(f.amount), sum(f.riders), sum(f.transactions)
  FROM "fare_trip_totals" f
  JOIN "route_trips" r ON r.company_id = f.company_id AND r.code = f.trip_id_performed
 GROUP BY 1, 2, 3, 4, 5
HAVING sum(f.amount) <> 0 OR sum(f.riders) <> 0 OR sum(f.transactions) <> 0;
