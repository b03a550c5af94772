// The history of a record (the rows every mutation writes in its own transaction).
import { defineHandlers } from '../../http/operation.ts';
import { listRecordHistory } from './record-history.ts';

export const historyHandlers = defineHandlers({
  async listRecordHistory({ query, principal, db }) {
    return listRecordHistory(db, principal, query);
  },
});
