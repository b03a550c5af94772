// Ticket sets as the contract answers them (TicketSets.yaml), and their list (listTicketSets): the
// period of the trips' service days (the reports' criteria: at most 366 days), optionally one route or
// one trip, through the scoped database (a member company sees its own, the super company every member's).
import { ticketsInSet, ticketsSold } from '@busops/domain';
import type { components } from '@busops/sdk/schema';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { busStaff, ticketSets } from '../../db/schema/index.ts';
import type { QueryOf } from '../../http/operation.ts';
import { readPage } from '../../http/paging.ts';
import { assertPeriod } from '../reports/report.criteria.ts';

export type TicketSetBody = components['schemas']['TicketSet'];

const s = ticketSets;

function selectSets(db: Executor) {
  return db
    .select({ set: s, conductorName: busStaff.fullName })
    .from(s)
    .leftJoin(busStaff, eq(busStaff.id, s.conductorId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectSets>['where']>>[number];

export function toTicketSetBody({ set, conductorName }: Selected): TicketSetBody {
  const sold = set.returnedFrom === null ? null : ticketsSold(set, set.returnedFrom);
  return {
    id: set.id,
    company_id: set.companyId,
    route_id: set.routeId,
    trip_code: set.tripCode,
    service_date: set.serviceDate,
    conductor_id: set.conductorId,
    conductor_name: conductorName,
    series: set.series,
    serial_from: set.serialFrom,
    serial_to: set.serialTo,
    denomination: set.denomination,
    fare_product: set.fareProduct,
    tickets: ticketsInSet(set),
    returned_from: set.returnedFrom,
    tickets_sold: sold,
    value: sold === null ? null : sold * set.denomination,
    returned_at: set.returnedAt?.toISOString() ?? null,
    created_at: set.createdAt.toISOString(),
  };
}

export async function loadTicketSet(db: Executor, id: number): Promise<TicketSetBody> {
  const [row] = await selectSets(db).where(eq(s.id, id));
  return toTicketSetBody(row!);
}

export async function listTicketSets(db: Executor, query: QueryOf<'listTicketSets'>) {
  assertPeriod(query);
  const where: SQL = and(
    gte(s.serviceDate, query.date_from),
    lte(s.serviceDate, query.date_to),
    query.company_id !== undefined ? eq(s.companyId, query.company_id) : undefined,
    query.route_id !== undefined ? eq(s.routeId, query.route_id) : undefined,
    query.trip_code !== undefined ? eq(s.tripCode, query.trip_code) : undefined,
  )!;
  const page = await readPage(
    query,
    (limit, offset) =>
      selectSets(db)
        .where(where)
        .orderBy(desc(s.serviceDate), asc(s.routeId), asc(s.tripCode), asc(s.series), asc(s.serialFrom))
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(s).where(where);
      return row!.n;
    },
  );
  return { items: page.items.map(toTicketSetBody), total: page.total };
}
