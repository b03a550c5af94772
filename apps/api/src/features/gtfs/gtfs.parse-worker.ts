// The parse worker: unzips and parses one GTFS feed off the API's event loop, within the limits of
// gtfs.limits.ts, checks its rows with the edit screens' rules (gtfs.feed-check.ts), and hands the
// parsed feed back in pieces (gtfs.parse-handover.ts): the API's thread rebuilds one piece per turn of
// its event loop instead of the whole feed at once. A refusal is one message (status, code, message).
// The dispatch sync's feed is read here too ('trips' from a zip, 'trips-of-files' from the texts of the
// instance's own export: a service day's trips, one message).
// Started by gtfs.parse-thread.ts; bundled as dist/gtfs-parse-worker.js (scripts/build.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../http/errors.ts';
import { tripsOfFeed, tripsOfZip } from '../dispatch/sync/gtfs-trips.ts';
import { checkFeedRows } from './gtfs.feed-check.ts';
import { type ParsedFeed, parseFeed } from './gtfs.feed-parse.ts';
import { type HandoverMessage, handOver } from './gtfs.parse-handover.ts';
import type { WorkerTask } from './gtfs.parse-thread.ts';
import { NOT_A_ZIP, openGtfsZip } from './gtfs.zip-read.ts';

async function run(bytes: Uint8Array): Promise<ParsedFeed | HandoverMessage> {
  try {
    const zip = await openGtfsZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    try {
      const feed = await parseFeed(zip);
      checkFeedRows(feed);
      return feed;
    } finally {
      zip.close();
    }
  } catch (error) {
    if (error instanceof AppError)
      return {
        kind: 'refused',
        statusCode: error.statusCode,
        errorCode: error.errorCode,
        message: error.message,
      };
    return { kind: 'refused', statusCode: 400, errorCode: 'VALIDATION_ERROR', message: NOT_A_ZIP };
  }
}

const port = parentPort!;
const task = workerData as WorkerTask;
if (task.kind === 'trips-of-files') {
  port.postMessage({ kind: 'trips', ...tripsOfFeed(task.files, task.params) } satisfies HandoverMessage);
} else if (task.kind === 'trips') {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  port.postMessage({ kind: 'trips', ...(await tripsOfZip(bytes, task.params)) } satisfies HandoverMessage);
} else {
  const result = await run(task.bytes);
  if ('kind' in result) port.postMessage(result);
  else await handOver(result, port);
}
