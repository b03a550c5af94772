// Changing NFC cards: registering a stock card, linking one to a member, unlinking it, moving its
// status (CARD_TRANSITIONS). Each change is ONE compare-and-set UPDATE on the version the caller read
// (`... where id = $1 and version = $v`), so of parallel calls exactly one wins and the others get 409;
// the unique index nfc_cards_one_active_per_member keeps one active card per member (its violation is
// the same 409). Each change writes its history row in its transaction.
import {
  CARD_STATUS_LABELS,
  CARD_UID_MESSAGE,
  type CardStatus,
  canMoveCard,
  normalizeCardUid,
} from '@busops/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import { targetCompanyId } from '../../access/tenancy.ts';
import type { Db, Tx } from '../../db/client.ts';
import { nfcCards, subscriptions } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { loadVisibleMember } from './member.query.ts';
import {
  CARD_ENTITY,
  CARD_NUMBER_TAKEN,
  CARD_UID_TAKEN,
  type NfcCardBody,
  type NfcCardRow,
  toNfcCardBody,
} from './nfc-card.fields.ts';
import { loadVisibleCard } from './nfc-card.query.ts';

export const CARD_LINKED_MESSAGE = 'Gắn thẻ thành công!';
export const CARD_UNLINKED_MESSAGE = 'Gỡ thẻ thành công!';
export const CARD_STATUS_MESSAGE = 'Cập nhật trạng thái thẻ thành công!';
export const CARD_CHANGED_MEANWHILE = 'Thẻ vừa được người khác thay đổi, vui lòng tải lại và thử lại';
const MEMBER_HAS_ACTIVE_CARD = 'Khách hàng đã có một thẻ đang hoạt động: khoá hoặc gỡ thẻ đó trước';

type CardAnswer = SuccessOf<'createNfcCardUser'>;

const constraintOf = (error: unknown): string | undefined => {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e.constraint ?? e.cause?.constraint;
};

/** The unique indexes close the races the checks leave open: their violations are the same 409s. */
async function uniqueRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = constraintOf(error);
    if (constraint === 'nfc_cards_company_uid_key') throw conflict(CARD_UID_TAKEN);
    if (constraint === 'nfc_cards_company_number_key') throw conflict(CARD_NUMBER_TAKEN);
    throw conflict(MEMBER_HAS_ACTIVE_CARD);
  }
}

export function createNfcCard(
  db: Db,
  principal: Principal,
  body: BodyOf<'createNfcCard'>,
): Promise<NfcCardBody> {
  const uid = normalizeCardUid(body.uid);
  if (!uid) throw badRequest(CARD_UID_MESSAGE, [{ field: 'uid', message: CARD_UID_MESSAGE }]);
  const companyId = targetCompanyId(principal, undefined);
  const cardNumber = body.card_number.trim();
  return uniqueRace(() =>
    recordedMutation(db, principal, async (tx) => {
      const [uidTaken] = await tx.select({ id: nfcCards.id }).from(nfcCards).where(eq(nfcCards.uid, uid));
      if (uidTaken) throw conflict(CARD_UID_TAKEN);
      const [numberTaken] = await tx
        .select({ id: nfcCards.id })
        .from(nfcCards)
        .where(eq(nfcCards.cardNumber, cardNumber));
      if (numberTaken) throw conflict(CARD_NUMBER_TAKEN);
      const [row] = await tx
        .insert(nfcCards)
        .values({ companyId, uid, cardNumber, note: body.note ?? null })
        .returning({ id: nfcCards.id });
      const answer = toNfcCardBody(await loadVisibleCard(tx, row!.id));
      return {
        answer,
        history: { entity: CARD_ENTITY, entityId: row!.id, action: 'create', companyId, after: answer },
      };
    }),
  );
}

/** The compare-and-set: the card moves only if it is still at `version` (and `extra` holds). */
async function casUpdate(
  tx: Tx,
  card: NfcCardRow,
  set: Partial<typeof nfcCards.$inferInsert>,
  extra = sql`true`,
): Promise<NfcCardBody> {
  const moved = await tx
    .update(nfcCards)
    .set({ ...set, version: card.version + 1, updatedAt: new Date() })
    .where(and(eq(nfcCards.id, card.id), eq(nfcCards.version, card.version), extra))
    .returning({ id: nfcCards.id });
  if (moved.length === 0) throw conflict(CARD_CHANGED_MEANWHILE);
  return toNfcCardBody(await loadVisibleCard(tx, card.id));
}

