// Live vehicle positions (issue 9, ADR 0011): device feeds in, the fleet's latest positions and
// their SSE stream out, all within the caller's current company.
import { defineHandlers } from '../../http/operation.ts';
import { decodeJsonFeed, decodeProtobufFeed } from './position.decode.ts';
import { pruneHistoryNow } from './position.prune.ts';
import { readPositions } from './position.query.ts';
import { recordPositions } from './position.record.ts';
import { openPositionStream } from './position.stream.ts';

/** x-company-scope member: a member company is always chosen (routes.ts refuses otherwise). */
const companyOf = (principal: { currentCompanyId: number | null }) => principal.currentCompanyId as number;

export const positionsHandlers = defineHandlers({
  async recordVehiclePositions({ body, principal, db }) {
    const reports = Buffer.isBuffer(body) ? decodeProtobufFeed(body) : decodeJsonFeed(body);
    const companyId = companyOf(principal);
    const result = await db.transaction((tx) => recordPositions(tx, companyId, reports));
    await pruneHistoryNow(db, companyId);
    return result;
  },

  async listVehiclePositions({ principal, db }) {
    const items = await readPositions(db, companyOf(principal));
    return { items, total: items.length };
  },

  async streamVehiclePositions({ request, reply, principal, db, services }) {
    return openPositionStream({ request, reply, db, companyId: companyOf(principal), services });
  },
});
