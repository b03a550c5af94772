-- The fare ledger (issue 20): every dong in one append-only table, shaped like TIDES v1.0
-- `fare_transactions` (transaction_id, service_date, event_timestamp, amount, fare_action, fare media,
-- token, trips performed and scheduled, stop and its sequence, vehicle, device, num_riders,
-- rider_category, fare_product) plus what TIDES lacks and the spec needs: the company, the payment
-- type (spec §3), the trip's conductor and driver, the ticket serial of a ticket set, the monthly-ticket
-- order a pass sale belongs to. A correction is a new row ('Void' or 'Adjust' naming the row it
-- corrects in `corrects_transaction_id`), never an UPDATE: the table has no UPDATE or DELETE path.
--
-- Partitioned by month of service_date (PostgreSQL declarative partitioning, on PGlite too): a
-- report over a month reads one partition, and an old month can be detached whole. Every writer calls
-- `fare_ensure_month` for the months it writes (`appendLedger` does), so a month exists before its
-- first row. No DEFAULT partition: once it held a row of a month, that month could never be created.
CREATE SEQUENCE "fare_transactions_id_seq";
--> statement-breakpoint
CREATE TABLE "fare_transactions" (
  "id" bigint NOT NULL DEFAULT nextval('fare_transactions_id_seq'),
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "transaction_id" text NOT NULL,
  "service_date" date NOT NULL,
  "event_timestamp" timestamp with time zone NOT NULL,
  "amount" bigint NOT NULL,
  "fare_action" text NOT NULL CHECK ("fare_action" IN
    ('fare_payment', 'pass_purchase', 'pass_use', 'add', 'refund', 'void', 'adjust')),
  "payment_type" text NOT NULL CHECK ("payment_type" IN ('CASH', 'CARD', 'QR', 'WALLET', 'SUBSCRIPTION', 'UNKNOWN')),
  "fare_media" text NOT NULL CHECK ("fare_media" IN ('paper_ticket', 'nfc_card', 'qr_code', 'bank_card', 'counter')),
  "token_id" text,
  "fare_product" text,
  "rider_category" text NOT NULL DEFAULT 'adult',
  "num_riders" integer NOT NULL DEFAULT 1 CHECK ("num_riders" BETWEEN 0 AND 100),
  "route_id" integer,
  "trip_id_performed" text,
  "trip_id_scheduled" text,
  "stop_id" integer,
  "trip_stop_sequence" integer,
  "vehicle_id" integer,
  "device_id" text,
  "device_sequence" bigint,
  "conductor_id" integer,
  "driver_id" integer,
  "ticket_serial" text,
  "order_id" integer,
  "corrects_transaction_id" text,
  "api_key_id" integer,
  "created_by" integer,
  "recorded_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("service_date", "id")
) PARTITION BY RANGE ("service_date");
--> statement-breakpoint
-- Creates the month of `d` when missing. The advisory lock makes two instances creating the same
-- month at once wait for each other instead of one failing; the second finds it made.
CREATE FUNCTION "fare_ensure_month"(d date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', d)::date;
  part text := 'fare_transactions_' || to_char(m, 'YYYY_MM');
BEGIN
  IF to_regclass(part) IS NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('fare_transactions_partition'));
    IF to_regclass(part) IS NULL THEN
      EXECUTE format('CREATE TABLE %I PARTITION OF fare_transactions FOR VALUES FROM (%L) TO (%L)',
                     part, m, (m + interval '1 month')::date);
    END IF;
  END IF;
