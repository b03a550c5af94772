// "May this caller act on this record?" for every operation that declares x-target in the contract:
// each demo account that passes the access check x a record of every kind the fixture builds (owned
// by each role in each company, or by the actor) answers exactly what the fixture's oracle says.
// Refusals change nothing (one digest around all refused cases of an operation); allowed writes run
// on fresh records, so later cases see the world as seeded. See targets/fixtures.ts for the rules.
import { type RoleValue, rolesAllow, scopeAllows } from '@busops/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations, type SpecOperation, type SpecTarget } from '../../src/http/spec.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { aimAt } from './targets/aim.ts';
import { type Expected, FIXTURES, type Target } from './targets/fixtures.ts';
import { REQUESTS, type SampleRequest } from './targets/requests.ts';
import { type Actor, buildWorld, credentials, keyShutOut, type World } from './targets/world.ts';

const VIETNAMESE = /[À-ỹ]/u;
const operations = loadOperations();
const targeted = operations.filter((op) => Array.isArray(op.target)) as Array<
  SpecOperation & { target: SpecTarget[] }
>;

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
}, 180_000);
afterAll(() => t.close());

/**
 * The access matrix's own rule: only callers who get past x-roles and x-company-scope. A service key
 * never reaches a person's own operations (empty x-roles) nor the keys' management.
 */
const passesAccess = (op: SpecOperation, actor: Actor) => {
  if (keyShutOut(op, actor)) return false;
  return (
    op.roles.length === 0 ||
    (actor.role !== null &&
      rolesAllow(op.roles, actor.role as RoleValue) &&
      scopeAllows(op.scope, actor.isSuper))
  );
};

let cases = 0;

describe('target matrix', () => {
  it('every declaration is well formed and every entity and operation has a fixture', () => {
    const problems: string[] = [];
    for (const op of operations) {
      if (op.target === 'none' || op.target === 'self') continue;
      if (!Array.isArray(op.target) || op.target.length === 0) {
        problems.push(`${op.operationId}: x-target must be none, self or a non-empty list`);
        continue;
      }
      for (const target of op.target) {
        if (!['path', 'query', 'body'].includes(target.in) || !target.name)
          problems.push(
            `${op.operationId}: x-target ${JSON.stringify(target)} needs in (path|query|body) and name`,
          );
        if (!FIXTURES[target.entity])
          problems.push(
            `${op.operationId}: no fixture for entity '${target.entity}': add one to test/contract/targets/fixtures.ts`,
          );
      }
      if (!REQUESTS[op.operationId])
        problems.push(`${op.operationId}: no sample request: add one to test/contract/targets/requests.ts`);
    }
    expect(problems).toEqual([]);
    expect(targeted.length).toBeGreaterThan(20);
  });

  for (const op of targeted) {
    for (const declared of op.target) {
      it(`${op.operationId}: ${declared.entity} from ${declared.in} ${declared.name}`, async () => {
        const fixture = FIXTURES[declared.entity];
        const sampleOf = REQUESTS[op.operationId];
        if (!fixture || !sampleOf) throw new Error(`${op.operationId}: fixture or sample request missing`);
        const method = op.method.toUpperCase() as 'GET';
        const mutating = method !== 'GET';
        const actors = world.actors.filter((actor) => passesAccess(op, actor));
        expect(actors.length).toBeGreaterThan(0);

        // Plan every case on shared records, then run refusals first, then allowed cases.
        const shared = new Map<string, Promise<Target>>();
        type Case = {
          actor: Actor;
          label: string;
          expected: Expected;
          make: () => Promise<Target>;
          target: Target;
        };
        const planned: Case[] = [];
        for (const actor of actors) {
          for (const kind of fixture.kinds(world, actor, op.operationId)) {
            if (!shared.has(kind.key)) shared.set(kind.key, kind.make());
            const target = await shared.get(kind.key)!;
            const expected = fixture.expect(world, op.operationId, actor, target);
            planned.push({
              actor,
              label: `${actor.phone} (${actor.label}) on ${kind.label}`,
              expected,
              make: kind.make,
              target,
            });
          }
        }
        cases += planned.length;

        const call = async (c: Case, target: Target, sample: SampleRequest) => {
          const { url, body, query } = aimAt(op, declared, target.value, sample, target.query, target.params);
          const { as, headers } = credentials(c.actor);
          return t.call(method, url, {
            ...(as ? { as } : {}),
            ...(body !== undefined ? { body } : method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
            ...(query ? { query } : {}),
            ...(sample.headers || headers ? { headers: { ...headers, ...sample.headers } } : {}),
          });
        };

        const wrong: string[] = [];
        const refusals = planned.filter((c) => c.expected !== 'ok');
        // Samples may insert records of their own (a driver to re-position): all before the digest.
        const samples = await Promise.all(refusals.map((c) => sampleOf(world, c.actor)));
        const before = await t.digest();
        for (const [i, c] of refusals.entries()) {
          const res = await call(c, c.target, samples[i]!);
          if (res.status !== c.expected)
            wrong.push(`${c.label}: expected ${c.expected}, got ${res.status} ${JSON.stringify(res.body)}`);
          else if (!VIETNAMESE.test(String(res.body?.message)))
            wrong.push(`${c.label}: message not Vietnamese`);
        }
        if ((await t.digest()) !== before)
          wrong.push(`a refused call changed the database (${refusals.length} refusals)`);

        for (const c of planned.filter((p) => p.expected === 'ok')) {
          // An allowed write changes its record: it gets one of its own.
          const target = mutating ? await c.make() : c.target;
          const watched = fixture.watch ? await fixture.watch(world, target) : undefined;
          const res = await call(c, target, await sampleOf(world, c.actor));
          if (res.status < 200 || res.status > 299) {
            wrong.push(`${c.label}: expected 2xx, got ${res.status} ${JSON.stringify(res.body)}`);
            continue;
          }
          const mismatch = fixture.checkAnswer?.(op.operationId, c.actor, res.body);
          if (mismatch) wrong.push(`${c.label}: ${mismatch}`);
          if (fixture.watch) {
            const after = await fixture.watch(world, target);
            if (JSON.stringify(after) !== JSON.stringify(watched))
              wrong.push(`${c.label}: changed the person elsewhere`);
          }
          await fixture.restore?.(world, c.actor, op.operationId);
        }
        expect(wrong).toEqual([]);
        // The heaviest operations (a dispatch sync's preview per case) times every actor, people and
        // service keys: a ceiling of its own above the suite's, not a wait.
      }, 300_000);
    }
  }

  it('counted its cases', () => {
    console.info(`target matrix: ${targeted.length} operations, ${cases} actor x target cases`);
    expect(cases).toBeGreaterThan(500);
  });
});
