// The demo's ticket sets (vé quyển, issue 20), so ticket-book statistics are alive on first start: for
// each dispatched trip that sold paper tickets, one set per fare (a book of the adult fare, one of the
// student fare), handed to the trip's conductor, a little more than the trip sold, in a series per
// company and fare ('7K/26': 7,000 ₫ tickets of 2026) numbered on from trip to trip. A trip done has
// its set back with the first unused serial right after the tickets the ledger sold (voided tickets
// included: their serial was used, so a void shows as a difference against the ledger's cash, which is
// what finance checks); a trip still running has its sets out.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { ticketSets } from '../db/schema/index.ts';

export interface PaperSales {
  companyId: number;
  routeId: number;
  tripCode: string;
  serviceDate: string;
  conductorId: number | null;
  running: boolean;
  /** The fare of the tickets (VND) and how many the ledger sold at it. */
  fare: number;
  sold: number;
}

/** The first serial of every series: books print 7 digits. */
const FIRST_SERIAL = 1_000_001;

/** Tickets handed: what the trip sold and a margin, in whole books of 50. */
const handedFor = (sold: number) => Math.ceil((sold + 20) / 50) * 50;

export const seriesOf = (fare: number, day: string) => `${Math.round(fare / 1000)}K/${day.slice(2, 4)}`;

/** The sets of the given sales, in their order (day, departure), serials numbered on per series. */
export function demoTicketSets(sales: readonly PaperSales[]): Array<typeof ticketSets.$inferInsert> {
  const next = new Map<string, number>();
  return sales.map((s) => {
    const series = seriesOf(s.fare, s.serviceDate);
    const key = `${s.companyId}|${series}`;
    const serialFrom = next.get(key) ?? FIRST_SERIAL;
    const serialTo = serialFrom + handedFor(s.sold) - 1;
    next.set(key, serialTo + 1);
    return {
      companyId: s.companyId,
      routeId: s.routeId,
      tripCode: s.tripCode,
      serviceDate: s.serviceDate,
      conductorId: s.conductorId,
      series,
      serialFrom,
      serialTo,
      denomination: s.fare,
      fareProduct: 've_luot',
      returnedFrom: s.running ? null : serialFrom + s.sold,
      returnedAt: s.running ? null : new Date(),
    };
  });
}

/** Paper tickets sold for money per dispatched trip and fare, read from the ledger just written. */
async function paperSales(tx: Tx, companyIds: readonly number[]): Promise<PaperSales[]> {
  const result = await tx.execute(sql`
    select t.company_id, t.route_id, t.code, to_char(t.service_date, 'YYYY-MM-DD') as service_date,
           t.conductor_id, t.status = 'running' as running, f.amount as fare, count(*)::int as sold
      from fare_transactions f
      join route_trips t on t.company_id = f.company_id and t.code = f.trip_id_performed
     where f.company_id = any(${`{${companyIds.join(',')}}`}::int[])
       and f.fare_action = 'fare_payment' and f.fare_media = 'paper_ticket' and f.amount > 0
     group by t.company_id, t.route_id, t.code, t.service_date, t.planned_departure, t.conductor_id,
              t.status, f.amount
     order by t.company_id, t.service_date, t.planned_departure, t.code, f.amount desc`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => ({
    companyId: Number(r.company_id),
    routeId: Number(r.route_id),
    tripCode: String(r.code),
    serviceDate: String(r.service_date),
    conductorId: r.conductor_id == null ? null : Number(r.conductor_id),
    running: r.running === true,
    fare: Number(r.fare),
    sold: Number(r.sold),
  }));
}

export async function seedDemoTicketSets(tx: Tx, companyIds: readonly number[]): Promise<number> {
  const sets = demoTicketSets(await paperSales(tx, companyIds));
  for (let k = 0; k < sets.length; k += 1_000) await tx.insert(ticketSets).values(sets.slice(k, k + 1_000));
  return sets.length;
}
