// The one way into the fare ledger. Every writer (a counter's pass payment, a refund, a device's batch
// of fares, the demo's synthetic operator) calls appendLedger inside its own transaction:
// 1. the months of the rows exist (fare_ensure_month; no DEFAULT partition, see migration 0010);
// 2. their transaction ids go into fare_transaction_ids: an id already there (a replayed batch, a
//    second write for one order) is skipped, so a write is idempotent by its ids;
// 3. the new rows go into fare_transactions in one statement, and its trigger adds them to the rollups.
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fareTransactionIds, fareTransactions } from '../../db/schema/index.ts';

export type LedgerRow = Omit<typeof fareTransactions.$inferInsert, 'id' | 'recordedAt'>;
export type LedgerEntry = typeof fareTransactions.$inferSelect;

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at 30 columns a row. */
const CHUNK = 1000;

/** The months of the rows exist before their first row (no DEFAULT partition, migration 0010). */
async function ensureMonths(tx: Tx, rows: readonly LedgerRow[]): Promise<void> {
  const months = [...new Set(rows.map((r) => `${r.serviceDate.slice(0, 7)}-01`))].sort();
  await tx.execute(
    sql`select fare_ensure_month(m::date) from unnest(${`{${months.join(',')}}`}::text[]) as m`,
  );
}

/**
 * Claims the chunk's ids in fare_transaction_ids and answers the rows whose ids were new. Through
 * Drizzle on the caller's (scoped) executor: a row of a company the caller may not write is refused
 * here, before anything of it reaches the ledger.
 */
async function claimNew(tx: Tx, chunk: readonly LedgerRow[]): Promise<LedgerRow[]> {
  const claimed = await tx
    .insert(fareTransactionIds)
    .values(
      chunk.map((r) => ({
        companyId: r.companyId,
        transactionId: r.transactionId,
        serviceDate: r.serviceDate,
      })),
    )
    .onConflictDoNothing()
    .returning({
      companyId: fareTransactionIds.companyId,
      transactionId: fareTransactionIds.transactionId,
    });
  if (claimed.length === 0) return [];
  const isNew = new Set(claimed.map((c) => `${c.companyId}\u0000${c.transactionId}`));
  // One row per new id, even when the chunk names an id twice.
  return chunk.filter((r) => isNew.delete(`${r.companyId}\u0000${r.transactionId}`));
}

/**
 * Appends the rows whose transaction ids are new for their company; answers the rows written, in the
 * order given. Rows of several companies may be mixed (the seed), ids are unique per company.
 */
export async function appendLedger(tx: Tx, rows: readonly LedgerRow[]): Promise<LedgerEntry[]> {
  if (rows.length === 0) return [];
  await ensureMonths(tx, rows);
  const written: LedgerEntry[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const fresh = await claimNew(tx, rows.slice(start, start + CHUNK));
    if (fresh.length === 0) continue;
    written.push(...(await tx.insert(fareTransactions).values(fresh).returning()));
  }
  return written;
}

/** Rows per set-based statement of appendLedgerBulk (one JSON parameter each). */
const BULK_CHUNK = 5_000;

/**
 * appendLedger for thousands of rows (devices' batches, the synthetic operator): the same months and the
 * same id claims (so the same idempotency), but set-based: the ids are claimed by one statement over
 * arrays and the rows travel as one JSON parameter per statement, answered as a count, not as entries.
 * Thirty bind parameters a row, Drizzle building them and the entries' mapping were most of the time of
 * a 5,000-event batch. Tenancy as appendLedger: the scoped executor's insert builder checks every
 * company the rows name (built, never run) before anything is written.
 */
