// Callers and a route with its two lines for the tests of a route's tickets, auto price and
// schedules. Lines are inserted directly: their API belongs to the routes screen work.
import { type RoleValue, rolesAllow, scopeAllows } from '@busops/domain';
import { expect } from 'vitest';
import { routeLines } from '../../src/db/schema/index.ts';
import { loadOperations } from '../../src/http/spec.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../src/seed/demo-accounts.ts';
import type { TestApp } from '../harness.ts';
import { sampleRouteInput } from './route.sample.ts';

export const ROUTES_URL = '/bus-management/routes';
const op = loadOperations().find((o) => o.operationId === 'createRouteTicket')!;
const allowed = (a: DemoAccount) =>
  !a.mustChooseCompany &&
  rolesAllow(op.roles, a.role as RoleValue) &&
  scopeAllows(op.scope, a.company === 'super');
export const INSIDER = DEMO_ACCOUNTS.find((a) => a.company === 'phuongNam' && allowed(a))!;
export const OUTSIDER = DEMO_ACCOUNTS.find((a) => a.company === 'quyetThang' && allowed(a))!;

export async function makeRoute(t: TestApp, as = INSIDER.phone) {
  const res = await t.call('POST', ROUTES_URL, { as, body: sampleRouteInput() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const route = res.body as { id: number; company_id: number };
  const lines = await t.services.database.db
    .insert(routeLines)
    .values(
      [0, 1].map((direction) => ({
        routeId: route.id,
        companyId: route.company_id,
        direction,
        name: direction === 0 ? 'Lượt đi' : 'Lượt về',
      })),
    )
    .returning({ id: routeLines.id });
  return { id: route.id, outbound: lines[0]!.id, inbound: lines[1]!.id };
}
