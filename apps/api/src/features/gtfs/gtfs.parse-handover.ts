// Handing a parsed feed from the parse worker to the API's thread in pieces. Receiving a message means
// deserializing it on the receiver's event loop: the scale-1 feed whole (316 lines, 75,914 departures,
// their shapes) is ~8 MB of structured clone, 80-200 ms of one uninterrupted task there, longer on a
// loaded machine and followed by a major GC (issue 18: /health max 1.5 s during the largest import).
// The worker sends the small part first, then LINES_PER_PIECE lines at a time, each only after the
// receiver asked for it from a fresh turn of its loop (setImmediate), so /health and every other
// request run between two pieces.
import type { MessagePort } from 'node:worker_threads';
import type { FeedTrips } from '../dispatch/sync/gtfs-trips.ts';
import type { FeedLine, ParsedFeed } from './gtfs.feed-parse.ts';

export const LINES_PER_PIECE = 16;

export type HandoverMessage =
  | { kind: 'head'; feed: Omit<ParsedFeed, 'lines'>; lineCount: number }
  | { kind: 'lines'; lines: FeedLine[] }
  /** The dispatch sync's answer: a day's trips are few (one message). */
  | ({ kind: 'trips' } & FeedTrips)
  | { kind: 'refused'; statusCode: number; errorCode: string; message: string };

/** Worker side: the head, then each piece of lines once the receiver asks ('next'). */
export async function handOver(feed: ParsedFeed, port: MessagePort): Promise<void> {
  const { lines, ...head } = feed;
  const asked = () => new Promise<void>((resolve) => port.once('message', () => resolve()));
  port.postMessage({ kind: 'head', feed: head, lineCount: lines.length } satisfies HandoverMessage);
  for (let i = 0; i < lines.length; i += LINES_PER_PIECE) {
    await asked();
    port.postMessage({ kind: 'lines', lines: lines.slice(i, i + LINES_PER_PIECE) } satisfies HandoverMessage);
  }
}

/**
 * Receiver side: feeds each message to `take`, which answers the feed once whole; asks for the next
 * piece from a fresh turn of the event loop.
 */
export function receiver(ask: () => void): (message: HandoverMessage) => ParsedFeed | undefined {
  let feed: ParsedFeed | undefined;
  let expected = 0;
  const more = () => setImmediate(ask);
  return (message) => {
    if (message.kind === 'head') {
      feed = { ...message.feed, lines: [] };
      expected = message.lineCount;
    } else if (message.kind === 'lines' && feed) {
      for (const line of message.lines) feed.lines.push(line);
    }
    if (!feed) return undefined;
    if (feed.lines.length >= expected) return feed;
    more();
    return undefined;
  };
}