END $$;
--> statement-breakpoint
CREATE INDEX "fare_transactions_company_day_idx" ON "fare_transactions" ("company_id", "service_date", "id");
--> statement-breakpoint
CREATE INDEX "fare_transactions_route_day_idx" ON "fare_transactions" ("company_id", "route_id", "service_date");
--> statement-breakpoint
CREATE INDEX "fare_transactions_trip_idx" ON "fare_transactions" ("company_id", "trip_id_performed");
--> statement-breakpoint
CREATE INDEX "fare_transactions_order_idx" ON "fare_transactions" ("order_id") WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "fare_transactions_token_idx" ON "fare_transactions" ("company_id", "token_id") WHERE "token_id" IS NOT NULL;
--> statement-breakpoint
-- One transaction id per company, whatever day it claims: a unique index on the partitioned ledger
-- would have to include the day, so the ids live here too (unpartitioned). Every ledger write inserts
-- its ids here first in the same transaction (`appendLedger`); a replayed batch (a device's
-- `device_id:sequence`) or a second write for one order ('order-<id>-payment') finds its id taken and
-- writes nothing.
CREATE TABLE "fare_transaction_ids" (
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "transaction_id" text NOT NULL,
  "service_date" date NOT NULL,
  PRIMARY KEY ("company_id", "transaction_id")
);
--> statement-breakpoint
-- Rollups, kept exact in the inserting transaction by the statement-level trigger below. Reports read
-- these, never the ledger, except to drill down to the rows of one figure. route_id 0 = no route (a
-- pass sold at the counter); conductor_id 0 = none.
CREATE TABLE "fare_daily_totals" (
  "company_id" integer NOT NULL,
  "service_date" date NOT NULL,
  "route_id" integer NOT NULL,
  "payment_type" text NOT NULL,
  "fare_action" text NOT NULL,
  "rider_category" text NOT NULL,
  "amount" bigint NOT NULL,
  "riders" bigint NOT NULL,
  "transactions" bigint NOT NULL,
  PRIMARY KEY ("company_id", "service_date", "route_id", "payment_type", "fare_action", "rider_category")
);
--> statement-breakpoint
-- Per trip performed (the trip and conductor reports); trip '' = events without a trip.
CREATE TABLE "fare_trip_totals" (
  "company_id" integer NOT NULL,
  "service_date" date NOT NULL,
  "route_id" integer NOT NULL,
  "trip_id_performed" text NOT NULL,
  "conductor_id" integer NOT NULL,
  "rider_category" text NOT NULL,
  "payment_type" text NOT NULL,
  "amount" bigint NOT NULL,
  "riders" bigint NOT NULL,
  "transactions" bigint NOT NULL,
  PRIMARY KEY ("company_id", "service_date", "route_id", "trip_id_performed", "conductor_id", "rider_category", "payment_type")
);
--> statement-breakpoint
CREATE INDEX "fare_trip_totals_conductor_idx" ON "fare_trip_totals" ("company_id", "conductor_id", "service_date");
--> statement-breakpoint
-- Upserts in primary-key order, so parallel writers on the same hot keys take row locks in one order
-- and cannot deadlock (measured: exact, 0 deadlocks under 16 writers, PGlite and PostgreSQL 15).
CREATE FUNCTION "fare_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "fare_transactions_rollup" AFTER INSERT ON "fare_transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fare_rollup"();
--> statement-breakpoint
-- Append-only: an UPDATE or DELETE would leave the rollups wrong. Corrections are new rows.
CREATE FUNCTION "fare_transactions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'fare_transactions is append-only: write a void or adjust row instead';
END $$;
--> statement-breakpoint
CREATE TRIGGER "fare_transactions_no_change" BEFORE UPDATE OR DELETE ON "fare_transactions"
  FOR EACH ROW EXECUTE FUNCTION "fare_transactions_append_only"();
--> statement-breakpoint
-- The monthly-ticket payments and refunds (issue 11's ledger_entries) become ledger rows: one source
-- for every report. 'payment' is a pass purchase at the counter, 'refund' its negative; neither is a
-- boarding (num_riders 0).
SELECT "fare_ensure_month"("business_date") FROM (SELECT DISTINCT "business_date" FROM "ledger_entries") d;
--> statement-breakpoint
INSERT INTO "fare_transaction_ids" ("company_id", "transaction_id", "service_date")
SELECT "company_id", 'order-' || "order_id" || '-' || "kind", "business_date" FROM "ledger_entries";
--> statement-breakpoint
INSERT INTO "fare_transactions"
  ("company_id", "transaction_id", "service_date", "event_timestamp", "amount", "fare_action", "payment_type",
   "fare_media", "fare_product", "num_riders", "order_id", "created_by", "recorded_at")
SELECT "company_id", 'order-' || "order_id" || '-' || "kind", "business_date", "created_at", "amount",
       CASE "kind" WHEN 'payment' THEN 'pass_purchase' ELSE 'refund' END,
       CASE WHEN "payment_type" IN ('CASH', 'CARD', 'QR', 'WALLET', 'SUBSCRIPTION') THEN "payment_type" ELSE 'UNKNOWN' END,
       'counter', 'monthly_pass', 0, "order_id", "created_by", "created_at"
  FROM "ledger_entries"
 ORDER BY "id";
--> statement-breakpoint
DROP TABLE "ledger_entries";
