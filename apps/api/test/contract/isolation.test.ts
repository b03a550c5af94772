// Member companies never see each other's data, generated from the contract. Every record id an
// operation names (a path parameter, or a query or body field called id, *_id or *_ids) is either one of
// its x-target entries, and then every member-company caller the operation lets in probes a record of
// each other company: 404 (403 where the operation acts on the caller's own records only, whatever the
// record), and nothing changes. Or it is listed below with the reason it needs no probe. A new operation
// with a record id fails here until it has one or the other. The super company reads across.

import { rolesAllow, scopeAllows } from '@busops/domain';
import { eq } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaTables } from '../../src/access/company-tables.ts';
import { sessions } from '../../src/db/schema/index.ts';
import { loadOperations, type SpecOperation, type SpecTarget } from '../../src/http/spec.ts';
import { createTestApp, NOT_DIGESTED, type TestApp } from '../harness.ts';
import { NOT_PROBED } from './isolation.not-probed.ts';
import { aimAt, recordReferences } from './targets/aim.ts';
import { FIXTURES, type TargetKind } from './targets/fixtures.ts';
import { REQUESTS, type SampleRequest } from './targets/requests.ts';
import { type Actor, buildWorld, credentials, keyShutOut, type World } from './targets/world.ts';

/** x-target entities a member company reaches in another company by design. */
const CROSS_COMPANY_BY_DESIGN: Readonly<Record<string, string>> = {
  person:
    'a phone number names a person, who may work for several companies: createBusStaff adds them as they are (ADR 0006); the target matrix checks that nothing of them elsewhere changes',
  feature: 'features are a catalogue shared by every company',
};

/** Operations on the caller's own records only: any other record answers 403, existing or not. */
const SELF_ONLY = new Set(['changePassword', 'resetPassword']);

const VIETNAMESE = /[À-ỹ]/u;
const operations = loadOperations();
const targetsOf = (op: SpecOperation) => (Array.isArray(op.target) ? op.target : []);
const refKey = (op: SpecOperation, ref: { in: string; name: string }) =>
  `${op.operationId} ${ref.in} ${ref.name}`;

/** The access matrix's rule: a caller the operation's x-roles and x-company-scope let in. */
const passesAccess = (op: SpecOperation, actor: Actor) =>
  !keyShutOut(op, actor) &&
  (op.roles.length === 0 ||
    (actor.role !== null &&
      rolesAllow(op.roles, actor.role as never) &&
      scopeAllows(op.scope, actor.isSuper)));

/** Record ids of the operations that are neither an x-target nor listed in NOT_PROBED (and stale lines). */
function referenceProblems(ops: readonly SpecOperation[]): string[] {
  const problems: string[] = [];
  const references = new Set<string>();
  for (const op of ops) {
    for (const ref of recordReferences(op)) {
      const key = refKey(op, ref);
      references.add(key);
      const targeted = targetsOf(op).some((t) => t.in === ref.in && t.name === ref.name);
      if (!targeted && !(key in NOT_PROBED)) {
        problems.push(`${key}: a record id with no x-target and no reason in NOT_PROBED (isolation.test.ts)`);
      }
      if (targeted && key in NOT_PROBED) problems.push(`${key}: an x-target, yet listed in NOT_PROBED`);
    }
  }
  for (const key of Object.keys(NOT_PROBED)) {
    if (!references.has(key)) problems.push(`NOT_PROBED lists ${key}, which the contract no longer has`);
  }
  return problems;
}

interface Probe {
  op: SpecOperation;
  target: SpecTarget;
  actor: Actor;
  label: string;
  value: number | string;
  /** More query fields naming the record (its kind, for listRecordHistory). */
  query?: Record<string, string>;
  /** More path ids naming the record (a line's route). */
  params?: Record<string, number>;
  expected: 403 | 404;
  sample: SampleRequest;
}

let t: TestApp;
let world: World;
const probes: Probe[] = [];
/** Oracle answers other than a refusal for another company's record: each one a leak. */
const leaks: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
  // Refusals change nothing, so one record of each kind serves every probe of its entity.
  const records = new Map<string, ReturnType<TargetKind['make']>>();
  const recordOf = (entity: string, kind: TargetKind) => {
    const key = `${entity}:${kind.key}`;
    if (!records.has(key)) records.set(key, kind.make());
    return records.get(key)!;
  };
  for (const op of operations) {
    for (const target of targetsOf(op)) {
      if (target.entity in CROSS_COMPANY_BY_DESIGN) continue;
      const fixture = FIXTURES[target.entity];
      const sampleOf = REQUESTS[op.operationId];
      if (!fixture || !sampleOf) continue; // reported by the target matrix's declaration test
      const members = world.actors.filter((a) => !a.isSuper && a.companyId !== null && passesAccess(op, a));
      for (const actor of members) {
        const seen = new Set<number>();
        for (const kind of fixture.kinds(world, actor, op.operationId)) {
          if (kind.key.startsWith('self/')) continue;
          const record = await recordOf(target.entity, kind);
          const other = record.companyId;
          if (other === null || other === actor.companyId || seen.has(other)) continue;
          const expected = fixture.expect(world, op.operationId, actor, record);
          const wanted = SELF_ONLY.has(op.operationId) ? 403 : 404;
          // A kind the actor may not read at all (listRecordHistory: sales and an employee's history)
          // is the access check's 403, not tenancy: another kind of record probes that company.
          if (expected === 403 && wanted === 404) continue;
          seen.add(other);
          const label = `${op.operationId} (${target.in} ${target.name}) as ${actor.phone} on ${kind.label}`;
          if (expected !== wanted) {
            leaks.push(`${label}: the oracle expects ${expected}, not ${wanted}`);
            continue;
          }
          probes.push({
            op,
            target,
            actor,
            label,
            value: record.value,
            query: record.query,
            params: record.params,
            expected,
            sample: await sampleOf(world, actor),
          });
        }
      }
    }
  }
}, 300_000);
afterAll(() => t.close());

