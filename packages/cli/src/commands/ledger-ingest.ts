// `busops ledger ingest <file>`: fare events sent to ingestFareEvents in batches of --batch-size (at
// most 5,000, the operation's maxItems). A .ndjson/.jsonl file is read line by line (any size, one
// batch in memory); a .json file holds an array (or { events: [...] }). The API is idempotent by
// device and sequence, so running the same file again after a failure counts duplicates and writes
// nothing twice. Refused events are listed with their line (or array index) and the API's reason.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Schemas } from '@busops/sdk';
import { openProfile } from '../connection.ts';
import type { CommandRun } from '../context.ts';
import { EXIT, usageError } from '../exit-codes.ts';
import { printJson } from '../output.ts';
import { openProgress } from '../progress.ts';

type FareEvent = Schemas['FareEvent'];

/** ingestFareEvents' maxItems (openapi/resources/ledger/schemas/FareEvent.yaml FareEventBatch). */
const MAX_BATCH = 5000;

interface Refusal {
  /** 1-based line of a .ndjson file, or 0-based index of a .json array. */
  at: number;
  sequence: number;
  message: string;
}

export const run: CommandRun<{ batchSize: number; progress: boolean }> = async ({ args, options }) => {
  const path = String(args[0]);
  if (options.batchSize > MAX_BATCH) throw usageError(`--batch-size tối đa ${MAX_BATCH}`);
  const { api } = await openProfile(options.profile);
  const totals = { accepted: 0, duplicates: 0, refused: [] as Refusal[], batches: 0, events: 0 };
  const progress = await openProgress({
    enabled: options.progress && !options.json,
    label: 'Đã gửi',
    total: 0,
  });
  const send = async (batch: { event: FareEvent; at: number }[]) => {
    const { data } = await api.call('ingestFareEvents', { body: { events: batch.map((b) => b.event) } });
    totals.accepted += data.accepted;
    totals.duplicates += data.duplicates;
    for (const r of data.refused)
      totals.refused.push({ at: batch[r.index]!.at, sequence: r.sequence, message: r.message });
    totals.batches++;
    totals.events += batch.length;
    progress.update(totals.events);
  };
  try {
    let batch: { event: FareEvent; at: number }[] = [];
    for await (const item of readEvents(path)) {
      batch.push(item);
      if (batch.length >= options.batchSize) {
        await send(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await send(batch);
  } finally {
    progress.stop();
  }
  if (totals.events === 0) throw usageError(`${path}: không có sự kiện nào`);
  if (options.json) await printJson(totals);
  else {
    process.stdout.write(
      `Đã ghi: ${totals.accepted}; đã có từ trước: ${totals.duplicates}; bị từ chối: ${totals.refused.length} (${totals.batches} lần gửi)\n`,
    );
    const where = /\.json$/i.test(path) ? 'phần tử' : 'dòng';
    for (const r of totals.refused)
      process.stderr.write(`${where} ${r.at} (sequence ${r.sequence}): ${r.message}\n`);
  }
  return totals.refused.length > 0 ? EXIT.partial : EXIT.ok;
};

async function* readEvents(path: string): AsyncGenerator<{ event: FareEvent; at: number }> {
  if (/\.json$/i.test(path)) {
    const parsed = parseJson(await readFile(path, 'utf8'), path) as FareEvent[] | { events?: FareEvent[] };
    const events = Array.isArray(parsed) ? parsed : parsed.events;
    if (!Array.isArray(events)) throw usageError(`${path}: cần một mảng sự kiện hoặc { "events": [...] }`);
    for (const [at, event] of events.entries()) yield { event, at };
    return;
  }
  let line = 0;
  for await (const text of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    line++;
    if (text.trim() === '') continue;
    yield { event: parseJson(text, `${path}:${line}`) as FareEvent, at: line };
  }
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw usageError(`${where}: không phải JSON hợp lệ`);
  }
}
