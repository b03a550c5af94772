// A refusal that leaves no trace: the expected status, a message, and not one row changed anywhere
// (compared by the harness's digest of every table but the sign-in bookkeeping, see NOT_DIGESTED).
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

export async function failsCleanly(t: TestApp, status: number, attempt: () => ReturnType<TestApp['call']>) {
  const before = await t.digest();
  const res = await attempt();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(typeof res.body.message).toBe('string');
  expect(await t.digest()).toBe(before);
  return res.body;
}