describe('tenant isolation, generated from the contract', () => {
  it('every record id an operation names is an x-target, or listed with its reason', () => {
    expect(referenceProblems(operations)).toEqual([]);
  });

  it('fails for a new operation whose record id has neither (self-test)', () => {
    const getVehicle: SpecOperation = {
      ...operations.find((op) => op.operationId === 'getMember')!,
      operationId: 'getVehicle',
      path: '/vehicles/{id}',
      target: 'none',
    };
    expect(referenceProblems([...operations, getVehicle])).toEqual([
      'getVehicle path id: a record id with no x-target and no reason in NOT_PROBED (isolation.test.ts)',
    ]);
  });

  it('every x-target a member company may call gets an other-company probe', () => {
    const missing: string[] = [];
    for (const op of operations) {
      for (const target of targetsOf(op)) {
        if (target.entity in CROSS_COMPANY_BY_DESIGN) continue;
        const probed = probes.some((p) => p.op === op && p.target === target);
        // Super-company operations answer 403 to every member company (the access matrix proves it).
        if (!probed && op.scope !== 'super')
          missing.push(`${op.operationId} (${target.in} ${target.name}): no other-company probe`);
      }
    }
    expect(missing).toEqual([]);
    expect(leaks).toEqual([]);
    console.info(`isolation: ${probes.length} other-company probes`);
    expect(probes.length).toBeGreaterThan(50);
  });

  it('answers every other-company probe 404 (403 for own-only operations) in Vietnamese and changes nothing', async () => {
    await Promise.all(world.actors.filter((a) => !a.key).map((a) => t.as(a.phone)));
    const before = await t.digest();
    const wrong: string[] = [];
    for (const probe of probes) {
      const method = probe.op.method.toUpperCase() as 'GET';
      const { url, body, query } = aimAt(
        probe.op,
        probe.target,
        probe.value,
        probe.sample,
        probe.query,
        probe.params,
      );
      // A service key of a member company (issue 21) is probed like its staff: with its key.
      const { as, headers } = credentials(probe.actor);
      const res = await t.call(method, url, {
        ...(as ? { as } : {}),
        ...(body !== undefined ? { body } : method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
        ...(query ? { query } : {}),
        ...(probe.sample.headers || headers ? { headers: { ...headers, ...probe.sample.headers } } : {}),
      });
      if (res.status !== probe.expected)
        wrong.push(
          `${probe.label}: expected ${probe.expected}, got ${res.status} ${JSON.stringify(res.body)}`,
        );
      else if (!VIETNAMESE.test(String(res.body?.message)))
        wrong.push(`${probe.label}: message not Vietnamese`);
    }
    expect(wrong).toEqual([]);
    expect(await t.digest()).toBe(before);
  });

  it('never lists another member company’s employees, even when asked by company_id', async () => {
    const admin = world.actors.find((a) => a.phone === '0901000002')!;
    const other = world.companyIds.quyetThang;
    const asked = await t.call('GET', '/bus/staff', {
      as: admin.phone,
      query: { company_id: other, size: 100 },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.items).toEqual([]);
    const all = await t.call('GET', '/bus/staff', { as: admin.phone, query: { size: 100 } });
    expect(all.body.items.length).toBeGreaterThan(0);
    expect(new Set(all.body.items.map((s: { company_id: number }) => s.company_id))).toEqual(
      new Set([world.companyIds.phuongNam]),
    );
  });

  it('lets the super company read across member companies', async () => {
    const other = world.companyIds.quyetThang;
    const list = await t.call('GET', '/bus/staff', {
      as: '0900000001',
      query: { company_id: other, size: 1 },
    });
    expect(list.body.total).toBeGreaterThan(0);
    const res = await t.call('GET', `/bus/staff/${list.body.items[0].id}`, { as: '0900000001' });
    expect(res.status).toBe(200);
    expect(res.body.company_id).toBe(other);
  });

  it('the digest reads every table of the Drizzle schema; a sign-in leaves it, a revocation changes it', async () => {
    const digested = (await t.digest()).split('\n').map((line) => line.split(':')[0]);
    const tables = schemaTables()
      .map((table) => getTableConfig(table).name)
      .sort();
    expect(digested).toEqual(tables.filter((name) => !(name in NOT_DIGESTED) || NOT_DIGESTED[name]!.rows));
    const before = await t.digest();
    const session = await t.signIn('0901000010');
    expect(await t.digest()).toBe(before);
    const [id] = session.refreshToken.split('.');
    await t.services.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id!));
    expect(await t.digest()).not.toBe(before);
  });
});
