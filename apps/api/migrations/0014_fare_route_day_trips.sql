-- Trips performed per route and day, kept by the ledger's rollup trigger (issue 20). Yield and revenue
-- counted the distinct (day, trip) pairs of fare_trip_totals, whose rows are per trip x conductor x
-- rider category x payment type: about 1 s over a year of 10M ledger rows. Here a trip is counted once,
-- when its first ledger row arrives: `fare_trips_performed` holds each (company, day, route, trip) once
-- and `fare_route_day_trips` the count per (company, day, route), so a year is 365 rows per route.
CREATE TABLE "fare_trips_performed" (
  "company_id" integer NOT NULL,
  "service_date" date NOT NULL,
  "route_id" integer NOT NULL,
  "trip_id_performed" text NOT NULL,
  PRIMARY KEY ("company_id", "service_date", "route_id", "trip_id_performed")
);
--> statement-breakpoint
CREATE TABLE "fare_route_day_trips" (
  "company_id" integer NOT NULL,
  "service_date" date NOT NULL,
  "route_id" integer NOT NULL,
  "trips" integer NOT NULL,
  PRIMARY KEY ("company_id", "service_date", "route_id")
);
--> statement-breakpoint
INSERT INTO "fare_trips_performed" ("company_id", "service_date", "route_id", "trip_id_performed")
SELECT DISTINCT "company_id", "service_date", "route_id", "trip_id_performed"
  FROM "fare_trip_totals" WHERE "route_id" <> 0 AND "trip_id_performed" <> '';
--> statement-breakpoint
INSERT INTO "fare_route_day_trips" ("company_id", "service_date", "route_id", "trips")
SELECT "company_id", "service_date", "route_id", count(*) FROM "fare_trips_performed" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The rollup trigger of 0010 plus the trips: a trip new to fare_trips_performed (ON CONFLICT DO
-- NOTHING answers only the new ones, and a parallel writer of the same trip waits for the first, then
-- finds it) adds one to its route's day. Every upsert in key order, as before.
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
  RETURN NULL;
END $$;
