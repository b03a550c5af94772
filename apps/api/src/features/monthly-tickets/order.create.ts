// The three orders a counter takes (registration, extension, new card). Each is one transaction that
// locks the pass it buys for, so two counters cannot order the same month (and the unique index
// "one live order per pass and month" backs that), and answers the order awaiting payment.
import {
  isPeriodMonth,
  monthOf,
  nextPeriod,
  type OrderType,
  REGISTRATION_MONTH_MESSAGE,
  registrationMonths,
  saigonToday,
} from '@busops/domain';
import { and, eq, sql } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  cardTypes,
  members,
  nfcCards,
  routes,
  subscriptionOrders,
  subscriptions,
} from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import { MEMBER_NOT_FOUND } from '../customers/member.fields.ts';
import { createMember } from '../customers/member.write.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { loadOrder, type OrderBody } from './order.select.ts';
import { assertFreeCard } from './pass.card.ts';
import { PASS_NOT_FOUND, type PassKey, priceOn } from './pass.query.ts';

export const PHONE_TAKEN = 'Số điện thoại đã có trong danh sách khách hàng: chọn khách hàng đó';
export const monthTaken = (month: string) =>
  `Tháng ${month.slice(5)}/${month.slice(0, 4)} của vé này đã có đơn`;
export const noPrice = (month: string) =>
  `Chưa có giá vé tháng cho loại thẻ và tuyến này trong tháng ${month.slice(5)}/${month.slice(0, 4)}`;
export const OPEN_ORDER = (code: string) =>
  `Vé này đang có đơn chờ thanh toán (${code}): thu tiền hoặc hủy đơn đó`;

/** A company's next order number, from one sequence (parallel counters never share one). */
const nextCode = sql<string>`'VT-' || lpad(nextval('subscription_order_no')::text, 6, '0')`;

interface NewOrder {
  companyId: number;
  orderType: OrderType;
  memberId: number;
  subscriptionId: number;
  periodMonth: string | null;
  amount: number;
  vatIncluded: boolean;
  priceId: number | null;
  cardId?: number | null;
  oldCardId?: number | null;
  source?: string;
  note?: string | null;
}

export interface NewOrderRef {
  id: number;
  code: string;
}

/** Inserts the order and its history row; a month already ordered for the pass answers 409. */
async function insertOrder(tx: Tx, principal: Principal, order: NewOrder): Promise<NewOrderRef> {
  let made: NewOrderRef;
  try {
    const [row] = await tx
      .insert(subscriptionOrders)
      .values({ ...order, code: nextCode, createdBy: principal.userId, source: order.source ?? 'web-admin' })
      .returning({ id: subscriptionOrders.id, code: subscriptionOrders.code });
    made = row!;
    await recordHistory(tx, principal, {
      entity: 'subscription_order',
      entityId: made.id,
      action: 'create',
      companyId: order.companyId,
      after: {
        code: row!.code,
        order_type: order.orderType,
        period_month: order.periodMonth,
        amount: order.amount,
      },
    });
  } catch (error) {
    if (isUniqueViolation(error) && order.periodMonth) throw conflict(monthTaken(order.periodMonth));
    throw error;
  }
  return made;
}

/**
 * The pass, locked for this transaction, with its order awaiting payment and the last month it holds:
 * its last live order's month or, for a pass paid before any order here (imported), its paid month.
 */
async function lockPass(tx: Tx, passId: number) {
  const [pass] = await tx.select().from(subscriptions).where(eq(subscriptions.id, passId)).for('update');
  if (!pass) throw notFound(PASS_NOT_FOUND);
  const [orders] = await tx
    .select({
      last: sql<
        string | null
      >`max(${subscriptionOrders.periodMonth}) filter (where ${subscriptionOrders.status} <> 4)`,
      openCode: sql<
        string | null
      >`min(${subscriptionOrders.code}) filter (where ${subscriptionOrders.status} = 1)`,
      openCardCode: sql<
        string | null
      >`min(${subscriptionOrders.code}) filter (where ${subscriptionOrders.status} = 1 and ${subscriptionOrders.orderType} = 3)`,
    })
    .from(subscriptionOrders)
    .where(eq(subscriptionOrders.subscriptionId, pass.id));
  const paidMonth = pass.paidThrough ? monthOf(pass.paidThrough) : null;
  const last =
    [orders?.last ?? null, paidMonth]
      .filter((m): m is string => m !== null)
      .sort()
      .at(-1) ?? null;
  return {
    pass,
    open: orders?.openCode ?? null,
    openCardOrder: orders?.openCardCode ?? null,
    lastMonth: last,
  };
}

