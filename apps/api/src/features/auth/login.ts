// loginWithPassword: argon2id check with a per-phone failure counter (5 in 15 minutes -> 429).
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { assertNotLocked, clearFailures, recordFailure } from '../../auth/rate-limit.ts';
import { unauthorized } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { findUserByPhone, normalizePhone } from './users.ts';

// Unknown phone numbers are checked against this hash so they take as long as a wrong password.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => {
  dummyHash ??= hashPassword('busops-timing-dummy-password');
  return dummyHash;
};

export async function loginWithPassword(
  services: Services,
  username: string,
  password: string,
): Promise<{ customToken: string; user_id: number }> {
  const { db } = services.database;
  const key = normalizePhone(username);
  await assertNotLocked(db, key);
  const user = await findUserByPhone(db, key);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await timingDummy(), password)) && false;
  if (!user || !ok) {
    await recordFailure(db, key);
    throw unauthorized(AUTH_MESSAGES.wrongCredentials);
  }
  await clearFailures(db, key);
  return { customToken: await services.identity.mintCustomToken(user.id), user_id: user.id };
}
