// The identity port: who is behind an ID token. Local (default) issues and verifies tokens itself;
// Firebase mints custom tokens with firebase-admin and verifies Firebase ID tokens.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { jwtVerify, SignJWT } from 'jose';
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
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  /** Ends one session, or every session of the user when sessionId is null. */
  revoke(userId: number, sessionId: string | null): Promise<void>;
  close(): Promise<void>;
}

const ISSUER = 'busops';
const CUSTOM_TOKEN_TTL_S = 5 * 60;
export const ID_TOKEN_TTL_S = 15 * 60;
const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

const invalidSignIn = () => unauthorized('Mã đăng nhập không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại');

export function localIdentity(database: Database, secret: string): IdentityProvider {
  const key = new TextEncoder().encode(secret);
  const { db } = database;

  const sign = (claims: Record<string, unknown>, subject: string, ttl: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt()
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

  /** With `previousHash` (refresh) the rotation is a compare-and-set: one refresh token, one new pair. */
  const issue = async (userId: number, sessionId: string, previousHash?: string): Promise<IdTokenAnswer> => {
    const secretPart = randomToken();
    const rotated = await db
      .update(sessions)
      .set({ refreshHash: sha256(secretPart) })
      .where(
        previousHash === undefined
          ? eq(sessions.id, sessionId)
          : and(
              eq(sessions.id, sessionId),
              eq(sessions.refreshHash, previousHash),
              isNull(sessions.revokedAt),
            ),
      )
      .returning({ id: sessions.id });
    if (rotated.length === 0) throw invalidSignIn();
    return {
      idToken: await sign({ typ: 'id', sid: sessionId }, String(userId), ID_TOKEN_TTL_S),
      refreshToken: `${sessionId}.${secretPart}`,
      expiresIn: ID_TOKEN_TTL_S,
    };
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
      await db.insert(sessions).values({
        id: sessionId,
        userId: Number(payload.sub),
        refreshHash: '',
        userAgent: userAgent?.slice(0, 200) ?? null,
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      });
      return issue(Number(payload.sub), sessionId);
    },

    async refresh(refreshToken) {
      const [sessionId, secretPart] = refreshToken.split('.');
      if (!sessionId || !secretPart) throw invalidSignIn();
      const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
      const valid =
        session &&
        !session.revokedAt &&
        session.expiresAt > new Date() &&
        session.refreshHash === sha256(secretPart);
      if (!valid) throw invalidSignIn();
      return issue(session.userId, session.id, session.refreshHash);
    },

    async verifyIdToken(idToken) {
      const payload = await verify(idToken, 'id');
      if (!payload || typeof payload.sid !== 'string') throw unauthorized();
      const [session] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, payload.sid), isNull(sessions.revokedAt)));
      if (!session) throw unauthorized();
      return { userId: Number(payload.sub), sessionId: payload.sid };
    },

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
    async verifyIdToken(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        const userId = Number(decoded.uid);
        if (!Number.isInteger(userId)) throw new Error('foreign uid');
        return { userId, sessionId: null };
      } catch {
        throw unauthorized();
      }
    },
    async revoke(userId) {
      await auth.revokeRefreshTokens(String(userId));
    },
    close: () => deleteApp(app),
  };
}
