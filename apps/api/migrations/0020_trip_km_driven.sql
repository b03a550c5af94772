-- Km driven per trip, measured from its bus's position reports (issue 20, yield and revenue: km planned vs
-- km driven). The position history is kept two hours (position.prune.ts), so the trace is measured when
-- the trip's arrival is confirmed (trip-confirm.ts, @busops/domain drivenKm) and kept on the trip: the
-- reports read these columns, never the positions. NULL = not measured (no bus, no trace, a trace with
-- holes or jumps); `km_driven_fixes` = the position reports the figure was measured from.
ALTER TABLE "route_trips" ADD COLUMN "km_driven" double precision;--> statement-breakpoint
ALTER TABLE "route_trips" ADD COLUMN "km_driven_fixes" integer;
