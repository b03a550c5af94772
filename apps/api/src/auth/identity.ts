// The identity port: who is behind an ID token. Local (default) issues and verifies tokens itself;
// Firebase mints custom tokens with firebase-admin and verifies Firebase ID tokens.
import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { jwtVerify, SignJWT } from 'jose';
import { recordHistory } from '../access/history.ts';
import type { Database } from '../db/client.ts';
import { sessions, usedCustomTokens } from '../db/schema/index.ts';
import { AppError, unauthorized } from '../http/errors.ts';
import { randomToken, sha256 } from './tokens.ts';

export interface VerifiedIdentity {
  userId: number;
  /** Local sessions only; Firebase sessions are revoked per user. */
  sessionId: string | null;
}

export interface IdTokenAnswer {
  idToken: string;
  refreshToken: string;
  expiresIn: number;
}

export interface IdentityProvider {
  readonly kind: 'local' | 'firebase';
  mintCustomToken(userId: number): Promise<string>;
  exchangeCustomToken(customToken: string, userAgent?: string): Promise<IdTokenAnswer>;
  refresh(refreshToken: string): Promise<IdTokenAnswer>;
  /** The token and, for a local session, that the session is still live (a revoked one answers 401). */
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  /**
   * The token only: a local session is not looked up, so the caller must check it is live in the same
   * request (loadPrincipal does, in the statement that loads the caller). Firebase: as verifyIdToken.
   */
  verifyIdTokenSignature(idToken: string): Promise<VerifiedIdentity>;
  /** Ends one session, or every session of the user when sessionId is null. */
  revoke(userId: number, sessionId: string | null): Promise<void>;
  close(): Promise<void>;
}

const ISSUER = 'busops';
const CUSTOM_TOKEN_TTL_S = 5 * 60;
export const ID_TOKEN_TTL_S = 15 * 60;
const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/**
 * The refresh token just rotated away still answers, for this long, the pair it was rotated into
 * (two tabs refreshing at once, an answer lost on the way). docs/adr/0005-sign-in-limits-and-refresh-reuse.md.
 */
export const REFRESH_GRACE_MS = 60_000;
/** How far back a retired refresh token is recognised (and its reuse revokes the session). */
const MAX_RECOGNISED_ROTATIONS = 10_000;
/** How many verified ID tokens are remembered (the oldest is forgotten first): ~3 MB at most. */
const VERIFIED_ID_TOKENS = 10_000;

const invalidSignIn = () => unauthorized('Mã đăng nhập không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại');
export const REFRESH_REUSED_MESSAGE =
  'Phiên đăng nhập đã bị thu hồi vì mã làm mới bị dùng lại, vui lòng đăng nhập lại';

