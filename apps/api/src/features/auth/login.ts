// loginWithPassword: argon2id check, taken only after an attempt is reserved for (phone, client)
// (sign-in-limits.ts): parallel wrong passwords can never be checked past the limits.
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { reservePasswordAttempt } from './sign-in-limits.ts';
import { findUserByPhone, normalizePhone } from './users.ts';

// Unknown phone numbers are checked against this hash so they take as long as a wrong password.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => {
  dummyHash ??= hashPassword('busops-timing-dummy-password');
  return dummyHash;
};

export async function loginWithPassword(
  db: Db,
  services: Services,
  username: string,
  password: string,
  client: string,
): Promise<{ customToken: string; user_id: number }> {
  const phone = normalizePhone(username);
  const attempt = await reservePasswordAttempt(db, phone, client, services.clock());
  const user = await findUserByPhone(db, phone);
  const ok = user?.passwordHash
    ? await services.passwords.verify(user.passwordHash, password)
    : (await services.passwords.verify(await timingDummy(), password)) && false;
  if (!user || !ok) throw unauthorized(AUTH_MESSAGES.wrongCredentials);
  await attempt.succeeded();
  return { customToken: await services.identity.mintCustomToken(user.id), user_id: user.id };
}
