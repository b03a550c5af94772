// Creating, updating and deleting card types, each in one transaction with its history row
// (kit/recorded.ts), through the caller's scoped db (ADR 0009). A code is unique per company, any case
// (409); a type that prices or passes name is not deleted (409: disable it instead).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { targetCompanyId } from '../../access/tenancy.ts';
import type { Db, Executor } from '../../db/client.ts';
import { cardTypes, subscriptionPrices, subscriptions } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import {
  CARD_TYPE_CODE_TAKEN,
  type CardTypeBody,
  type CardTypeInput,
  cardTypeValues,
  toCardTypeBody,
} from './card-type.fields.ts';
import { loadVisibleCardType } from './card-type.query.ts';

const ENTITY = 'card_type';

async function assertCodeFree(executor: Executor, companyId: number, code: string, exceptId: number | null) {
  const [taken] = await executor
    .select({ id: cardTypes.id })
    .from(cardTypes)
    .where(
      and(
        eq(cardTypes.companyId, companyId),
        sql`lower(${cardTypes.code}) = lower(${code})`,
        exceptId === null ? undefined : ne(cardTypes.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(CARD_TYPE_CODE_TAKEN);
}

/** The unique index closes the race the check leaves open: its violation is the same 409. */
async function codeRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CARD_TYPE_CODE_TAKEN);
    throw error;
  }
}

export function createCardType(db: Db, principal: Principal, body: CardTypeInput): Promise<CardTypeBody> {
  const companyId = targetCompanyId(principal, null);
  const values = cardTypeValues(body);
  return codeRace(() =>
    recordedMutation(db, principal, async (tx) => {
      await assertCodeFree(tx, companyId, values.code, null);
      const [row] = await tx
        .insert(cardTypes)
        .values({ ...values, companyId })
        .returning({ id: cardTypes.id });
      const answer = toCardTypeBody(await loadVisibleCardType(tx, row!.id));
      return {
        answer,
        history: { entity: ENTITY, entityId: row!.id, action: 'create', companyId, after: answer },
      };
    }),
  );
}

export function updateCardType(
  db: Db,
  principal: Principal,
  id: number,
  body: CardTypeInput,
): Promise<CardTypeBody> {
  const values = cardTypeValues(body);
  return codeRace(() =>
    recordedMutation(db, principal, async (tx) => {
      const before = toCardTypeBody(await loadVisibleCardType(tx, id));
      await assertCodeFree(tx, before.company_id, values.code, id);
      await tx
        .update(cardTypes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(cardTypes.id, id));
      const answer = toCardTypeBody(await loadVisibleCardType(tx, id));
      return {
        answer,
        history: {
          entity: ENTITY,
          entityId: id,
          action: 'update',
          companyId: before.company_id,
          before,
          after: answer,
        },
      };
    }),
  );
}

export function deleteCardType(db: Db, principal: Principal, id: number): Promise<void> {
  return recordedMutation(db, principal, async (tx) => {
    // The row lock keeps a price or pass from naming the type between the check and the delete.
    await tx.select({ id: cardTypes.id }).from(cardTypes).where(eq(cardTypes.id, id)).for('update');
    const before = toCardTypeBody(await loadVisibleCardType(tx, id));
    const [passes] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(subscriptions)
      .where(eq(subscriptions.cardTypeId, id));
    const [prices] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(subscriptionPrices)
      .where(eq(subscriptionPrices.cardTypeId, id));
    const uses = [
      prices!.n > 0 ? `${prices!.n} bảng giá` : null,
      passes!.n > 0 ? `${passes!.n} vé tháng` : null,
    ].filter(Boolean);
    if (uses.length > 0)
      throw conflict(
        `Không thể xoá loại thẻ ${before.code}: đang được dùng cho ${uses.join(' và ')}. Hãy ngừng bán (tắt "Đang bán") thay vì xoá.`,
        'IN_USE',
      );
    await tx.delete(cardTypes).where(eq(cardTypes.id, id));
    return {
      answer: undefined,
      history: { entity: ENTITY, entityId: id, action: 'delete', companyId: before.company_id, before },
    };
  });
}
