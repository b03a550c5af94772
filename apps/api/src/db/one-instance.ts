// Background work that must run on ONE instance of all those sharing a database (the demo's vehicle
// simulator: two would rotate each other's device keys and move every bus twice). The instance that
// holds a session advisory lock runs it; the others try to take the lock every `retryMs`, so when
// the holder stops (or dies, its connection and lock with it) another takes over.
import type { Database } from './client.ts';

export interface OneInstanceOptions {
  /** The advisory lock (space, id) that elects the instance. */
  lock: [number, number];
  retryMs: number;
  /** Starts the work; answers its stop (which waits for what is under way). */
  start(): () => Promise<void>;
  onError(error: unknown): void;
}

/** Runs `start` while this instance holds the lock; answers the stop of the whole arrangement. */
export function onOneInstance(database: Database, options: OneInstanceOptions): () => Promise<void> {
  let stopped = false;
  let held: { release: () => Promise<void>; stop: () => Promise<void> } | null = null;
  let attempt: Promise<void> = Promise.resolve();
  const tryTake = async () => {
    if (stopped || held) return;
    const release = await database.tryLock(...options.lock);
    if (!release) return;
    if (stopped) return release();
    held = { release, stop: options.start() };
  };
  const take = () => {
    attempt = attempt.then(tryTake).catch(options.onError);
  };
  const timer = setInterval(take, options.retryMs);
  timer.unref();
  take();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await attempt;
    const current = held;
    held = null;
    if (current) {
      await current.stop();
      await current.release();
    }
  };
}
