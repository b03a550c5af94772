-- The welcome tour is remembered per user, not per browser (issue 19): when the user finished or closed it
-- (markTourSeen); null = the console shows it.
ALTER TABLE "users" ADD COLUMN "tour_seen_at" timestamp with time zone;
