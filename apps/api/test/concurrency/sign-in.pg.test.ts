// PostgreSQL only: sign-in attempts hit in parallel. The password check is counted (limits-app.ts)
// and the clock is stopped, so the counts are exact, not timing-dependent.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema/index.ts';
import {
  CLIENT_FAILURE_BUDGET,
  PHONE_CLIENT_BACKOFF,
  PHONE_FAILURE_CEILING,
} from '../../src/features/auth/sign-in-limits.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { type LimitsApp, limitsApp, statusCounts } from '../auth/limits-app.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { parallel, pollUntil } from './parallel.ts';

let t: TestApp;
let l: LimitsApp;
beforeAll(async () => {
  t = await createTestApp();
  if (t.services.database.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
  l = await limitsApp(t);
}, 180_000);
afterAll(async () => {
  await l?.close();
  await t.close();
});

const FREE = PHONE_CLIENT_BACKOFF.after;

describe('50 parallel password attempts', () => {
  it('one phone, one client: 3 hashes checked, 3 answered 401 and 47 answered 429', async () => {
    const before = l.hashesChecked;
    const answers = await parallel(50, (i) => l.login('198.51.100.1', '0901000005', `wrong-${i}`));
    expect(l.hashesChecked - before).toBe(FREE);
    expect(statusCounts(answers)).toEqual({ 401: FREE, 429: 50 - FREE });
  });

  it('29 wrong and then the right one while they are in flight: the right one is refused once the attempts are reserved', async () => {
    const client = '198.51.100.2';
    const key = `login:phone-client:+84901000006|${client}`;
    const before = l.hashesChecked;
    const wrong = parallel(29, (i) => l.login(client, '0901000006', `wrong-${i}`));
    // The right password arrives once the free attempts are reserved (the clock is stopped, so the
    // back-off they leave cannot run out meanwhile).
    await pollUntil(async () => {
      const [row] = await t.services.database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
      return (row?.count ?? 0) >= FREE;
    });
    const right = await l.login(client, '0901000006', DEMO_PASSWORD);
    const answers = await wrong;
    expect(right.status).toBe(429);
    expect(right.body).not.toHaveProperty('customToken');
    expect(statusCounts(answers)).toEqual({ 401: FREE, 429: 29 - FREE });
    expect(l.hashesChecked - before).toBe(FREE);
  });

  it('50 phones, one client: the budget of 20 holds (20 hashes, 20 x 401, 30 x 429)', async () => {
    const before = l.hashesChecked;
    const answers = await parallel(50, (i) =>
      l.login('198.51.100.3', `09772000${String(i).padStart(2, '0')}`, 'wrong'),
    );
    expect(l.hashesChecked - before).toBe(CLIENT_FAILURE_BUDGET);
    expect(statusCounts(answers)).toEqual({ 401: CLIENT_FAILURE_BUDGET, 429: 50 - CLIENT_FAILURE_BUDGET });
  });

  it('one phone, 60 clients: the ceiling of 50 holds (50 hashes, 50 x 401, 10 x 429)', async () => {
    const before = l.hashesChecked;
    const answers = await parallel(60, (i) => l.login(`203.0.113.${i + 1}`, '0901000008', 'wrong'));
    expect(l.hashesChecked - before).toBe(PHONE_FAILURE_CEILING);
    expect(statusCounts(answers)).toEqual({ 401: PHONE_FAILURE_CEILING, 429: 60 - PHONE_FAILURE_CEILING });
  });
});