export async function appendLedgerBulk(tx: Tx, rows: readonly LedgerRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const companies = [...new Set(rows.map((r) => r.companyId))];
  tx.insert(fareTransactionIds).values(
    companies.map((companyId) => ({ companyId, transactionId: '', serviceDate: rows[0]!.serviceDate })),
  );
  await ensureMonths(tx, rows);
  let written = 0;
  for (let start = 0; start < rows.length; start += BULK_CHUNK) {
    const chunk = rows.slice(start, start + BULK_CHUNK);
    const claimed = (await tx.execute(sql`
      insert into fare_transaction_ids (company_id, transaction_id, service_date)
      select * from unnest(${`{${chunk.map((r) => r.companyId).join(',')}}`}::int[],
                           ${`{${chunk.map((r) => `"${r.transactionId.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[],
                           ${`{${chunk.map((r) => r.serviceDate).join(',')}}`}::date[])
      on conflict do nothing
      returning company_id, transaction_id`)) as unknown as {
      rows: Array<{ company_id: number; transaction_id: string }>;
    };
    if (claimed.rows.length === 0) continue;
    const isNew = new Set(claimed.rows.map((c) => `${c.company_id}\u0000${c.transaction_id}`));
    const fresh = chunk.filter((r) => isNew.delete(`${r.companyId}\u0000${r.transactionId}`));
    await tx.execute(sql`
      insert into fare_transactions (company_id, transaction_id, service_date, event_timestamp, amount,
        fare_action, payment_type, fare_media, token_id, fare_product, rider_category, num_riders, route_id,
        trip_id_performed, trip_id_scheduled, stop_id, trip_stop_sequence, vehicle_id, device_id,
        device_sequence, conductor_id, driver_id, ticket_serial, order_id, corrects_transaction_id,
        api_key_id, created_by)
      select company_id, transaction_id, service_date, event_timestamp, amount, fare_action, payment_type,
        fare_media, token_id, fare_product, coalesce(rider_category, 'adult'), coalesce(num_riders, 1),
        route_id, trip_id_performed, trip_id_scheduled, stop_id, trip_stop_sequence, vehicle_id, device_id,
        device_sequence, conductor_id, driver_id, ticket_serial, order_id, corrects_transaction_id,
        api_key_id, created_by
      from jsonb_to_recordset(${JSON.stringify(fresh.map(toJson))}::jsonb) as r(company_id int,
        transaction_id text, service_date date, event_timestamp timestamptz, amount bigint, fare_action text,
        payment_type text, fare_media text, token_id text, fare_product text, rider_category text,
        num_riders int, route_id int, trip_id_performed text, trip_id_scheduled text, stop_id int,
        trip_stop_sequence int, vehicle_id int, device_id text, device_sequence bigint, conductor_id int,
        driver_id int, ticket_serial text, order_id int, corrects_transaction_id text, api_key_id int,
        created_by int)`);
    written += fresh.length;
  }
  return written;
}

/** A row as jsonb_to_recordset reads it (snake_case; absent = null, the table's defaults by coalesce). */
function toJson(r: LedgerRow): Record<string, unknown> {
  return {
    company_id: r.companyId,
    transaction_id: r.transactionId,
    service_date: r.serviceDate,
    event_timestamp: r.eventTimestamp instanceof Date ? r.eventTimestamp.toISOString() : r.eventTimestamp,
    amount: r.amount,
    fare_action: r.fareAction,
    payment_type: r.paymentType,
    fare_media: r.fareMedia,
    token_id: r.tokenId ?? null,
    fare_product: r.fareProduct ?? null,
    rider_category: r.riderCategory ?? null,
    num_riders: r.numRiders ?? null,
    route_id: r.routeId ?? null,
    trip_id_performed: r.tripIdPerformed ?? null,
    trip_id_scheduled: r.tripIdScheduled ?? null,
    stop_id: r.stopId ?? null,
    trip_stop_sequence: r.tripStopSequence ?? null,
    vehicle_id: r.vehicleId ?? null,
    device_id: r.deviceId ?? null,
    device_sequence: r.deviceSequence ?? null,
    conductor_id: r.conductorId ?? null,
    driver_id: r.driverId ?? null,
    ticket_serial: r.ticketSerial ?? null,
    order_id: r.orderId ?? null,
    corrects_transaction_id: r.correctsTransactionId ?? null,
    api_key_id: r.apiKeyId ?? null,
    created_by: r.createdBy ?? null,
  };
}

/** The ledger rows of one monthly-ticket order (its payment and, when cancelled after paying, its refund). */
export function ledgerOfOrder(tx: Pick<Tx, 'select'>, orderId: number): Promise<LedgerEntry[]> {
  return tx
    .select()
    .from(fareTransactions)
    .where(inArray(fareTransactions.orderId, [orderId]))
    .orderBy(fareTransactions.id);
}

/** The transaction id of a monthly-ticket order's payment or refund: one of each per order. */
export function orderTransactionId(orderId: number, kind: 'payment' | 'refund'): string {
  return `order-${orderId}-${kind}`;
}
