// The worker runs outside any request: a job's owner is loaded here (as a request's caller would be),
// and everything the job reads or writes goes through the database scoped to them.
import { loadPrincipal, type Principal } from '../../access/principal.ts';
import { scopedDb } from '../../access/scoped-db.ts';
import type { Database, Db } from '../../db/client.ts';

export interface OwnerScope {
  principal: Principal;
  db: Db;
}

export function ownerScopes(database: Database) {
  return async (userId: number): Promise<OwnerScope> => {
    const principal = await loadPrincipal(database.db, userId, null);
    return { principal, db: scopedDb(database.db, principal) };
  };
}