async function priceOrRefuse(tx: Tx, key: PassKey, month: string) {
  const price = await priceOn(tx, key, month);
  if (!price) throw notFound(noPrice(month));
  return price;
}

export async function createRegistration(
  db: Db,
  principal: Principal,
  body: BodyOf<'createRegistrationOrder'>,
): Promise<OrderBody> {
  if ((body.member_id === undefined) === (body.member === undefined)) {
    throw badRequest('Chọn khách hàng có sẵn (member_id) hoặc nhập khách hàng mới (member), không cả hai');
  }
  if (body.scope === 'single' && body.route_id === undefined) throw badRequest('Chọn tuyến của vé một tuyến');
  if (body.scope === 'multi' && !body.multiple_routes_name?.trim())
    throw badRequest('Chọn giá vé liên tuyến');
  const today = saigonToday();
  const month = body.period_month ?? monthOf(today);
  // A registration buys this month or the next (Saigon time): never a past month, never a far one.
  if (!isPeriodMonth(month) || month < monthOf(today)) throw badRequest('Tháng của vé không được ở quá khứ');
  if (!registrationMonths(today).includes(month)) throw badRequest(REGISTRATION_MONTH_MESSAGE);
  const made = await db.transaction(async (tx) => {
    const memberId = body.member_id ?? (await registerMember(tx, principal, body.member!));
    const [member] = await tx
      .select({ id: members.id, companyId: members.companyId })
      .from(members)
      .where(eq(members.id, memberId));
    if (!member?.companyId) throw notFound(MEMBER_NOT_FOUND);
    const [type] = await tx
      .select({ id: cardTypes.id, enabled: cardTypes.enabled })
      .from(cardTypes)
      .where(and(eq(cardTypes.id, body.card_type_id), eq(cardTypes.companyId, member.companyId)));
    if (!type) throw notFound('Không tìm thấy loại thẻ');
    if (!type.enabled) throw conflict('Loại thẻ này đã ngừng áp dụng');
    if (body.scope === 'single') {
      const [route] = await tx
        .select({ id: routes.id })
        .from(routes)
        .where(and(eq(routes.id, body.route_id!), eq(routes.companyId, member.companyId)));
      if (!route) throw notFound('Không tìm thấy tuyến');
    }
    if (body.card_id !== undefined) await assertCardOfCompany(tx, body.card_id, member.companyId);
    const key: PassKey = {
      scope: body.scope,
      routeId: body.scope === 'single' ? body.route_id! : null,
      multipleRoutesName: body.scope === 'multi' ? body.multiple_routes_name!.trim() : null,
      cardTypeId: type.id,
    };
    const price = await priceOrRefuse(tx, key, month);
    const [pass] = await tx
      .insert(subscriptions)
      .values({ companyId: member.companyId, memberId: member.id, ...key })
      .returning({ id: subscriptions.id });
    return insertOrder(tx, principal, {
      companyId: member.companyId,
      orderType: 1,
      memberId: member.id,
      subscriptionId: pass!.id,
      periodMonth: month,
      amount: price.price,
      vatIncluded: price.vatIncluded,
      priceId: price.id,
      cardId: body.card_id ?? null,
      source: body.source,
      note: body.note ?? null,
    });
  });
  return loadOrder(db, made.id);
}

async function assertCardOfCompany(tx: Tx, cardId: number, companyId: number): Promise<void> {
  const [card] = await tx
    .select({ companyId: nfcCards.companyId })
    .from(nfcCards)
    .where(eq(nfcCards.id, cardId));
  if (!card || card.companyId !== companyId) throw notFound('Không tìm thấy thẻ');
  await assertFreeCard(tx, cardId);
}

