-- Statistics by conductor (issue 20, /report/staff-statistics) read the per-trip rollup, whose rows are
-- per trip x conductor x rider category x payment type, grouped twice (per trip to count trips, then per
-- conductor and route): 1.9 s p50 over a year of 30M ledger rows (415,427 per-trip rows). Here the
-- trigger keeps one row per company, day, route and conductor, with the trips counted once per
-- conductor when their first row arrives (`fare_trip_conductors` remembers each trip and conductor
-- pair, as fare_trips_performed does per trip in 0014): a year is a row per conductor-day.
-- The report reads it when no payment type is chosen; a payment-type filter still reads the per-trip
-- rollup (a trip paid in two ways would be counted twice by per-payment-type counters).
CREATE TABLE "fare_trip_conductors" (
  "company_id" integer NOT NULL,
  "service_date" date NOT NULL,
  "route_id" integer NOT NULL,
  "trip_id_performed" text NOT NULL,
  "conductor_id" integer NOT NULL,
  PRIMARY KEY ("company_id", "service_date", "route_id", "trip_id_performed", "conductor_id")
);
--> statement-breakpoint
CREATE TABLE "fare_conductor_day_totals" (
  "company_id" integer NOT NULL,
  "service_date" date NOT NULL,
  "route_id" integer NOT NULL,
  "conductor_id" integer NOT NULL,
  "amount" bigint NOT NULL,
  "riders" bigint NOT NULL,
  "transactions" bigint NOT NULL,
  "trips" integer NOT NULL,
  PRIMARY KEY ("company_id", "service_date", "route_id", "conductor_id")
);
--> statement-breakpoint
INSERT INTO "fare_trip_conductors" ("company_id", "service_date", "route_id", "trip_id_performed", "conductor_id")
SELECT DISTINCT "company_id", "service_date", "route_id", "trip_id_performed", "conductor_id"
  FROM "fare_trip_totals" WHERE "trip_id_performed" <> '';
--> statement-breakpoint
INSERT INTO "fare_conductor_day_totals"
  ("company_id", "service_date", "route_id", "conductor_id", "amount", "riders", "transactions", "trips")
SELECT "company_id", "service_date", "route_id", "conductor_id", sum("amount"), sum("riders"), sum("transactions"),
       count(DISTINCT "trip_id_performed") FILTER (WHERE "trip_id_performed" <> '')
  FROM "fare_trip_totals" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The rollup trigger of 0014 plus the conductor-day totals, every upsert in key order as before.
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
  RETURN NULL;
END $$;
