// Money-moving calls get an Idempotency-Key (issue 21). The contract marks them: they take the
// `Idempotency-Key` header (openapi/shared/parameters/idempotencyKey.yaml), which the generated access
// table records as `idempotencyKey: true`. The API answers a repeated key with the first answer, so a
// call that timed out or was refused with 503 can be sent again without paying twice. The key is made
// once per call (a retry reuses the same request, hence the same key); a caller that passes its own key
// (to retry across process restarts, say) keeps it.
import type { Middleware } from 'openapi-fetch';
import { operations as access } from './gen/operations.gen.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** `METHOD path-template` of every operation that takes an Idempotency-Key. */
const keyed = new Set(
  Object.values(access)
    .filter((entry) => 'idempotencyKey' in entry && entry.idempotencyKey)
    .map((entry) => `${entry.method} ${entry.path}`),
);

/** Whether the contract marks the operation at this method and path template as money-moving. */
export function takesIdempotencyKey(method: string, schemaPath: string): boolean {
  return keyed.has(`${method.toUpperCase()} ${schemaPath}`);
}

/**
 * A fresh key: a random UUID (122 random bits; the contract asks 8-100 characters). Browsers offer
 * randomUUID only on secure pages (https, localhost); elsewhere 16 random bytes in hex do as well.
 */
export function randomIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** Adds a key to every money-moving call that does not name its own. */
export function idempotencyMiddleware(newKey: () => string = randomIdempotencyKey): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (request.headers.has(IDEMPOTENCY_KEY_HEADER)) return undefined;
      if (!takesIdempotencyKey(request.method, schemaPath)) return undefined;
      request.headers.set(IDEMPOTENCY_KEY_HEADER, newKey());
      return undefined;
    },
  };
}
