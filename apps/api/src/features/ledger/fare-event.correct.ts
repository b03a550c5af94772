// Corrections (void, adjust) from devices: a new row naming the row it corrects, never a change to it.
// The original must be a transaction of the same company on the same service day that is not itself a
// correction, and not voided already; the correction takes the original's place (route, trip, conductor,
// driver, bus, stop, payment type, rider category, media, product, card), so every rollup key the
// original added to is the key the correction takes back from. A void's amount is the original's,
// negated; an adjust carries the difference. Neither counts riders (num_riders is never negative).
//
// "Not voided already" holds under parallel batches: each original's advisory lock (taken in one sorted
// order, so two batches cannot deadlock) is held to the end of the transaction that writes the void,
// and the check reads the ledger after taking it.
import { formatDay, formatVnd } from '@busops/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fareTransactions } from '../../db/schema/index.ts';
import type { FareEvent } from './fare-event.check.ts';
import type { LedgerEntry, LedgerRow } from './ledger.append.ts';

type Original = Pick<
  LedgerEntry,
  | 'transactionId'
  | 'serviceDate'
  | 'amount'
  | 'fareAction'
  | 'paymentType'
  | 'fareMedia'
  | 'tokenId'
  | 'fareProduct'
  | 'riderCategory'
  | 'routeId'
  | 'tripIdPerformed'
  | 'tripIdScheduled'
  | 'stopId'
  | 'tripStopSequence'
  | 'vehicleId'
  | 'conductorId'
  | 'driverId'
  | 'ticketSerial'
>;

export interface CorrectionLedger {
  originals: Map<string, Original>;
  /** Originals voided already (in the ledger, or by an earlier event of this batch). */
  voided: Set<string>;
}

/** Locks the originals (sorted) and reads them and their voids, for the whole batch at once. */
export async function loadCorrectionLedger(
  tx: Tx,
  companyId: number,
  originalIds: readonly string[],
): Promise<CorrectionLedger> {
  const ids = [...new Set(originalIds)].sort();
  if (ids.length === 0) return { originals: new Map(), voided: new Set() };
  const list = `{${ids.map((id) => `"${id}"`).join(',')}}`;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`${companyId}:`} || id)) from unnest(${list}::text[]) with ordinality as t(id, n) order by n`,
  );
  const rows = await tx
    .select({
      transactionId: fareTransactions.transactionId,
      serviceDate: fareTransactions.serviceDate,
      amount: fareTransactions.amount,
      fareAction: fareTransactions.fareAction,
      paymentType: fareTransactions.paymentType,
      fareMedia: fareTransactions.fareMedia,
      tokenId: fareTransactions.tokenId,
      fareProduct: fareTransactions.fareProduct,
      riderCategory: fareTransactions.riderCategory,
      routeId: fareTransactions.routeId,
      tripIdPerformed: fareTransactions.tripIdPerformed,
      tripIdScheduled: fareTransactions.tripIdScheduled,
      stopId: fareTransactions.stopId,
      tripStopSequence: fareTransactions.tripStopSequence,
      vehicleId: fareTransactions.vehicleId,
      conductorId: fareTransactions.conductorId,
      driverId: fareTransactions.driverId,
      ticketSerial: fareTransactions.ticketSerial,
    })
    .from(fareTransactions)
    .where(
      and(
        eq(fareTransactions.companyId, companyId),
        sql`${fareTransactions.transactionId} = any(${list}::text[])`,
      ),
    );
  const voids = await tx
    .select({ corrects: fareTransactions.correctsTransactionId })
    .from(fareTransactions)
    .where(
      and(
        eq(fareTransactions.companyId, companyId),
        eq(fareTransactions.fareAction, 'void'),
        sql`${fareTransactions.correctsTransactionId} = any(${list}::text[])`,
      ),
    );
  return {
    originals: new Map(rows.map((r) => [r.transactionId, r])),
    voided: new Set(voids.map((v) => v.corrects as string)),
  };
}

/** A correction's ledger row but its own identity (company, id, time, device). */
export type CorrectionRow = Omit<Original, 'transactionId'> &
  Required<Pick<LedgerRow, 'numRiders' | 'correctsTransactionId'>>;

/** The correction's ledger row (without its own identity), or why it is refused (Vietnamese). */
export function correctionRow(event: FareEvent, ledger: CorrectionLedger): CorrectionRow | string {
  const id = event.corrects_transaction_id as string;
  const original = ledger.originals.get(id);
  if (!original) return `Không tìm thấy giao dịch ${id} của công ty để sửa`;
  if (original.fareMedia === 'counter')
    return `Giao dịch ${id} là đơn vé tháng tại quầy: sửa bằng huỷ đơn, không qua thiết bị`;
  if (original.fareAction === 'void' || original.fareAction === 'adjust')
    return `Giao dịch ${id} là một bút toán sửa: sửa giao dịch gốc của nó`;
  if (original.serviceDate !== event.service_date)
    return `Giao dịch ${id} thuộc ngày ${formatDay(original.serviceDate)}: bút toán sửa phải ghi cùng ngày phục vụ`;
  if (ledger.voided.has(id)) return `Giao dịch ${id} đã bị huỷ`;
  if (event.fare_action === 'void' && event.amount !== -original.amount)
    return `Huỷ giao dịch ${id} phải ghi số tiền ${formatVnd(-original.amount)} (âm số tiền gốc)`;
  if (event.fare_action === 'void') ledger.voided.add(id);
  return {
    serviceDate: original.serviceDate,
    amount: event.amount,
    fareAction: event.fare_action,
    paymentType: original.paymentType,
    fareMedia: original.fareMedia,
    tokenId: original.tokenId,
    fareProduct: original.fareProduct,
    riderCategory: original.riderCategory,
    numRiders: 0,
    routeId: original.routeId,
    tripIdPerformed: original.tripIdPerformed,
    tripIdScheduled: original.tripIdScheduled,
    stopId: original.stopId,
    tripStopSequence: original.tripStopSequence,
    vehicleId: original.vehicleId,
    conductorId: original.conductorId,
    driverId: original.driverId,
    ticketSerial: original.ticketSerial,
    correctsTransactionId: id,
  };
}
