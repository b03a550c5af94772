CREATE TABLE "line_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"stop_id" integer NOT NULL,
	"stop_order" integer NOT NULL,
	"distance_km" double precision
);
--> statement-breakpoint
CREATE TABLE "route_auto_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"type" text NOT NULL,
	"price" bigint NOT NULL,
	"max_distance_km" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"direction" smallint NOT NULL,
	"name" text NOT NULL,
	"shape" jsonb,
	"length_km" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"day_type" text DEFAULT 'weekday' NOT NULL,
	"departure_time" text NOT NULL,
	"running_minutes" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'standard' NOT NULL,
	"price" bigint NOT NULL,
	"distance_km" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'subsidized' NOT NULL,
	"operating_start" text,
	"operating_end" text,
	"headway_minutes" integer,
	"length_km" double precision,
	"color" text,
	"is_auto_price" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"note" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"has_shelter" boolean DEFAULT false NOT NULL,
	"wheelchair_accessible" boolean DEFAULT false NOT NULL,
	"trigger_radius_m" integer DEFAULT 30 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"note" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_position_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"bearing" double precision,
	"speed" double precision,
	"reported_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_positions" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"bearing" double precision,
	"speed" double precision,
	"reported_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trip_id" text,
	"line_id" integer,
	"current_stop_sequence" integer
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plate" text NOT NULL,
	"fleet_number" text,
	"make" text,
	"model" text,
	"seats" integer DEFAULT 0 NOT NULL,
	"standing_places" integer DEFAULT 0 NOT NULL,
	"fuel" text DEFAULT 'diesel' NOT NULL,
	"wheelchair_accessible" boolean DEFAULT false NOT NULL,
	"depot" text,
	"gps_device_id" text,
	"inspection_expires_on" date,
	"badge_expires_on" date,
	"insurance_expires_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"note" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_stops" ADD CONSTRAINT "line_stops_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_stops" ADD CONSTRAINT "line_stops_line_id_route_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."route_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_stops" ADD CONSTRAINT "line_stops_stop_id_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_auto_prices" ADD CONSTRAINT "route_auto_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_auto_prices" ADD CONSTRAINT "route_auto_prices_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_lines" ADD CONSTRAINT "route_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_lines" ADD CONSTRAINT "route_lines_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_schedules" ADD CONSTRAINT "route_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_schedules" ADD CONSTRAINT "route_schedules_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_schedules" ADD CONSTRAINT "route_schedules_line_id_route_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."route_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_tickets" ADD CONSTRAINT "route_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_tickets" ADD CONSTRAINT "route_tickets_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_position_history" ADD CONSTRAINT "vehicle_position_history_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_position_history" ADD CONSTRAINT "vehicle_position_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_positions" ADD CONSTRAINT "vehicle_positions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_positions" ADD CONSTRAINT "vehicle_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_positions" ADD CONSTRAINT "vehicle_positions_line_id_route_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."route_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_stops_line_order_idx" ON "line_stops" USING btree ("line_id","stop_order");--> statement-breakpoint
CREATE INDEX "line_stops_stop_idx" ON "line_stops" USING btree ("stop_id");--> statement-breakpoint
CREATE INDEX "line_stops_company_idx" ON "line_stops" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "route_auto_prices_route_idx" ON "route_auto_prices" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "route_auto_prices_company_idx" ON "route_auto_prices" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "route_lines_route_direction_key" ON "route_lines" USING btree ("route_id","direction");--> statement-breakpoint
CREATE INDEX "route_lines_company_idx" ON "route_lines" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "route_schedules_line_day_time_key" ON "route_schedules" USING btree ("line_id","day_type","departure_time");--> statement-breakpoint
CREATE INDEX "route_schedules_route_idx" ON "route_schedules" USING btree ("route_id","day_type","departure_time");--> statement-breakpoint
CREATE INDEX "route_schedules_company_idx" ON "route_schedules" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "route_tickets_route_idx" ON "route_tickets" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "route_tickets_company_idx" ON "route_tickets" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "routes_company_number_key" ON "routes" USING btree ("company_id",lower("number"));--> statement-breakpoint
CREATE INDEX "routes_company_created_idx" ON "routes" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "routes_search_trgm_idx" ON "routes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "stops_company_code_key" ON "stops" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE INDEX "stops_company_created_idx" ON "stops" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stops_search_trgm_idx" ON "stops" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicle_position_history_vehicle_idx" ON "vehicle_position_history" USING btree ("vehicle_id","reported_at");--> statement-breakpoint
CREATE INDEX "vehicle_position_history_received_idx" ON "vehicle_position_history" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "vehicle_positions_company_idx" ON "vehicle_positions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_plate_key" ON "vehicles" USING btree ("company_id",lower("plate"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_gps_device_key" ON "vehicles" USING btree ("company_id","gps_device_id") WHERE "vehicles"."gps_device_id" is not null;--> statement-breakpoint
CREATE INDEX "vehicles_company_created_idx" ON "vehicles" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_search_trgm_idx" ON "vehicles" USING gin ("search_text" gin_trgm_ops);