import type { Executor } from '../db/client.ts';
import { history } from '../db/schema/index.ts';
import type { Principal } from './principal.ts';
import { unscoped } from './scoped-db.ts';

export interface Change {
  entity: string;
  entityId: string | number;
  action: 'create' | 'update' | 'delete' | (string & {});
  companyId?: number | null;
  before?: unknown;
  after?: unknown;
}

/** Writes the history row of a mutation; call it inside the mutation's transaction. */
export async function recordHistory(
  executor: Executor,
  actor: Principal | null,
  change: Change,
): Promise<void> {
  // History says where a change happened; the mutation recording it already kept to the caller's
  // companies, and its rows name the company acted in (a notification's sender may be another).
  await unscoped(executor)
    .insert(history)
    .values({
      companyId: change.companyId ?? null,
      // A service key's change is the key's, not a person's (its principal's userId is no user's id).
      actorUserId: actor && !actor.apiKey ? actor.userId : null,
      actorApiKeyId: actor?.apiKey?.id ?? null,
      entity: change.entity,
      entityId: String(change.entityId),
      action: change.action,
      before: redact(change.before) ?? null,
      after: redact(change.after) ?? null,
    });
}

const SECRET_KEYS = new Set(['passwordHash', 'password_hash', 'password', 'passwordEnc', 'password_enc']);

/** Secrets never reach the history table. */
function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_KEYS.has(key)));
}
