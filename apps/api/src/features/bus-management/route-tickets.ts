// A route's tickets (tab 'Vé'): list, create, update, delete, and repricing from the auto-price
// entries. Each mutation in one transaction with its history row (kit/recorded.ts); `db` is scoped to
// the caller's companies (ADR 0009), so another company's route is simply not found (404).
import { autoPriceFor } from '@busops/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Change } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Db, Executor } from '../../db/client.ts';
import { routeAutoPrices, routeTickets } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { BodyOf, SuccessOf } from '../../http/operation.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { loadVisibleRoute } from './route.query.ts';

export type RouteTicketBody = SuccessOf<'createRouteTicket'>;
type TicketRow = typeof routeTickets.$inferSelect;

/** Spec §5: a ticket without a name is refused with exactly this message, nothing saved. */
export const TICKET_NAME_REQUIRED = 'Vui lòng nhập thông tin trước khi lưu!';
const VISIBLE = /[^\s\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/;
export const TICKET_NOT_FOUND = 'Không tìm thấy vé của tuyến';

export function toTicketBody(row: TicketRow): RouteTicketBody {
  return {
    id: row.id,
    route_id: row.routeId,
    name: row.name,
    type: row.type,
    price: row.price,
    distance_km: row.distanceKm,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listTickets(db: Executor, routeId: number) {
  await loadVisibleRoute(db, routeId);
  const rows = await db
    .select()
    .from(routeTickets)
    .where(eq(routeTickets.routeId, routeId))
    .orderBy(asc(routeTickets.type), asc(routeTickets.distanceKm), asc(routeTickets.id));
  return { items: rows.map(toTicketBody), total: rows.length };
}

async function entriesOf(tx: Executor, routeId: number) {
  const rows = await tx.select().from(routeAutoPrices).where(eq(routeAutoPrices.routeId, routeId));
  return rows.map((r) => ({ type: r.type, price: r.price, maxDistanceKm: r.maxDistanceKm }));
}

async function loadTicket(tx: Executor, routeId: number, ticketId: number): Promise<TicketRow> {
  const [row] = await tx
    .select()
    .from(routeTickets)
    .where(and(eq(routeTickets.id, ticketId), eq(routeTickets.routeId, routeId)));
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return row;
}

/** The stored values of a ticket body; with auto price on, the price is the matching entry's. */
async function ticketValues(
  tx: Executor,
  routeId: number,
  autoPrice: boolean,
  body: BodyOf<'createRouteTicket'>,
) {
  const name = body.name.trim();
  // The same 'visible character' rule as NonBlankText, with the spec's own message (§5).
  if (!VISIBLE.test(name)) throw badRequest(TICKET_NAME_REQUIRED);
  const type = body.type ?? 'standard';
  const distanceKm = body.distance_km ?? null;
  const auto = autoPrice ? autoPriceFor(await entriesOf(tx, routeId), type, distanceKm) : null;
  return { name, type, price: auto ?? body.price, distanceKm };
}

export function createTicket(
  db: Db,
  principal: Principal,
  routeId: number,
  body: BodyOf<'createRouteTicket'>,
) {
  return recordedMutation(db, principal, async (tx) => {
    const route = await loadVisibleRoute(tx, routeId);
    const values = await ticketValues(tx, routeId, route.isAutoPrice, body);
    const [row] = await tx
      .insert(routeTickets)
      .values({ ...values, routeId, companyId: route.companyId })
      .returning();
    const answer = toTicketBody(row!);
    return {
      answer,
      history: {
        entity: 'route_ticket',
        entityId: row!.id,
        action: 'create',
        companyId: route.companyId,
        after: answer,
      },
    };
  });
}

export function updateTicket(
  db: Db,
  principal: Principal,
  routeId: number,
  ticketId: number,
  body: BodyOf<'updateRouteTicket'>,
) {
  return recordedMutation(db, principal, async (tx) => {
    const route = await loadVisibleRoute(tx, routeId);
    const before = toTicketBody(await loadTicket(tx, routeId, ticketId));
    const values = await ticketValues(tx, routeId, route.isAutoPrice, body);
    const [row] = await tx
      .update(routeTickets)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(routeTickets.id, ticketId))
      .returning();
    const answer = toTicketBody(row!);
    return {
      answer,
      history: {
        entity: 'route_ticket',
        entityId: ticketId,
        action: 'update',
        companyId: route.companyId,
        before,
        after: answer,
      },
    };
  });
}

export function deleteTicket(db: Db, principal: Principal, routeId: number, ticketId: number) {
  return recordedMutation(db, principal, async (tx) => {
    const route = await loadVisibleRoute(tx, routeId);
    const before = toTicketBody(await loadTicket(tx, routeId, ticketId));
    await tx.delete(routeTickets).where(eq(routeTickets.id, ticketId));
    return {
      answer: { message: 'OK' },
      history: {
        entity: 'route_ticket',
        entityId: ticketId,
        action: 'delete',
        companyId: route.companyId,
        before,
      },
    };
  });
}

/**
 * Sets every ticket of the route to its auto price (inside the caller's transaction); a ticket no
 * entry matches keeps its price. Answers one history change per ticket whose price changed.
 */
export async function repriceTickets(tx: Executor, routeId: number, companyId: number): Promise<Change[]> {
  const entries = await entriesOf(tx, routeId);
  const tickets = await tx.select().from(routeTickets).where(eq(routeTickets.routeId, routeId));
  const changes: Change[] = [];
  for (const ticket of tickets) {
    const price = autoPriceFor(entries, ticket.type, ticket.distanceKm);
    if (price === null || price === ticket.price) continue;
    const [row] = await tx
      .update(routeTickets)
      .set({ price, updatedAt: new Date() })
      .where(eq(routeTickets.id, ticket.id))
      .returning();
    changes.push({
      entity: 'route_ticket',
      entityId: ticket.id,
      action: 'update',
      companyId,
      before: toTicketBody(ticket),
      after: toTicketBody(row!),
    });
  }
  return changes;
}
