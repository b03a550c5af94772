// A money-moving POST (design §3): runs at most once per Idempotency-Key (http/idempotency.ts) and
// answers like the first call; a replay says so in the `idempotent-replayed` header.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../access/principal.ts';
import type { Db, Tx } from '../db/client.ts';
import { type IdempotentAnswer, withIdempotency } from '../http/idempotency.ts';
import type { OperationId } from '../http/operation.ts';

export interface MoneyCallContext {
  db: Db;
  principal: Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

export async function idempotentMoneyCall<T>(
  ctx: MoneyCallContext,
  operationId: OperationId,
  body: unknown,
  work: (tx: Tx) => Promise<IdempotentAnswer<T>>,
): Promise<T> {
  const header = ctx.request.headers['idempotency-key'];
  const result = await withIdempotency<T>(
    {
      db: ctx.db,
      userId: ctx.principal.userId,
      operationId,
      key: typeof header === 'string' ? header : null,
      request: body,
    },
    work,
  );
  ctx.reply.code(result.status);
  if (result.replayed) ctx.reply.header('idempotent-replayed', 'true');
  return result.body;
}
