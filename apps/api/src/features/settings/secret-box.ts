// Secrets the API must read back later (the invoice provider password): AES-256-GCM with a key
// derived (HKDF-SHA256) from the installation secret, i.e. AUTH_SECRET or, when none is configured,
// the secret generated once and kept in app_settings. Sealed text: 'v1.' + base64url(iv | tag | data).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { resolveAuthSecret } from '../../auth/secret.ts';
import type { Services } from '../../services.ts';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** A box whose key is derived from `secret` for one purpose (different purposes, different keys). */
export function secretBox(secret: string, purpose: string): SecretBox {
  if (!secret) throw new Error('secretBox: empty secret');
  const key = Buffer.from(hkdfSync('sha256', secret, 'busops-secret-box', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(`${VERSION}:${purpose}`));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, body] = sealed.split('.', 2);
      if (version !== VERSION || !body) throw new Error('secretBox: unknown format');
      const raw = Buffer.from(body, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('secretBox: truncated');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(`${VERSION}:${purpose}`));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** The box for invoice provider credentials of this installation (its secret is in app_settings). */
export async function billSecretBox(services: Pick<Services, 'database' | 'config'>): Promise<SecretBox> {
  return secretBox(
    await resolveAuthSecret(services.database, services.config.authSecret),
    'bill-settings-password',
  );
}
