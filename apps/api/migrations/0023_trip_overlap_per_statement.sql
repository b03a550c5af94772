-- One person or one bus on one trip at a time (0006, ADR 0012), checked at the end of each statement instead
-- of at each row. A dispatcher who swaps the drivers (or buses) of two trips at the same hours saves both
-- trips in one UPDATE (the dispatch engine's updateAll); checked row by row, the first row already met the
-- second's old driver and the save was refused with "vừa được phân công trùng giờ" although the end state
-- breaks no rule. DEFERRABLE INITIALLY IMMEDIATE: still checked inside the statement that writes, so a
-- parallel save that overlaps is refused exactly as before (23P01 -> 409); nothing defers it to commit.
-- PostgreSQL cannot make an existing exclusion constraint deferrable: each is dropped and added again
-- (its index rebuilt) in this migration's transaction.
ALTER TABLE "route_trips" DROP CONSTRAINT "route_trips_driver_overlap_excl";
--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_driver_overlap_excl" EXCLUDE USING gist (
	"driver_user_id" WITH =, tstzrange("planned_departure", "planned_arrival", '[)') WITH &&
) WHERE ("driver_user_id" IS NOT NULL AND "status" NOT IN ('cancelled', 'lost')) DEFERRABLE INITIALLY IMMEDIATE;
--> statement-breakpoint
ALTER TABLE "route_trips" DROP CONSTRAINT "route_trips_conductor_overlap_excl";
--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_conductor_overlap_excl" EXCLUDE USING gist (
	"conductor_user_id" WITH =, tstzrange("planned_departure", "planned_arrival", '[)') WITH &&
) WHERE ("conductor_user_id" IS NOT NULL AND "status" NOT IN ('cancelled', 'lost')) DEFERRABLE INITIALLY IMMEDIATE;
--> statement-breakpoint
ALTER TABLE "route_trips" DROP CONSTRAINT "route_trips_vehicle_overlap_excl";
--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_vehicle_overlap_excl" EXCLUDE USING gist (
	"vehicle_id" WITH =, tstzrange("planned_departure", "planned_arrival", '[)') WITH &&
) WHERE ("vehicle_id" IS NOT NULL AND "status" NOT IN ('cancelled', 'lost')) DEFERRABLE INITIALLY IMMEDIATE;
