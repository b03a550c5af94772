// Reads the demo's monthly-ticket data of a company for the order tests: its card types, a free stock
// card, a member without a pass, and passes by state.
import { addMonths, monthOf, periodDays, saigonToday } from '@busops/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { cardTypes, members, nfcCards, routes, subscriptions } from '../../src/db/schema/index.ts';
import type { TestApp } from '../harness.ts';

export const SALE = '0901000008'; // Phương Nam, role 8
export const CONTROLLER = '0901000009'; // Phương Nam, role 9
export const ADMIN = '0901000002'; // Phương Nam, role 2
export const OTHER_ADMIN = '0902000002'; // Quyết Thắng, role 2

export async function companyIdOf(t: TestApp, code: string): Promise<number> {
  const rows = (await t.services.database.db.execute(
    sql`select id from companies where code = ${code}`,
  )) as unknown as { rows: Array<{ id: number }> };
  return Number(rows.rows[0]!.id);
}

let used = 0;
/** A stock card of the company nobody has taken in this test file yet. */
export async function freeCard(t: TestApp, companyId: number): Promise<{ id: number; cardNumber: string }> {
  const cards = await t.services.database.db
    .select({ id: nfcCards.id, cardNumber: nfcCards.cardNumber })
    .from(nfcCards)
    .where(and(eq(nfcCards.companyId, companyId), isNull(nfcCards.memberId), eq(nfcCards.status, 'active')))
    .orderBy(nfcCards.id);
  return cards[used++]!;
}

export async function memberWithoutPass(t: TestApp, companyId: number) {
  const rows = (await t.services.database.db.execute(
    sql`select m.id, m.phone_number from members m where m.company_id = ${companyId}
        and not exists (select 1 from subscriptions s where s.member_id = m.id) order by m.id`,
  )) as unknown as { rows: Array<{ id: number; phone_number: string }> };
  return rows.rows;
}

export async function cardTypeId(t: TestApp, companyId: number, code: string): Promise<number> {
  const [row] = await t.services.database.db
    .select({ id: cardTypes.id })
    .from(cardTypes)
    .where(and(eq(cardTypes.companyId, companyId), eq(cardTypes.code, code)));
  return row!.id;
}

export async function firstRoute(t: TestApp, companyId: number): Promise<number> {
  const [row] = await t.services.database.db
    .select({ id: routes.id })
    .from(routes)
    .where(eq(routes.companyId, companyId))
    .orderBy(routes.id)
    .limit(1);
  return row!.id;
}

/** Passes of the company paid through the end of this month, without an order for next month. */
export async function passesDueThisMonth(t: TestApp, companyId: number) {
  const end = periodDays(monthOf(saigonToday())).to;
  const next = addMonths(monthOf(saigonToday()), 1);
  const rows = (await t.services.database.db.execute(
    sql`select s.id, s.card_id from subscriptions s where s.company_id = ${companyId} and s.paid_through = ${end}
        and not exists (select 1 from subscription_orders o where o.subscription_id = s.id and o.status <> 4 and o.period_month >= ${next})
        order by s.id`,
  )) as unknown as { rows: Array<{ id: number; card_id: number | null }> };
  return rows.rows;
}

export async function passOf(t: TestApp, id: number) {
  const [row] = await t.services.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

export async function memberIds(t: TestApp, companyId: number) {
  return t.services.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.companyId, companyId));
}
