// Several API instances on one PostgreSQL database (issue 21, docs/deployment.md "Several
// instances"): TEST_INSTANCES=2 makes the harness build a second app on the test file's database and
// send its requests to the instances in turn, so a suite passes only if nothing it relies on lives in
// one instance's memory. PGlite is one process's database: there it is always one instance.
import type { BuiltApp } from '../src/app.ts';

/** TEST_INSTANCES (default 1): how many API instances a test file's database is served by. */
export function testInstances(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.TEST_INSTANCES?.trim() ?? '';
  if (text === '') return 1;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 8) throw new Error(`TEST_INSTANCES must be 1 to 8, not "${text}"`);
  return n;
}

/**
 * The instances beyond the first, built one after the other (each runs the migrations check and
 * opens its LISTEN connection). None on PGlite, which a second process cannot open.
 */
export async function peerInstances(
  count: number,
  kind: 'pglite' | 'postgres',
  build: () => Promise<BuiltApp>,
): Promise<BuiltApp[]> {
  if (count <= 1) return [];
  if (kind !== 'postgres') throw new Error('TEST_INSTANCES > 1 needs TEST_DATABASE_URL (PostgreSQL)');
  const peers: BuiltApp[] = [];
  for (let i = 1; i < count; i++) peers.push(await build());
  return peers;
}

/** Round robin: each call answers the next item (request 1 to instance A, 2 to B, 3 to A...). */
export function alternating<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => {
    const item = items[next % items.length]!;
    next++;
    return item;
  };
}
