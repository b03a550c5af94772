// listTicketPurchaseHistory (GET /statistic/orders, /report/ticket-purchase-history): the single tickets
// sold on board, the ledger's `fare_payment` rows, with the reports' criteria and optionally one
// conductor, bus and fare product, paged in the database like the drill-down (fare-transactions.ts),
// whose page, totals and file it reuses; the page's conductors and buses are named in one query each.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { busStaff, fareTransactions, vehicles } from '../../db/schema/index.ts';
import type { QueryOf } from '../../http/operation.ts';
import { exportLedgerRows, ledgerPage } from './fare-transactions.ts';
import { criteriaWhere } from './report.criteria.ts';
import type { ReportAnswer } from './report.file.ts';

type Query = QueryOf<'listTicketPurchaseHistory'>;

const f = fareTransactions;

/** The single-ticket sales the criteria select (free riders' 0 ₫ tickets included). */
function whereOf(query: Query): SQL {
  return and(
    criteriaWhere(query, f, true),
    eq(f.fareAction, 'fare_payment'),
    query.conductor_id !== undefined ? eq(f.conductorId, query.conductor_id) : undefined,
    query.vehicle_id !== undefined ? eq(f.vehicleId, query.vehicle_id) : undefined,
    query.fare_product !== undefined ? eq(f.fareProduct, query.fare_product) : undefined,
  )!;
}

const ids = (values: Array<number | null>) => [...new Set(values.filter((v): v is number => v != null))];

export async function ticketPurchaseHistory(db: Db, query: Query) {
  const page = await ledgerPage(db, whereOf(query), query);
  const staffIds = ids(page.items.map((r) => r.conductor_id));
  const busIds = ids(page.items.map((r) => r.vehicle_id));
  const [staff, buses] = await Promise.all([
    staffIds.length
      ? db
          .select({ id: busStaff.id, name: busStaff.fullName })
          .from(busStaff)
          .where(inArray(busStaff.id, staffIds))
      : [],
    busIds.length
      ? db
          .select({ id: vehicles.id, plate: vehicles.plate })
          .from(vehicles)
          .where(inArray(vehicles.id, busIds))
      : [],
  ]);
  const nameOf = new Map(staff.map((s) => [s.id, s.name]));
  const plateOf = new Map(buses.map((b) => [b.id, b.plate]));
  return {
    ...page,
    items: page.items.map((r) => ({
      ...r,
      conductor_name: r.conductor_id == null ? null : (nameOf.get(r.conductor_id) ?? null),
      vehicle_plate: r.vehicle_id == null ? null : (plateOf.get(r.vehicle_id) ?? null),
    })),
  };
}

export function exportTicketPurchaseHistory(db: Db, query: Query, reply: ReportAnswer) {
  return exportLedgerRows(db, whereOf(query), reply, {
    format: query.format,
    filePrefix: 'lich-su-mua-ve',
    sheetName: 'Lịch sử mua vé',
  });
}
