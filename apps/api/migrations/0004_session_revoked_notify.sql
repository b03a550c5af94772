-- Finding 4 (issue 7): a revoked session must end its open notification streams on every API
-- instance, whatever revoked it. Any statement that sets sessions.revoked_at (or deletes a session)
-- announces the session id on the bus channel of the notification streams, at commit, so no
-- revocation path has to remember to do it. Same channel as the notifications themselves: one
-- LISTEN connection receives both in commit order, so a stream never delivers a notification that
-- committed after its session was revoked.
CREATE FUNCTION "busops_announce_session_end"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('busops_notifications', json_build_object('revokedSessionId', OLD.id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_revoked_notify"
AFTER UPDATE OF "revoked_at" ON "sessions"
FOR EACH ROW
WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL)
EXECUTE FUNCTION "busops_announce_session_end"();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted_notify"
AFTER DELETE ON "sessions"
FOR EACH ROW
WHEN (OLD."revoked_at" IS NULL)
EXECUTE FUNCTION "busops_announce_session_end"();
