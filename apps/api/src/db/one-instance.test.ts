// The election of db/one-instance.ts over a lock that one holder at a time gets (what
// pg_try_advisory_lock gives across instances): one runs the work, another takes over when it stops.
import { describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { onOneInstance } from './one-instance.ts';

function sharedLock() {
  let holder: number | null = null;
  return (who: number) =>
    ({
      async tryLock() {
        if (holder !== null) return null;
        holder = who;
        return async () => {
          holder = null;
        };
      },
    }) as unknown as Database;
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('onOneInstance', () => {
  it('runs the work on one instance, and on another once that one stops', async () => {
    const databaseOf = sharedLock();
    const running = new Set<number>();
    const instance = (who: number) =>
      onOneInstance(databaseOf(who), {
        lock: [1, 0],
        retryMs: 10,
        start: () => {
          running.add(who);
          return async () => void running.delete(who);
        },
        onError: (error) => {
          throw error;
        },
      });
    const stopA = instance(1);
    await until(() => running.size === 1);
    const stopB = instance(2);
    const stopC = instance(3);
    // B and C keep trying every 10 ms; none of them gets to run while A holds the lock.
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect([...running]).toEqual([1]);
    }
    await stopA();
    await until(() => running.size === 1 && !running.has(1));
    expect(running.size).toBe(1);
    await Promise.all([stopB(), stopC()]);
    expect(running.size).toBe(0);
  });
});
