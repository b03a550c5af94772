// depositBusStaff: money into a staff member's deposit balance, once per Idempotency-Key (a retry
// with the same key and body replays the first answer; see http/idempotency.ts). Staff above the
// caller's rank are 403, like every staff write.
import { eq, sql } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import { busStaff, deposits } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { idempotentMoneyCall, type MoneyCallContext } from '../../kit/money-call.ts';
import { STAFF_NOT_FOUND } from './staff.query.ts';
import { assertMayActOn } from './staff.rules.ts';

type DepositBody = SuccessOf<'depositBusStaff'>;

export function depositToStaff(ctx: MoneyCallContext, body: BodyOf<'depositBusStaff'>): Promise<DepositBody> {
  const { principal } = ctx;
  return idempotentMoneyCall<DepositBody>(ctx, 'depositBusStaff', body, async (tx) => {
    const [staff] = await tx
      .select({
        id: busStaff.id,
        companyId: busStaff.companyId,
        role: busStaff.role,
        userId: busStaff.userId,
      })
      .from(busStaff)
      .where(eq(busStaff.id, body.staff_id));
    if (!staff) throw notFound(STAFF_NOT_FOUND);
    assertMayActOn(principal, staff);
    const [updated] = await tx
      .update(busStaff)
      .set({ depositBalance: sql`${busStaff.depositBalance} + ${body.amount}`, updatedAt: new Date() })
      .where(eq(busStaff.id, staff.id))
      .returning({ balance: busStaff.depositBalance });
    const [deposit] = await tx
      .insert(deposits)
      .values({
        companyId: staff.companyId,
        staffId: staff.id,
        amount: body.amount,
        balanceAfter: updated!.balance,
        note: body.note ?? null,
        createdBy: principal.userId,
      })
      .returning();
    const answer = {
      id: deposit!.id,
      staff_id: deposit!.staffId,
      amount: deposit!.amount,
      balance_after: deposit!.balanceAfter,
      note: deposit!.note,
      created_at: deposit!.createdAt.toISOString(),
    };
    await recordHistory(tx, principal, {
      entity: 'bus_staff',
      entityId: staff.id,
      action: 'deposit',
      companyId: staff.companyId,
      before: { deposit_balance: updated!.balance - body.amount },
      after: { deposit_balance: updated!.balance, deposit: answer },
    });
    return { status: 201, body: answer };
  });
}
