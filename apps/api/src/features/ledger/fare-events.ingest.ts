// A batch of fare events from devices into the ledger (ingestFareEvents), in the caller's transaction:
// 1. each event alone (fare-event.check.ts): refused with its reason, the rest go on;
// 2. its identity `device_id:sequence`: seen earlier in the batch or already in the ledger (a retry, a
//    replayed batch) = a duplicate, written once and never checked again (a replay answers the same
//    whatever changed since);
// 3. its place (fare-event.resolve.ts): trip, route, stop, bus of the company;
// 4. sales, boardings and top-ups go in first (appendLedgerBulk: ids claimed, rows, rollups), then the
//    corrections, which may name a row written in step 4 of this very batch (fare-event.correct.ts).
// Rows are written in (device, sequence) order, so two batches that overlap claim their ids in one order
// and never deadlock. appendLedgerBulk skips an id another writer claimed meanwhile: a duplicate too.
import { saigonToday } from '@busops/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fareTransactionIds } from '../../db/schema/index.ts';
import { type FareEvent, fareEventRefusal } from './fare-event.check.ts';
import { correctionRow, loadCorrectionLedger } from './fare-event.correct.ts';
import { loadPlaces, placeEvent } from './fare-event.resolve.ts';
import { appendLedgerBulk, type LedgerRow } from './ledger.append.ts';

export interface IngestSource {
  companyId: number;
  /** The device key that sent the batch; null for a signed-in user. */
  apiKeyId: number | null;
  /** The signed-in user who sent it; null for a device. */
  userId: number | null;
}

export interface Refusal {
  index: number;
  sequence: number;
  message: string;
}

export interface IngestResult {
  accepted: number;
  duplicates: number;
  refused: Refusal[];
}

interface Pending {
  index: number;
  event: FareEvent;
  id: string;
}

const byId = (a: Pending, b: Pending) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The transaction ids among `ids` the company's ledger already holds. */
async function takenIds(tx: Tx, companyId: number, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: fareTransactionIds.transactionId })
    .from(fareTransactionIds)
    .where(
      sql`${fareTransactionIds.companyId} = ${companyId} and ${fareTransactionIds.transactionId} = any(${`{${ids.map((id) => `"${id}"`).join(',')}}`}::text[])`,
    );
  return new Set(rows.map((r) => r.id));
}

export async function ingestFareEvents(
  tx: Tx,
  source: IngestSource,
  events: readonly FareEvent[],
  now: Date,
): Promise<IngestResult> {
  const refused: Refusal[] = [];
  const refuse = (p: { index: number; event: FareEvent }, message: string) =>
    refused.push({ index: p.index, sequence: p.event.sequence, message });
  let duplicates = 0;

  const today = saigonToday(now);
  const seen = new Set<string>();
  const candidates: Pending[] = [];
  for (const [index, event] of events.entries()) {
    const reason = fareEventRefusal(event, now, today);
    if (reason) {
      refuse({ index, event }, reason);
      continue;
    }
    const id = `${event.device_id}:${event.sequence}`;
    if (seen.has(id)) duplicates++;
    else {
      seen.add(id);
      candidates.push({ index, event, id });
    }
  }
  const taken = await takenIds(
    tx,
    source.companyId,
    candidates.map((c) => c.id),
  );
  const fresh = candidates.filter((c) => !taken.has(c.id));
  duplicates += candidates.length - fresh.length;
  if (fresh.length === 0) return { accepted: 0, duplicates, refused: sortRefusals(refused) };

  const places = await loadPlaces(
    tx,
    source.companyId,
    fresh.map((c) => c.event),
  );
  const identity = (p: Pending) => ({
    companyId: source.companyId,
    transactionId: p.id,
    eventTimestamp: new Date(p.event.event_timestamp),
    deviceId: p.event.device_id,
    deviceSequence: p.event.sequence,
    apiKeyId: source.apiKeyId,
    createdBy: source.userId,
  });

  const plain: LedgerRow[] = [];
  const corrections: Pending[] = [];
  for (const p of fresh.sort(byId)) {
    const { event } = p;
    if (event.fare_action === 'void' || event.fare_action === 'adjust') {
      corrections.push(p);
      continue;
    }
    const placed = placeEvent(event, places);
    if (typeof placed === 'string') {
      refuse(p, placed);
      continue;
    }
    const boarding = event.fare_action === 'fare_payment' || event.fare_action === 'pass_use';
    plain.push({
      ...identity(p),
      ...placed,
      serviceDate: event.service_date,
      amount: event.amount,
      fareAction: event.fare_action,
      paymentType: event.payment_type,
      fareMedia: event.fare_media,
      tokenId: event.token_id ?? null,
      fareProduct: event.fare_product ?? null,
      riderCategory: event.rider_category ?? 'adult',
      numRiders: event.num_riders ?? (boarding ? 1 : 0),
      tripStopSequence: event.trip_stop_sequence ?? null,
      ticketSerial: event.ticket_serial ?? null,
    });
  }
  let accepted = await appendLedgerBulk(tx, plain);
  duplicates += plain.length - accepted;

  if (corrections.length > 0) {
    const ledger = await loadCorrectionLedger(
      tx,
      source.companyId,
      corrections.map((c) => c.event.corrects_transaction_id as string),
    );
    // Written by a parallel batch while this one waited for the originals' locks: duplicates.
    const claimed = await takenIds(
      tx,
      source.companyId,
      corrections.map((c) => c.id),
    );
    const rows: LedgerRow[] = [];
    for (const p of corrections) {
      if (claimed.has(p.id)) {
        duplicates++;
        continue;
      }
      const row = correctionRow(p.event, ledger);
      if (typeof row === 'string') refuse(p, row);
      else {
        rows.push({ ...identity(p), ...row });
        // A later correction of this batch naming this one is told what it names (a correction).
        ledger.originals.set(p.id, { ...row, transactionId: p.id });
      }
    }
    const written = await appendLedgerBulk(tx, rows);
    accepted += written;
    duplicates += rows.length - written;
  }
  return { accepted, duplicates, refused: sortRefusals(refused) };
}

function sortRefusals(refused: Refusal[]): Refusal[] {
  return refused.sort((a, b) => a.index - b.index);
}
