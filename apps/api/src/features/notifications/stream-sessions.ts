// The backstop of the revocation announcements: which open streams belong to a sign-in that has
// ended. A NOTIFY can be missed (the LISTEN connection dropped and reconnected in between), so the
// bus asks this every few seconds for all the streams of the instance, and once for each new stream
// (a revocation announced between the stream's authentication and its registration).
import { sql } from 'drizzle-orm';
import type { IdentityProvider } from '../../auth/identity.ts';
import type { Database } from '../../db/client.ts';
import type { HeldStream } from './stream-registry.ts';

/**
 * Firebase has no session rows: its tokens are re-verified with checkRevoked, which costs one call
 * to Firebase per token, so at most once a minute per stream. Revocations made by busops itself are
 * announced at once (see announcing-identity.ts); this catches those made in the Firebase console.
 */
export const FIREBASE_RECHECK_MS = 60_000;

export type EndedSignIns = (streams: HeldStream[]) => Promise<HeldStream[]>;

export function endedSignIns(database: Database, identity: () => IdentityProvider): EndedSignIns {
  return async (streams) => {
    const local = streams.filter((s) => s.sessionId !== null);
    const firebase = streams.filter((s) => s.sessionId === null);
    return [
      ...(await endedLocalSessions(database, local)),
      ...(await revokedFirebaseTokens(identity(), firebase)),
    ];
  };
}

/** One statement for all the streams: the sessions still live (not revoked, not expired, not deleted). */
async function endedLocalSessions(database: Database, streams: HeldStream[]): Promise<HeldStream[]> {
  if (streams.length === 0) return [];
  const ids = JSON.stringify([...new Set(streams.map((s) => s.sessionId))]);
  const result = await database.db.execute(
    sql`select id from sessions
        where id in (select jsonb_array_elements_text(${ids}::jsonb))
          and revoked_at is null and expires_at > now()`,
  );
  const live = new Set((result as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id));
  return streams.filter((s) => !live.has(s.sessionId!));
}

async function revokedFirebaseTokens(
  identity: IdentityProvider,
  streams: HeldStream[],
): Promise<HeldStream[]> {
  const now = Date.now();
  const due = streams.filter((s) => now - s.verifiedAt >= FIREBASE_RECHECK_MS);
  const verdicts = new Map<string, Promise<boolean>>();
  for (const stream of due) {
    if (!verdicts.has(stream.idToken)) {
      verdicts.set(
        stream.idToken,
        identity.verifyIdToken(stream.idToken).then(
          () => true,
          () => false,
        ),
      );
    }
  }
  const ended: HeldStream[] = [];
  for (const stream of due) {
    if (await verdicts.get(stream.idToken)) stream.verifiedAt = now;
    else ended.push(stream);
  }
  return ended;
}
