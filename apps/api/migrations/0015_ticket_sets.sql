-- Ticket sets (vé quyển, issue 20): paper tickets numbered serial_from..serial_to in a series, handed to
-- a trip's conductor; returned_from is the first unused serial that came back (serial_to + 1 = all sold).
-- The rules are @busops/domain's ticket-sets.ts, checked by the API first; these constraints are the last
-- guard, so two clerks handing the same book at once cannot both succeed: a range of one series is never
-- in two sets of a company (the exclusion constraint, btree_gist from 0006).
CREATE TABLE "ticket_sets" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL,
  "route_id" integer NOT NULL,
  "trip_code" text NOT NULL,
  "service_date" date NOT NULL,
  "conductor_id" integer,
  "series" text NOT NULL,
  "serial_from" integer NOT NULL,
  "serial_to" integer NOT NULL,
  "denomination" bigint NOT NULL,
  "fare_product" text DEFAULT 've_luot' NOT NULL,
  "returned_from" integer,
  "returned_at" timestamp with time zone,
  "returned_by" integer,
  "created_by" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "ticket_sets_serial_order_check" CHECK ("serial_from" >= 1 AND "serial_from" <= "serial_to"),
  CONSTRAINT "ticket_sets_returned_check"
    CHECK ("returned_from" IS NULL OR "returned_from" BETWEEN "serial_from" AND "serial_to" + 1),
  CONSTRAINT "ticket_sets_denomination_check" CHECK ("denomination" > 0)
);
--> statement-breakpoint
ALTER TABLE "ticket_sets" ADD CONSTRAINT "ticket_sets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_sets_company_day_idx" ON "ticket_sets" USING btree ("company_id","service_date","route_id","trip_code");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "ticket_sets" ADD CONSTRAINT "ticket_sets_serial_overlap_excl" EXCLUDE USING gist (
  "company_id" WITH =, "series" WITH =, int4range("serial_from", "serial_to", '[]') WITH &&
);
