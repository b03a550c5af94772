// Live vehicle positions (issue 9, ADR 0011): device feeds in, the fleet's latest positions and
// their SSE stream out, all within the caller's current company.
import { defineHandlers } from '../../http/operation.ts';
import { decodeJsonFeed, decodeProtobufFeed } from './position.decode.ts';
import { pruneHistoryNow } from './position.prune.ts';
import { readPositions } from './position.query.ts';
import { recordPositions } from './position.record.ts';
import { openPositionStream } from './position.stream.ts';

/** x-company-scope member: a member company is always chosen (routes.ts refuses otherwise). */
export const companyOf = (principal: { currentCompanyId: number | null }) =>
  principal.currentCompanyId as number;

export const positionsHandlers = defineHandlers({
  async recordVehiclePositions({ body, principal, db, services }) {
    const now = services.clock();
    const reports = Buffer.isBuffer(body) ? decodeProtobufFeed(body, now) : decodeJsonFeed(body, now);
    const companyId = companyOf(principal);
    const result = await db.transaction((tx) =>
      recordPositions(tx, companyId, reports, now, principal.apiKey?.id ?? null),
    );
    await pruneHistoryNow(db, companyId);
    return result;
  },

  async listVehiclePositions({ principal, db }) {
    const items = await readPositions(db, companyOf(principal));
    return { items, total: items.length };
  },

  async streamVehiclePositions({ request, reply, principal, db, services }) {
    return openPositionStream({ request, reply, principal, db, companyId: companyOf(principal), services });
  },
});
