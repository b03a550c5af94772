// A mutation and its history rows in one transaction: the work answers what it changed, the
// history rows are written before the transaction commits, so a change is never without its record
// and a failed change leaves neither.
import { type Change, recordHistory } from '../access/history.ts';
import type { Principal } from '../access/principal.ts';
import type { Db, Tx } from '../db/client.ts';

export interface Recorded<T> {
  answer: T;
  /** The history row(s) of this change (entity, id, action, company, before/after contract views). */
  history: Change | Change[];
}

export function recordedMutation<T>(
  db: Db,
  principal: Principal,
  work: (tx: Tx) => Promise<Recorded<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { answer, history } = await work(tx);
    for (const change of Array.isArray(history) ? history : [history]) {
      await recordHistory(tx, principal, change);
    }
    return answer;
  });
}
