-- Service accounts (issue 21): a change made by a program calling with a service key is in the history
-- as that key, not as a person (actor_user_id stays null). The key's row outlives its revocation, so
-- the history keeps naming it; a deleted company takes its keys and their history links with it.
ALTER TABLE "history" ADD COLUMN "actor_api_key_id" integer REFERENCES "api_keys"("id") ON DELETE SET NULL;
