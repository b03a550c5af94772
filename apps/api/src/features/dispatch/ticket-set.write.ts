// Handing a ticket set to a trip's conductor and taking it back (docs/reports.md, "Ticket sets"). The
// rules are the domain's (ticket-sets.ts), checked here first so the caller reads which one in
// Vietnamese; the overlap check and the insert run in one transaction, and the exclusion constraint of
// migration 0015 closes the race two clerks handing the same book at once would leave open (both 409).
// A return is one compare-and-set on `returned_from IS NULL`: two returns of one set settle it once.
import {
  returnedSerialProblem,
  TICKET_SET_MESSAGES,
  type TicketSetInput,
  ticketSetProblem,
} from '@busops/domain';
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { ticketSets } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { BodyOf } from '../../http/operation.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { loadTicketSet, type TicketSetBody } from './ticket-set.query.ts';
import { findTrip } from './trip.query.ts';

const ENTITY = 'ticket_set';
const s = ticketSets;

const isExclusionViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23P01' || e?.cause?.code === '23P01';
};

function assertRules(set: TicketSetInput, field: string) {
  const problem = ticketSetProblem(set);
  if (problem) throw badRequest(problem, [{ field, message: problem }]);
}

export async function createTicketSet(
  db: Db,
  principal: Principal,
  routeId: number,
  tripCode: string,
  body: BodyOf<'createTicketSet'>,
): Promise<TicketSetBody> {
  const input = {
    series: body.series,
    serialFrom: body.serial_from,
    serialTo: body.serial_to,
    denomination: body.denomination,
  };
  assertRules(input, body.serial_from > body.serial_to ? 'serial_to' : 'serial_from');
  try {
    return await recordedMutation(db, principal, async (tx) => {
      // Held until the set is written: a delete of the trip at once cannot leave the set without its trip.
      const trip = await findTrip(tx, routeId, tripCode, 'share');
      const [taken] = await tx
        .select({ id: s.id })
        .from(s)
        .where(
          and(
            eq(s.companyId, trip.companyId),
            eq(s.series, input.series),
            lte(s.serialFrom, input.serialTo),
            gte(s.serialTo, input.serialFrom),
          ),
        )
        .limit(1);
      if (taken) throw conflict(TICKET_SET_MESSAGES.overlap, 'TICKET_SET_OVERLAP');
      const [row] = await tx
        .insert(s)
        .values({
          companyId: trip.companyId,
          routeId: trip.routeId,
          tripCode: trip.code,
          serviceDate: trip.serviceDate,
          conductorId: trip.conductorId,
          ...input,
          fareProduct: body.fare_product ?? 've_luot',
          createdBy: principal.userId,
        })
        .returning({ id: s.id });
      const answer = await loadTicketSet(tx, row!.id);
      return {
        answer,
        history: {
          entity: ENTITY,
          entityId: row!.id,
          action: 'create',
          companyId: trip.companyId,
          after: answer,
        },
      };
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(TICKET_SET_MESSAGES.overlap, 'TICKET_SET_OVERLAP');
    throw error;
  }
}

export function recordTicketSetReturn(
  db: Db,
  principal: Principal,
  routeId: number,
  tripCode: string,
  body: BodyOf<'recordTicketSetReturn'>,
): Promise<TicketSetBody> {
  return recordedMutation(db, principal, async (tx) => {
    const trip = await findTrip(tx, routeId, tripCode);
    const [set] = await tx
      .select()
      .from(s)
      .where(
        and(
          eq(s.companyId, trip.companyId),
          eq(s.tripCode, trip.code),
          eq(s.series, body.series),
          eq(s.serialFrom, body.serial_from),
        ),
      );
    if (!set) throw notFound(TICKET_SET_MESSAGES.notFound);
    const problem = returnedSerialProblem(set, body.returned_from);
    if (problem) throw badRequest(problem, [{ field: 'returned_from', message: problem }]);
    const before = await loadTicketSet(tx, set.id);
    const [moved] = await tx
      .update(s)
      .set({ returnedFrom: body.returned_from, returnedAt: new Date(), returnedBy: principal.userId })
      .where(and(eq(s.id, set.id), isNull(s.returnedFrom)))
      .returning({ id: s.id });
    if (!moved) throw conflict(TICKET_SET_MESSAGES.alreadyReturned, 'TICKET_SET_RETURNED');
    const answer = await loadTicketSet(tx, set.id);
    return {
      answer,
      history: {
        entity: ENTITY,
        entityId: set.id,
        action: 'update',
        companyId: trip.companyId,
        before,
        after: answer,
      },
    };
  });
}