export function localIdentity(
  database: Database,
  secret: string,
  clock: () => Date = () => new Date(),
): IdentityProvider {
  const key = new TextEncoder().encode(secret);
  const { db } = database;

  const sign = (claims: Record<string, unknown>, subject: string, ttl: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt()
      // iat and exp are in whole seconds: without an id, two tokens of one session issued in the same
      // second (a refresh right after sign-in) were the same string
      .setJti(randomUUID())
      .setExpirationTime(`${ttl}s`)
      .sign(key);

  const verify = async (token: string, typ: string) => {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.typ !== typ || !payload.sub) throw new Error('wrong token type');
      return payload;
    } catch {
      return null;
    }
  };

  /**
   * ID tokens already verified, with what they say. A client sends the same ID token with every call
   * for 15 minutes; its signature is checked the first time (jose: ~0.15 ms of CPU through WebCrypto),
   * later calls only check that it has not expired since. A token is only ever remembered by its
   * exact text after jwtVerify accepted it, so nothing can be added here without the secret. The
   * session behind it is still looked up on every call (verifyIdToken, loadPrincipal).
   */
  const verifiedIdTokens = new Map<string, { userId: number; sessionId: string; exp: number }>();
  const verifyIdTokenSignature = async (idToken: string): Promise<{ userId: number; sessionId: string }> => {
    const known = verifiedIdTokens.get(idToken);
    // jose's own rule: expired when exp <= now, in whole seconds
    if (known && known.exp > Math.floor(Date.now() / 1000)) {
      return { userId: known.userId, sessionId: known.sessionId };
    }
    if (known) verifiedIdTokens.delete(idToken);
    const payload = await verify(idToken, 'id');
    if (!payload || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') throw unauthorized();
    const verified = { userId: Number(payload.sub), sessionId: payload.sid, exp: payload.exp };
    if (verifiedIdTokens.size >= VERIFIED_ID_TOKENS) {
      verifiedIdTokens.delete(verifiedIdTokens.keys().next().value as string);
    }
    verifiedIdTokens.set(idToken, verified);
    return { userId: verified.userId, sessionId: verified.sessionId };
  };

  /**
   * A session's refresh secrets form a chain: each is the HMAC of the one before. So the secret a
   * token rotates into is the same however often it is presented, and a retired token is
   * recognised by walking forward to the current one, without storing any retired token.
   */
  const nextSecret = (sessionId: string, secretPart: string) =>
    createHmac('sha256', secret).update(`refresh:${sessionId}.${secretPart}`).digest('base64url');

  /** How many rotations ago `secretPart` was this session's secret (0: never, within the bound). */
  const rotationsAgo = (sessionId: string, secretPart: string, currentHash: string, rotations: number) => {
    let cursor = secretPart;
    for (let behind = 1; behind <= Math.min(rotations, MAX_RECOGNISED_ROTATIONS); behind++) {
      cursor = nextSecret(sessionId, cursor);
      if (sha256(cursor) === currentHash) return behind;
    }
    return 0;
  };

  const pair = async (userId: number, sessionId: string, secretPart: string): Promise<IdTokenAnswer> => ({
    idToken: await sign({ typ: 'id', sid: sessionId }, String(userId), ID_TOKEN_TTL_S),
    refreshToken: `${sessionId}.${secretPart}`,
    expiresIn: ID_TOKEN_TTL_S,
  });

  /** OAuth 2.0 Security BCP: a retired refresh token came back, so the whole session is revoked. */
  const revokeFamily = async (sessionId: string, userId: number, behind: number, now: Date) => {
    await db.transaction(async (tx) => {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      if (revoked.length === 0) return;
      await recordHistory(tx, null, {
        entity: 'session',
        entityId: sessionId,
        action: 'refresh_reuse',
        after: { user_id: userId, rotations_behind: behind, revoked_at: now.toISOString() },
      });
    });
  };

  return {
    kind: 'local',
    mintCustomToken: (userId) =>
      sign({ typ: 'custom', jti: randomUUID() }, String(userId), CUSTOM_TOKEN_TTL_S),

    async exchangeCustomToken(customToken, userAgent) {
      const payload = await verify(customToken, 'custom');
      if (!payload?.jti) throw invalidSignIn();
      const claimed = await db
        .insert(usedCustomTokens)
        .values({ jti: payload.jti })
        .onConflictDoNothing()
        .returning({ jti: usedCustomTokens.jti });
      if (claimed.length === 0) throw unauthorized('Mã đăng nhập đã được sử dụng, vui lòng đăng nhập lại');
      const sessionId = randomUUID();
      const secretPart = randomToken();
      await db.insert(sessions).values({
        id: sessionId,
        userId: Number(payload.sub),
        refreshHash: sha256(secretPart),
        userAgent: userAgent?.slice(0, 200) ?? null,
        expiresAt: new Date(clock().getTime() + SESSION_TTL_MS),
      });
      return pair(Number(payload.sub), sessionId, secretPart);
    },

    async refresh(refreshToken) {
      const [sessionId, secretPart] = refreshToken.split('.');
      if (!sessionId || !secretPart) throw invalidSignIn();
      const now = clock();
      const next = nextSecret(sessionId, secretPart);
      // The rotation is a compare-and-set on the current secret: one token, one rotation.
      const [rotated] = await db
        .update(sessions)
        .set({ refreshHash: sha256(next), rotations: sql`${sessions.rotations} + 1`, rotatedAt: now })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.refreshHash, sha256(secretPart)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .returning({ userId: sessions.userId });
      if (rotated) return pair(rotated.userId, sessionId, next);

      // Not the current secret: the one just retired, an older one (reuse), or nothing of ours.
      const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
      if (!session || session.revokedAt || session.expiresAt <= now) throw invalidSignIn();
      const behind = rotationsAgo(sessionId, secretPart, session.refreshHash, session.rotations);
      if (behind === 0) throw invalidSignIn();
      const sinceRotation = session.rotatedAt ? now.getTime() - session.rotatedAt.getTime() : Infinity;
      // Within the grace window the just-retired token answers the pair it was rotated into.
      if (behind === 1 && sinceRotation <= REFRESH_GRACE_MS) return pair(session.userId, sessionId, next);
      await revokeFamily(sessionId, session.userId, behind, now);
      throw unauthorized(REFRESH_REUSED_MESSAGE);
    },

    async verifyIdToken(idToken) {
      const { userId, sessionId } = await verifyIdTokenSignature(idToken);
      const [session] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      if (!session) throw unauthorized();
      return { userId, sessionId };
    },

    verifyIdTokenSignature,

    async revoke(userId, sessionId) {
      const where = sessionId
        ? and(eq(sessions.userId, userId), eq(sessions.id, sessionId))
        : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await db.update(sessions).set({ revokedAt: new Date() }).where(where);
    },

    async close() {},
  };
}

/** Firebase Auth: tokens come from Firebase (or its emulator when FIREBASE_AUTH_EMULATOR_HOST is set). */
export function firebaseIdentity(projectId: string): IdentityProvider {
  const app: App = initializeApp({ projectId }, `busops-${randomUUID()}`);
  const auth = getAuth(app);
  const verifyIdToken = async (idToken: string): Promise<VerifiedIdentity> => {
    try {
      const decoded = await auth.verifyIdToken(idToken, true);
      const userId = Number(decoded.uid);
      if (!Number.isInteger(userId)) throw new Error('foreign uid');
      return { userId, sessionId: null };
    } catch {
      throw unauthorized();
    }
  };
  const external = () =>
    new AppError(
      400,
      'IDENTITY_EXTERNAL',
      'Hệ thống dùng Firebase: hãy đăng nhập bằng signInWithCustomToken của Firebase',
    );
  return {
    kind: 'firebase',
    mintCustomToken: (userId) => auth.createCustomToken(String(userId)),
    exchangeCustomToken: async () => {
      throw external();
    },
    refresh: async () => {
      throw external();
    },
    verifyIdToken,
    // no session rows: checkRevoked above is the check
    verifyIdTokenSignature: verifyIdToken,
    async revoke(userId) {
      await auth.revokeRefreshTokens(String(userId));
    },
    close: () => deleteApp(app),
  };
}
