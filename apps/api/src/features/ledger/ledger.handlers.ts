// The fare ledger's operations (issue 20). Writing: devices' fare events (ingestFareEvents); the
// monthly-ticket orders write their own rows (order.payment.ts, order.cancel.ts), all through appendLedger.
import { defineHandlers } from '../../http/operation.ts';
import { ingestFareEvents } from './fare-events.ingest.ts';

/** x-company-scope member: a member company is always chosen (routes.ts refuses otherwise). */
const companyOf = (principal: { currentCompanyId: number | null }) => principal.currentCompanyId as number;

export const ledgerHandlers = defineHandlers({
  async ingestFareEvents({ body, principal, db, services }) {
    const now = services.clock();
    const source = {
      companyId: companyOf(principal),
      apiKeyId: principal.apiKey?.id ?? null,
      userId: principal.apiKey ? null : principal.userId,
    };
    return db.transaction((tx) => ingestFareEvents(tx, source, body.events, now));
  },
});
