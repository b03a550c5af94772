// Parses (and checks the rows of) an uploaded GTFS feed in a worker thread (gtfs.parse-worker.ts) with
// its own capped heap and a time limit, so a huge or hostile feed costs a worker, never the API's event loop or memory: /health
// and every other request keep answering during an import. At most MAX_PARSES run at once per process.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError, badRequest, tooManyRequests } from '../../http/errors.ts';
import type { FeedTrips } from '../dispatch/sync/gtfs-trips.ts';
import type { FetchTripsParams } from '../dispatch/sync/sync-source.ts';
import type { ParsedFeed } from './gtfs.feed-parse.ts';
import { PARSE_TIMEOUT_MS, tooLarge, WORKER_HEAP_MB } from './gtfs.limits.ts';
import { type HandoverMessage, receiver } from './gtfs.parse-handover.ts';
import { NOT_A_ZIP, openGtfsZip } from './gtfs.zip-read.ts';

/** Parses at once in one process: the machine's cores are for every user, not for imports. */
export const MAX_PARSES = 2;
let running = 0;

/** dist/gtfs-parse-worker.js beside the bundled server; the TypeScript source (Node strips types) otherwise. */
function workerFile(): string {
  const built = fileURLToPath(new URL('./gtfs-parse-worker.js', import.meta.url));
  return existsSync(built) ? built : fileURLToPath(new URL('./gtfs.parse-worker.ts', import.meta.url));
}

/** What a worker is started for: an import's feed, or the dispatch sync's trips of one day. */
export type WorkerTask =
  | { kind: 'import'; bytes: Uint8Array }
  | { kind: 'trips'; bytes: Uint8Array; params: FetchTripsParams }
  /** The instance's own feed, generated from the database on the API's thread: its texts, to read. */
  | { kind: 'trips-of-files'; files: Map<string, string>; params: FetchTripsParams };

/** At most MAX_PARSES workers at once in this process (429 past them). */
async function inSlot<T>(run: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARSES)
    throw tooManyRequests('Máy chủ đang đọc các tệp GTFS khác, vui lòng thử lại sau ít phút', 30);
  running += 1;
  try {
    return await run();
  } finally {
    running -= 1;
  }
}

/** The zip's directory checked here (a few ms), then the task in a worker, at most MAX_PARSES at once. */
function inWorkerSlot<T>(body: unknown, run: (bytes: Uint8Array) => Promise<T>): Promise<T> {
  if (!Buffer.isBuffer(body) || body.length === 0) return Promise.reject(badRequest(NOT_A_ZIP));
  return inSlot(async () => {
    // Not a zip, or sizes and ratios past the limits, answer at once without starting a worker.
    (await openGtfsZip(body)).close();
    // A copy the worker owns (the request's buffer may be a slice of a shared pool).
    return run(new Uint8Array(body));
  });
}

export function parseGtfsFeed(body: unknown): Promise<ParsedFeed> {
  return inWorkerSlot(body, (bytes) => {
    // The feed comes in pieces (gtfs.parse-handover.ts), each asked for from a fresh turn of the loop.
    let take: ((message: HandoverMessage) => ParsedFeed | undefined) | undefined;
    return inWorker<ParsedFeed>({ kind: 'import', bytes }, (message, done, ask) => {
      take ??= receiver(ask);
      const feed = message.kind === 'trips' ? undefined : take(message);
      if (feed) done(feed);
    });
  });
}

/** The dispatch sync's trips of one day from a zipped feed, read in the worker (its own heap and time). */
export function feedTrips(body: unknown, params: FetchTripsParams): Promise<FeedTrips> {
  return inWorkerSlot(body, (bytes) =>
    inWorker<FeedTrips>({ kind: 'trips', bytes, params }, (message, done) => {
      if (message.kind === 'trips') done({ trips: message.trips, errors: message.errors });
    }),
  );
}

/** The dispatch sync's trips of one day from feed texts made on this thread (the own export). */
export function feedTripsOfFiles(files: Map<string, string>, params: FetchTripsParams): Promise<FeedTrips> {
  return inSlot(() =>
    inWorker<FeedTrips>({ kind: 'trips-of-files', files, params }, (message, done) => {
      if (message.kind === 'trips') done({ trips: message.trips, errors: message.errors });
    }),
  );
}

function inWorker<T>(
  task: WorkerTask,
  onMessage: (message: HandoverMessage, done: (value: T) => void, ask: () => void) => void,
): Promise<T> {
  const worker = new Worker(workerFile(), {
    workerData: task,
    transferList: 'bytes' in task ? [task.bytes.buffer as ArrayBuffer] : [],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    stdout: false,
    stderr: false,
  });
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(tooLarge(`đọc tệp mất quá ${PARSE_TIMEOUT_MS / 1000} giây`))),
      PARSE_TIMEOUT_MS,
    );
    const ask = () => {
      if (!settled) worker.postMessage('next');
    };
    worker.on('message', (message: HandoverMessage) => {
      if (message.kind === 'refused') {
        settle(() => reject(new AppError(message.statusCode, message.errorCode, message.message)));
        return;
      }
      onMessage(message, (value) => settle(() => resolve(value)), ask);
    });
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? tooLarge(`cần quá ${WORKER_HEAP_MB} MB bộ nhớ để đọc`)
            : error,
        ),
      ),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`GTFS parse worker exited with ${code}`))));
  });
}