const cardHistory = (card: NfcCardRow, action: string, before: NfcCardBody, after: NfcCardBody) => ({
  entity: CARD_ENTITY,
  entityId: card.id,
  action,
  companyId: card.companyId,
  before,
  after,
});

/** spec §7 NFC POST card user: an active free card to a member without another active card. */
export function linkNfcCard(
  db: Db,
  principal: Principal,
  body: BodyOf<'createNfcCardUser'>,
): Promise<CardAnswer> {
  return uniqueRace(() =>
    recordedMutation(db, principal, async (tx) => {
      const card = await loadVisibleCard(tx, body.card_id);
      const member = await loadVisibleMember(tx, body.member_id);
      if (card.status !== 'active') {
        throw conflict(
          `Thẻ ${card.cardNumber} đang ở trạng thái '${CARD_STATUS_LABELS[card.status]}': chỉ gắn được thẻ đang hoạt động`,
        );
      }
      if (card.memberId !== null) {
        throw conflict(
          card.memberId === member.id
            ? `Thẻ ${card.cardNumber} đã được gắn cho khách hàng này`
            : `Thẻ ${card.cardNumber} đang được gắn cho khách hàng khác`,
        );
      }
      const [other] = await tx
        .select({ cardNumber: nfcCards.cardNumber })
        .from(nfcCards)
        .where(
          and(eq(nfcCards.memberId, member.id), eq(nfcCards.status, 'active'), ne(nfcCards.id, card.id)),
        );
      if (other)
        throw conflict(`Khách hàng đã có thẻ ${other.cardNumber} đang hoạt động: khoá hoặc gỡ thẻ đó trước`);
      const before = toNfcCardBody(card);
      const after = await casUpdate(
        tx,
        card,
        { memberId: member.id, linkedAt: new Date() },
        and(eq(nfcCards.status, 'active'), isNull(nfcCards.memberId)),
      );
      return {
        answer: { message: CARD_LINKED_MESSAGE, card: after },
        history: cardHistory(card, 'link', before, after),
      };
    }),
  );
}

/** spec §7 NFC PUT card user: unlink, or a status move CARD_TRANSITIONS allows ('replaced' never by hand). */
export function updateNfcCardUser(
  db: Db,
  principal: Principal,
  body: BodyOf<'updateNfcCardUser'>,
): Promise<CardAnswer> {
  return uniqueRace(() =>
    recordedMutation(db, principal, async (tx) => {
      const card = await loadVisibleCard(tx, body.card_id);
      if (body.version !== undefined && body.version !== card.version) throw conflict(CARD_CHANGED_MEANWHILE);
      const before = toNfcCardBody(card);
      const note = body.note === undefined ? {} : { note: body.note };
      if (body.action === 'unlink') {
        if (card.memberId === null) throw conflict(`Thẻ ${card.cardNumber} chưa được gắn cho khách hàng nào`);
        // The pass first, then the card: the order a card change on the pass takes them in (no deadlock).
        await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(eq(subscriptions.cardId, card.id))
          .for('update');
        const after = await casUpdate(tx, card, { memberId: null, linkedAt: null, ...note });
        // A pass that held the card no longer has one: the counter gives it a card again ('Gắn thẻ').
        await tx
          .update(subscriptions)
          .set({ cardId: null, updatedAt: new Date() })
          .where(eq(subscriptions.cardId, card.id));
        return {
          answer: { message: CARD_UNLINKED_MESSAGE, card: after },
          history: cardHistory(card, 'unlink', before, after),
        };
      }
      const to: CardStatus = body.action;
      if (!canMoveCard(card.status, to)) {
        throw conflict(
          `Không thể chuyển thẻ ${card.cardNumber} từ '${CARD_STATUS_LABELS[card.status]}' sang '${CARD_STATUS_LABELS[to]}'`,
        );
      }
      const after = await casUpdate(tx, card, { status: to, ...note }, eq(nfcCards.status, card.status));
      return {
        answer: { message: CARD_STATUS_MESSAGE, card: after },
        history: cardHistory(card, 'status', before, after),
      };
    }),
  );
}
