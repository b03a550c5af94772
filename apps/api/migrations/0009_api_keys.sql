-- Machines get their own keys (issue 18): a device of a company (GPS unit, gateway; fare handsets and
-- validators next) calls the ingestion operations with a key of its own instead of an admin's
-- password. One table for every kind of machine key: `device` today, `service` (issue 21's service
-- accounts: a key with a subset of the roles its admin may grant, in `roles`) on the same mechanism.
-- The key is 32 random bytes: only its SHA-256 is kept (a slow password hash buys nothing against a
-- key no one can guess), looked up by that hash.
CREATE TABLE "api_keys" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" IN ('device', 'service')),
  "name" text NOT NULL,
  "prefix" text NOT NULL,
  "secret_hash" text NOT NULL,
  "roles" integer[] NOT NULL DEFAULT '{}',
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "rotated_at" timestamp with time zone,
  "revoked_at" timestamp with time zone,
  "last_used_at" timestamp with time zone,
  CHECK ("kind" = 'service' OR "roles" = '{}')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_hash_idx" ON "api_keys" ("secret_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_live_name_idx" ON "api_keys" ("company_id", "kind", lower("name")) WHERE "revoked_at" IS NULL;
--> statement-breakpoint
-- Which key wrote each report (null: a signed-in user, or before keys existed).
ALTER TABLE "vehicle_position_history" ADD COLUMN "api_key_id" integer REFERENCES "api_keys"("id") ON DELETE SET NULL;
