// Creating, updating and deleting stops: each in one transaction with its history row
// (kit/recorded.ts), through the caller's scoped db (ADR 0009). A code is unique per company (409).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { targetCompanyId } from '../../access/tenancy.ts';
import type { Db, Executor } from '../../db/client.ts';
import { stops } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { STOP_KEY_TAKEN, type StopBody, type StopInput, stopValues, toStopBody } from './stop.fields.ts';
import { describeLines } from './stop.lines.ts';
import { assertInVietnam } from './stop.location.ts';
import { loadVisibleStop } from './stop.query.ts';

const ENTITY = 'stop';

async function assertKeyFree(executor: Executor, companyId: number, key: string, exceptId: number | null) {
  const [taken] = await executor
    .select({ id: stops.id })
    .from(stops)
    .where(
      and(
        eq(stops.companyId, companyId),
        sql`lower(${stops.code}) = lower(${key})`,
        exceptId === null ? undefined : ne(stops.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(STOP_KEY_TAKEN);
}

/** The unique index closes the race the check leaves open: its violation is the same 409. */
async function keyRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(STOP_KEY_TAKEN);
    throw error;
  }
}

export function createStop(db: Db, principal: Principal, body: StopInput): Promise<StopBody> {
  const companyId = targetCompanyId(principal, body.company_id);
  assertInVietnam(body.lat, body.lng);
  return keyRace(() =>
    recordedMutation(db, principal, async (tx) => {
      await assertKeyFree(tx, companyId, body.code, null);
      const [row] = await tx
        .insert(stops)
        .values({ ...stopValues(body), companyId })
        .returning({ id: stops.id });
      const answer = toStopBody(await loadVisibleStop(tx, row!.id));
      return {
        answer,
        history: { entity: ENTITY, entityId: row!.id, action: 'create', companyId, after: answer },
      };
    }),
  );
}

export function updateStop(db: Db, principal: Principal, id: number, body: StopInput): Promise<StopBody> {
  assertInVietnam(body.lat, body.lng);
  return keyRace(() =>
    recordedMutation(db, principal, async (tx) => {
      const before = toStopBody(await loadVisibleStop(tx, id));
      const companyId = body.company_id ? targetCompanyId(principal, body.company_id) : before.company_id;
      await assertKeyFree(tx, companyId, body.code, id);
      await tx
        .update(stops)
        .set({ ...stopValues(body), companyId, updatedAt: new Date() })
        .where(eq(stops.id, id));
      const answer = toStopBody(await loadVisibleStop(tx, id));
      return {
        answer,
        history: { entity: ENTITY, entityId: id, action: 'update', companyId, before, after: answer },
      };
    }),
  );
}

export function deleteStop(db: Db, principal: Principal, id: number): Promise<void> {
  return recordedMutation(db, principal, async (tx) => {
    const before = toStopBody(await loadVisibleStop(tx, id));
    // A line's stop order would lose a stop (and the on-board files with it): the lines go first.
    if (before.line_count > 0)
      throw conflict(
        `Không thể xoá điểm dừng "${before.name}": đang thuộc lộ trình ${describeLines(before.lines, before.line_count)}`,
        'STOP_IN_USE',
      );
    await tx.delete(stops).where(eq(stops.id, id));
    return {
      answer: undefined,
      history: { entity: ENTITY, entityId: id, action: 'delete', companyId: before.company_id, before },
    };
  });
}
