// Waiting on a stream's backpressure: resolves when `stream` drained, or closed (its consumer went away:
// the writer then sees the failure). The listener that did not fire is removed, so a long export
// waiting thousands of times leaves none behind.
import { once } from 'node:events';
import type { Writable } from 'node:stream';

export async function drained(stream: Writable): Promise<void> {
  if (stream.destroyed) return;
  const abort = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: abort.signal }),
      once(stream, 'close', { signal: abort.signal }),
    ]);
  } finally {
    abort.abort();
  }
}
