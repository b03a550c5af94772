// Who sends each fuzzed request, and which ids it may name. Every request goes out as a demo account that
// may call the operation (x-roles x x-company-scope, as in access-matrix.test.ts). The accounts doing the
// fuzzing are protected from the fuzzing itself: writes never target their staff rows, users, companies
// or positions (otherwise a generated "change phone" or "inactive" would sign them out mid-run), and the
// operations that end the caller's own session run as an account of their own, signed in again as needed.

import { rolesAllow, scopeAllows } from '@busops/domain';
import { toInternationalPhone } from '@busops/sdk';
import { sql } from 'drizzle-orm';
import type { SpecOperation } from '../../../src/http/spec.ts';
import { DEMO_ACCOUNTS } from '../../../src/seed/demo-accounts.ts';
import type { TestApp } from '../../harness.ts';

/** Signs itself out or changes its own password: its own account, a fresh sign-in after each success. */
export const SESSION_ENDERS = new Set(['logoutSession', 'changePassword', 'resetPassword']);
const SESSION_ACTOR = '0902000009';
/** The org_id 0 user: switching the current company is its normal life, and nobody else's role moves. */
const COMPANY_CHOOSER = '0909000000';

export function callersOf(op: SpecOperation): Array<string | null> {
  if (!op.signIn) return [null];
  if (SESSION_ENDERS.has(op.operationId)) return [SESSION_ACTOR];
  if (op.operationId === 'switchCurrentCompany') return [COMPANY_CHOOSER];
  return DEMO_ACCOUNTS.filter(
    (a) =>
      !a.mustChooseCompany &&
      a.phone !== SESSION_ACTOR &&
      (op.roles.length === 0 ||
        (rolesAllow(op.roles, a.role) && scopeAllows(op.scope, a.company === 'super'))),
  ).map((a) => a.phone);
}

type IdPools = Record<
  'staff' | 'users' | 'companies' | 'roles' | 'features' | 'members' | 'notifications' | 'apiKeys',
  {
    all: number[];
    writable: number[];
  }
>;

async function ids(t: TestApp, query: string): Promise<number[]> {
  const result = await t.services.database.db.execute(sql.raw(query));
  return (result as unknown as { rows: Array<{ id: number | string }> }).rows.map((r) => Number(r.id));
}

/** Ids that exist now, and the subset a write may target without touching a fuzzing account. */
export async function loadIdPools(t: TestApp): Promise<IdPools> {
  const phones = DEMO_ACCOUNTS.map((a) => `'${toInternationalPhone(a.phone)}'`).join(',');
  const actorUsers = `select id from users where phone_number in (${phones})`;
  const pool = async (all: string, protectedIds: string) => {
    const every = await ids(t, all);
    const guarded = new Set(await ids(t, protectedIds));
    return { all: every, writable: every.filter((id) => !guarded.has(id)) };
  };
  return {
    staff: await pool(
      'select id from bus_staff',
      `select id from bus_staff where user_id in (${actorUsers})`,
    ),
    users: await pool('select id from users', actorUsers),
    // The demo companies hold the fuzzing accounts: only companies the fuzzing created may change.
    companies: await pool('select id from companies', 'select id from companies'),
    roles: await pool(
      'select id from roles',
      `select role_id as id from bus_staff where role_id is not null and user_id in (${actorUsers})`,
    ),
    features: await pool('select id from features', 'select -1 as id'),
    members: await pool('select id from members', 'select -1 as id'),
    notifications: await pool('select id from notifications', 'select -1 as id'),
    // The demo's device keys (the simulator's, one per member company): rotated and revoked at will.
    apiKeys: await pool('select id from api_keys', 'select -1 as id'),
  };
}

const POOL_OF_PATH: Array<[RegExp, keyof IdPools]> = [
  [/^\/(bus\/)?staff\//, 'staff'],
  [/^\/companies\//, 'companies'],
  [/^\/roles\//, 'roles'],
  [/^\/features\//, 'features'],
  [/^\/members\//, 'members'],
  [/^\/notifications\//, 'notifications'],
  [/^\/users\//, 'users'],
  [/^\/bus-management\/device-keys\//, 'apiKeys'],
];
const POOL_OF_PROPERTY: Record<string, keyof IdPools> = {
  staff_id: 'staff',
  admin_id: 'staff',
  role_id: 'roles',
  company_id: 'companies',
  enabled_bus_companies_id: 'companies',
  org_id: 'companies',
  user_ids: 'users',
  feature_ids: 'features',
};

/** The ids generated for a property (body field or path parameter) of this operation. */
export function idsFor(op: SpecOperation, pools: IdPools, property: string): number[] | null {
  const writes = op.method !== 'get';
  const fromPath = POOL_OF_PATH.find(([pattern]) => pattern.test(op.path))?.[1];
  const name = property === 'id' || property === 'user_id' ? fromPath : POOL_OF_PROPERTY[property];
  if (!name) return null;
  // Targets of a write are protected; ids a write merely refers to (company_id of a new employee,
  // user_ids of a notification, features of a position) may be any.
  // /users/{user_id}: only the session actor calls those, and only on itself can they succeed.
  const isTarget = property === 'id' || property === 'staff_id' || property === 'role_id';
  const pool = pools[name];
  return writes && isTarget ? pool.writable : pool.all;
}

/** An id no record has: what a protected target becomes (a valid integer, so the request stays valid). */
const NOWHERE = 2_000_000_000;
const TARGET_PROPERTIES = ['staff_id', 'role_id'] as const;

/**
 * The last word on protection, applied to the request as it will be sent: generated ids and mutated
 * ones (n ± 1 of a writable id, any integer) alike, a write never targets a fuzzing account's records.
 * Such an id is replaced by one that exists nowhere, so the request is still sent (and counted).
 */
export function shieldProtected<W extends { path: Record<string, string>; body: unknown }>(
  op: SpecOperation,
  pools: IdPools,
  wire: W,
): W {
  if (op.method === 'get') return wire;
  const guarded = (name: keyof IdPools) => {
    const writable = new Set(pools[name].writable);
    return new Set(pools[name].all.filter((id) => !writable.has(id)));
  };
  const fromPath = POOL_OF_PATH.find(([pattern]) => pattern.test(op.path))?.[1];
  const path = { ...wire.path };
  if (fromPath) {
    const protectedIds = guarded(fromPath);
    for (const key of ['id', 'user_id']) {
      if (path[key] !== undefined && protectedIds.has(Number(path[key]))) path[key] = String(NOWHERE);
    }
  }
  let body = wire.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const copy = { ...(body as Record<string, unknown>) };
    for (const key of TARGET_PROPERTIES) {
      const pool = POOL_OF_PROPERTY[key]!;
      if (typeof copy[key] === 'number' && guarded(pool).has(copy[key] as number)) copy[key] = NOWHERE;
    }
    body = copy;
  }
  return { ...wire, path, body };
}
