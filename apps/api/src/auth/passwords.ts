import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (19 MiB, 2 passes): OWASP's baseline for password storage.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** The check the sign-in uses, behind a port so tests can count how many hashes were checked. */
export interface PasswordVerifier {
  verify(passwordHash: string | null, password: string): Promise<boolean>;
}

export const argon2Verifier: PasswordVerifier = { verify: verifyPassword };
