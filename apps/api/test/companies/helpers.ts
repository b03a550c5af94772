// Shared by the companies, permissions and settings tests: refusals leave the database unchanged,
// mutations leave a history row.
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { history } from '../../src/db/schema/index.ts';
import type { TestApp } from '../harness.ts';

export const SUPER = '0900000001';
export const SUPER_ROLE2 = '0900000002';
export const PN_ROLE1 = '0901000001';
export const PN_ADMIN = '0901000002';
export const PN_CONDUCTOR = '0901000005';
export const PN_CONTROLLER = '0901000009';
export const QT_ADMIN = '0902000002';

const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls, expects `status` with a Vietnamese message, and checks nothing changed in the database. */
export async function expectRefused(
  t: TestApp,
  method: Method,
  url: string,
  status: number,
  options: { as?: string; body?: unknown; query?: Record<string, string | number | boolean> } = {},
) {
  if (options.as) await t.as(options.as);
  const before = await t.digest();
  const res = await t.call(method, url, options);
  expect(res.status, `${method} ${url} ${JSON.stringify(res.body)}`).toBe(status);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message).toMatch(VIETNAMESE);
  expect(typeof res.body.errorCode).toBe('string');
  expect(await t.digest()).toBe(before);
  return res;
}

/** The latest history rows of one entity. */
export async function historyOf(t: TestApp, entity: string, entityId: number | string, action?: string) {
  return t.services.database.db
    .select()
    .from(history)
    .where(
      and(
        eq(history.entity, entity),
        eq(history.entityId, String(entityId)),
        action ? eq(history.action, action) : undefined,
      ),
    )
    .orderBy(desc(history.id));
}

export async function expectHistory(
  t: TestApp,
  entity: string,
  entityId: number | string,
  action: string,
  actorUserId?: number,
) {
  const rows = await historyOf(t, entity, entityId, action);
  expect(rows.length, `history ${entity} ${entityId} ${action}`).toBeGreaterThan(0);
  if (actorUserId !== undefined) expect(rows[0]!.actorUserId).toBe(actorUserId);
  return rows[0]!;
}
