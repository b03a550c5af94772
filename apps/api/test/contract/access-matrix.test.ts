// Role x company-scope matrix over every role-limited operation: each demo account either gets
// through the access check (any answer but 403) or gets 403 CHECK_ROLE, exactly as x-roles and
// x-company-scope say. Ids that exist nowhere and empty bodies keep the allowed calls harmless.
import { rolesAllow, scopeAllows } from '@busops/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations } from '../../src/http/spec.ts';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const limited = loadOperations().filter((op) => op.signIn && op.roles.length > 0);
/**
 * An event stream an allowed caller opens never ends, which inject() waits for: only its refusals are
 * sent here; its allowed callers open it over a socket in the feature's own test
 * (test/bus-management/vehicle-positions.test.ts for streamVehiclePositions).
 */
const opensStream = (op: (typeof limited)[number]) =>
  Object.values(op.responses).some((r) => r.content?.['text/event-stream'] !== undefined);
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '999999');

describe('access matrix', () => {
  it('covers the role-limited operations', () => {
    expect(limited.length).toBeGreaterThan(25);
  });

  for (const account of DEMO_ACCOUNTS) {
    const isSuper = account.company === 'super';
    // The org_id 0 user has no role until they choose a company.
    const role = account.mustChooseCompany ? null : account.role;
    it(`${account.phone} (${account.label})`, async () => {
      const before = await t.digest();
      const mismatches: string[] = [];
      for (const op of limited) {
        const allowed = role !== null && rolesAllow(op.roles, role) && scopeAllows(op.scope, isSuper);
        if (allowed && opensStream(op)) continue;
        const method = op.method.toUpperCase() as 'GET';
        const res = await t.call(method, urlOf(op.path), {
          as: account.phone,
          ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
        });
        const denied = res.status === 403 && res.body?.errorCode === 'CHECK_ROLE';
        if (allowed === denied)
          mismatches.push(`${op.operationId}: expected ${allowed ? 'allowed' : '403'}, got ${res.status}`);
        if (res.status >= 500)
          mismatches.push(`${op.operationId}: ${res.status} ${JSON.stringify(res.body)}`);
      }
      expect(mismatches).toEqual([]);
      expect(await t.digest()).toBe(before);
    });
  }
});