/**
 * A new customer typed at the counter, registered as /customer/search registers one (in this transaction);
 * a phone already in the file gets the counter's hint to pick that customer instead.
 */
async function registerMember(
  tx: Tx,
  principal: Principal,
  input: NonNullable<BodyOf<'createRegistrationOrder'>['member']>,
): Promise<number> {
  try {
    // createMember opens its transaction on what it is given: on `tx`, a savepoint of this one.
    return (await createMember(tx as unknown as Db, principal, input)).id;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) throw conflict(PHONE_TAKEN);
    throw error;
  }
}

/** One more month of a pass, in the caller's open transaction (the campaign runs one per pass). */
export async function extendPass(
  tx: Tx,
  principal: Principal,
  body: BodyOf<'createExtensionOrder'>,
): Promise<NewOrderRef> {
  const { pass, open, lastMonth } = await lockPass(tx, body.subscription_id);
  if (open) throw conflict(OPEN_ORDER(open));
  const month = nextPeriod(lastMonth, saigonToday());
  const price = await priceOrRefuse(tx, pass, month);
  return insertOrder(tx, principal, {
    companyId: pass.companyId,
    orderType: 2,
    memberId: pass.memberId,
    subscriptionId: pass.id,
    periodMonth: month,
    amount: price.price,
    vatIncluded: price.vatIncluded,
    priceId: price.id,
    cardId: pass.cardId,
    source: body.source,
    note: body.note ?? null,
  });
}

export async function createExtension(
  db: Db,
  principal: Principal,
  body: BodyOf<'createExtensionOrder'>,
): Promise<OrderBody> {
  const made = await db.transaction((tx) => extendPass(tx, principal, body));
  return loadOrder(db, made.id);
}

export async function createChangeCard(
  db: Db,
  principal: Principal,
  body: BodyOf<'createChangeCardOrder'>,
): Promise<OrderBody> {
  const made = await db.transaction(async (tx) => {
    const { pass, openCardOrder } = await lockPass(tx, body.subscription_id);
    if (openCardOrder) throw conflict(OPEN_ORDER(openCardOrder));
    const [type] = await tx
      .select({ fee: cardTypes.cardFee })
      .from(cardTypes)
      .where(eq(cardTypes.id, pass.cardTypeId));
    if (body.card_id !== undefined) await assertCardOfCompany(tx, body.card_id, pass.companyId);
    let oldCardId: number | null = null;
    if (body.kind === 'replacement') {
      if (pass.cardId === null) throw conflict('Vé tháng chưa có thẻ: chọn "Cấp thẻ trắng"');
      const status = body.old_card_status ?? 'blocked';
      // The old card stops working now, in this transaction (compare-and-set on its status).
      const [blocked] = await tx
        .update(nfcCards)
        .set({ status, version: sql`${nfcCards.version} + 1`, updatedAt: new Date() })
        .where(and(eq(nfcCards.id, pass.cardId), eq(nfcCards.status, 'active')))
        .returning({ id: nfcCards.id });
      if (!blocked) throw conflict('Thẻ hiện tại không còn hoạt động: đã có đơn đổi thẻ hoặc thẻ đã bị khóa');
      await recordHistory(tx, principal, {
        entity: 'nfc_card',
        entityId: pass.cardId,
        action: status === 'lost' ? 'report_lost' : 'block',
        companyId: pass.companyId,
        before: { status: 'active' },
        after: { status, reason: 'change_card_order' },
      });
      oldCardId = pass.cardId;
    } else if (pass.cardId !== null) {
      throw conflict('Vé tháng đã có thẻ: chọn "Thay thẻ" để thay thẻ cũ');
    }
    return insertOrder(tx, principal, {
      companyId: pass.companyId,
      orderType: 3,
      memberId: pass.memberId,
      subscriptionId: pass.id,
      periodMonth: null,
      amount: type?.fee ?? 0,
      vatIncluded: true,
      priceId: null,
      cardId: body.card_id ?? null,
      oldCardId,
      note: body.note ?? null,
    });
  });
  return loadOrder(db, made.id);
}
