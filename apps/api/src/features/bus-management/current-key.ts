// getCurrentKey: the machine key of the call describes itself (its name, kind, roles and company), so
// a program, or `busops whoami` on a key's profile, can say which key it runs with. The row is read by
// the id the key authenticated as, within the key's own company (the scoped db).
import { eq } from 'drizzle-orm';
import type { MachineKey, Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { apiKeys, companies } from '../../db/schema/index.ts';
import { unauthorized } from '../../http/errors.ts';
import type { SuccessOf } from '../../http/operation.ts';
import { keyBody } from './api-key.write.ts';

type CurrentKey = SuccessOf<'getCurrentKey'>;

/** The key the call authenticated with; a call without one (a person's, or nobody's) is 401. */
export function callingKey(principal: Principal | null): MachineKey {
  if (!principal?.apiKey)
    throw unauthorized('Thiếu khoá (x-api-key): người dùng đăng nhập xem tài khoản của mình ở /staff/me');
  return principal.apiKey;
}

export async function currentKeyOf(db: Db, key: MachineKey): Promise<CurrentKey> {
  const [row] = await db
    .select({ key: apiKeys, companyName: companies.name })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(eq(apiKeys.id, key.id));
  // Authenticated a moment ago; gone only if revoked in between, which a next call would refuse too.
  if (!row) throw unauthorized('Khoá không hợp lệ hoặc đã bị thu hồi');
  return {
    ...keyBody(row.key),
    kind: row.key.kind,
    // The column holds only what createServiceKey let in: roles of the contract's enum.
    roles: row.key.roles as CurrentKey['roles'],
    company: { id: row.key.companyId, name: row.companyName },
  };
}
