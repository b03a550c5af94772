// The TEST_INSTANCES switch of the harness (test/instances.ts): parsed strictly, and the requests of
// a test really go to the instances in turn.
import { describe, expect, it } from 'vitest';
import { alternating, peerInstances, testInstances } from '../instances.ts';

describe('TEST_INSTANCES', () => {
  it('is 1 unless set, 1 to 8 when set, refused otherwise', () => {
    expect(testInstances({})).toBe(1);
    expect(testInstances({ TEST_INSTANCES: '2' })).toBe(2);
    for (const bad of ['0', '9', 'two', '1.5'])
      expect(() => testInstances({ TEST_INSTANCES: bad })).toThrow();
  });

  it('alternates A, B, A, B', () => {
    const next = alternating(['A', 'B']);
    expect([next(), next(), next(), next()]).toEqual(['A', 'B', 'A', 'B']);
  });

  it('refuses a second instance of a PGlite database (one process owns it)', async () => {
    await expect(peerInstances(2, 'pglite', () => Promise.reject(new Error('not built')))).rejects.toThrow(
      /TEST_DATABASE_URL/,
    );
    expect(await peerInstances(1, 'pglite', () => Promise.reject(new Error('not built')))).toEqual([]);
  });
});
