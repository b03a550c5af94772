CREATE TABLE "driver_setting_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"work_days" integer DEFAULT 1 NOT NULL,
	"off_days" integer DEFAULT 0 NOT NULL,
	"shift_start" text NOT NULL,
	"shift_end" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"conductor_id" integer,
	"vehicle_id" integer,
	"type_id" integer,
	"cycle_start" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"line_id" integer,
	"schedule_id" integer,
	"code" text NOT NULL,
	"service_date" date NOT NULL,
	"planned_departure" timestamp with time zone NOT NULL,
	"planned_arrival" timestamp with time zone NOT NULL,
	"vehicle_id" integer,
	"driver_id" integer,
	"driver_user_id" integer,
	"conductor_id" integer,
	"conductor_user_id" integer,
	"status" text DEFAULT 'planned' NOT NULL,
	"note" text,
	"actual_departure" timestamp with time zone,
	"actual_arrival" timestamp with time zone,
	"no_return" boolean DEFAULT false NOT NULL,
	"lost_proposed_at" timestamp with time zone,
	"lost_proposed_by" integer,
	"lost_proposal_note" text,
	"field_sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"external_ref" text,
	"accepted_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"trip_id" integer NOT NULL,
	"trip_code" text NOT NULL,
	"route_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"accepted_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_by" integer,
	"changed_by_name" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bus_staff" ADD COLUMN "licence_expires_on" date;--> statement-breakpoint
ALTER TABLE "driver_setting_types" ADD CONSTRAINT "driver_setting_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settings" ADD CONSTRAINT "driver_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settings" ADD CONSTRAINT "driver_settings_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settings" ADD CONSTRAINT "driver_settings_driver_id_bus_staff_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."bus_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settings" ADD CONSTRAINT "driver_settings_conductor_id_bus_staff_id_fk" FOREIGN KEY ("conductor_id") REFERENCES "public"."bus_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settings" ADD CONSTRAINT "driver_settings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settings" ADD CONSTRAINT "driver_settings_type_id_driver_setting_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."driver_setting_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_line_id_route_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."route_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_schedule_id_route_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."route_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_driver_id_bus_staff_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."bus_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_conductor_id_bus_staff_id_fk" FOREIGN KEY ("conductor_id") REFERENCES "public"."bus_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_changes" ADD CONSTRAINT "trip_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_setting_types_company_name_key" ON "driver_setting_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "driver_settings_route_driver_key" ON "driver_settings" USING btree ("route_id","driver_id");--> statement-breakpoint
CREATE INDEX "driver_settings_company_route_idx" ON "driver_settings" USING btree ("company_id","route_id");--> statement-breakpoint
CREATE UNIQUE INDEX "route_trips_company_code_key" ON "route_trips" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "route_trips_company_day_idx" ON "route_trips" USING btree ("company_id","service_date","route_id","planned_departure");--> statement-breakpoint
CREATE INDEX "route_trips_route_day_idx" ON "route_trips" USING btree ("route_id","service_date","planned_departure");--> statement-breakpoint
CREATE INDEX "route_trips_driver_day_idx" ON "route_trips" USING btree ("driver_user_id","service_date") WHERE "route_trips"."driver_user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "route_trips_vehicle_day_idx" ON "route_trips" USING btree ("vehicle_id","service_date") WHERE "route_trips"."vehicle_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "route_trips_company_external_key" ON "route_trips" USING btree ("company_id","external_ref") WHERE "route_trips"."external_ref" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "trip_changes_trip_idx" ON "trip_changes" USING btree ("trip_id","changed_at");--> statement-breakpoint
CREATE INDEX "trip_changes_company_day_idx" ON "trip_changes" USING btree ("company_id","service_date","changed_at");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express exclusion constraints), ADR 0012: one person or one bus
-- on one trip at a time. A cancelled or lost trip releases them. The person is the user behind the
-- staff record, so the rule holds across member companies.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_driver_overlap_excl" EXCLUDE USING gist (
	"driver_user_id" WITH =, tstzrange("planned_departure", "planned_arrival", '[)') WITH &&
) WHERE ("driver_user_id" IS NOT NULL AND "status" NOT IN ('cancelled', 'lost'));--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_conductor_overlap_excl" EXCLUDE USING gist (
	"conductor_user_id" WITH =, tstzrange("planned_departure", "planned_arrival", '[)') WITH &&
) WHERE ("conductor_user_id" IS NOT NULL AND "status" NOT IN ('cancelled', 'lost'));--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_vehicle_overlap_excl" EXCLUDE USING gist (
	"vehicle_id" WITH =, tstzrange("planned_departure", "planned_arrival", '[)') WITH &&
) WHERE ("vehicle_id" IS NOT NULL AND "status" NOT IN ('cancelled', 'lost'));--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_times_check" CHECK ("planned_arrival" > "planned_departure");
