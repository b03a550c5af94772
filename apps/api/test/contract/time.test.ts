// The time suite (issue 18), generated from the bundled contract: every operation that takes a date or a
// month (format date / date-time, a month pattern, a parameter or top-level body field named *date*,
// *month*, *day*, from/to, *_at or timestamp) gets a valid request of its own (generated, checked by the
// independent oracle) with that one field set to the past (1970, 1900), the present, the far future
// (2099-12, 9999-12-31) and malformed values (2026-13, 2026-02-30, '', 2026-1-1). Never a 5xx, every
// 4xx in Vietnamese; where the business calendar forbids a value (CALENDAR below) a 4xx.
import { addMonths, monthOf, saigonToday } from '@busops/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations, type SpecOperation } from '../../src/http/spec.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';
import { cardTypeId, companyIdOf, firstRoute, memberWithoutPass } from '../monthly-tickets/orders.fixture.ts';
import { callersOf, idsFor, loadIdPools, SESSION_ENDERS, shieldProtected } from './fuzz/callers.ts';
import { checkOperation, toWire, urlOf, type WireRequest } from './fuzz/contract-check.ts';
import { arbitraryOf, type Schema } from './fuzz/schema-arbitrary.ts';

const SEED = 20261127;
const VIETNAMESE = /[À-ỹ]/u;
/** Streams never end, and the session enders sign the caller out: not time operations anyway. */
const SKIP = new Set(['streamNotifications', 'streamVehiclePositions', ...SESSION_ENDERS]);

type Kind = 'date' | 'month' | 'date-time' | 'epoch';
const today = saigonToday();
const month = monthOf(today);
const VALUES: Record<Kind, readonly unknown[]> = {
  date: [
    '1970-01-01',
    '1900-01-01',
    today,
    '2099-12-31',
    '9999-12-31',
    '2026-13-01',
    '2026-02-30',
    '',
    '2026-1-1',
  ],
  month: ['1970-01', '1900-01', month, addMonths(month, 1), '2099-12', '9999-12', '2026-13', '', '2026-1'],
  'date-time': [
    '1970-01-01T00:00:00Z',
    '1900-01-01T00:00:00+07:00',
    new Date().toISOString(),
    '2099-12-31T23:59:59+07:00',
    '9999-12-31T23:59:59Z',
    '2026-13-01T00:00:00Z',
    '2026-02-30T08:00:00+07:00',
    '',
    '2026-1-1T1:2:3Z',
  ],
  epoch: [0, -2_208_988_800, Math.floor(Date.now() / 1000), 4_102_444_800, 253_402_300_799],
};

/**
 * What the business calendar forbids, by operation and field: these values must get a 4xx.
 * A registration buys this month or the next (finding 3: 2099-12 bought a pass valid to 2099).
 */
const CALENDAR: Record<string, Record<string, (value: unknown) => boolean>> = {
  createRegistrationOrder: {
    period_month: (v) => typeof v === 'string' && v !== month && v !== addMonths(month, 1),
  },
};

const NAMED = /(date|month|day|^from$|^to$|_from$|_to$|_at$|timestamp|time$)/i;
function kindOf(name: string, schema: Schema | undefined): Kind | null {
  const s = (schema ?? {}) as Schema & { format?: string; pattern?: string; type?: unknown };
  const types = ([] as unknown[]).concat(s.type ?? []);
  if (s.format === 'date') return 'date';
  if (s.format === 'date-time') return 'date-time';
  if (
    typeof s.pattern === 'string' &&
    /1\[0-2\]\)?\$/.test(s.pattern) &&
    !/\[0-3\]|\\d\{2\}\$/.test(s.pattern)
  )
    return 'month';
  if (typeof s.pattern === 'string' && /\[0-3\]/.test(s.pattern)) return 'date';
  if (!NAMED.test(name)) return null;
  if (types.includes('integer') || types.includes('number'))
    return /timestamp|_at$|time$/.test(name) ? 'epoch' : null;
  if (/month/i.test(name)) return 'month';
  if (/_at$|timestamp|time$/.test(name)) return 'date-time';
  return types.includes('string') || types.length === 0 ? 'date' : null;
}

interface TimeField {
  where: 'path' | 'query' | 'body';
  /** The parameter's name, or the path into the body ('0' stands for an array's first item). */
  path: string[];
  kind: Kind;
}

/** The date fields of a body schema, however deep (objects, arrays, allOf / oneOf / anyOf). */
function bodyFields(schema: Schema | undefined, path: string[], out: TimeField[], depth = 0): void {
  if (!schema || depth > 5) return;
  const s = schema as Schema & {
    properties?: Record<string, Schema>;
    items?: Schema;
    allOf?: Schema[];
    oneOf?: Schema[];
    anyOf?: Schema[];
  };
  for (const part of [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])])
    bodyFields(part, path, out, depth + 1);
  if (s.items) bodyFields(s.items, [...path, '0'], out, depth + 1);
  for (const [name, child] of Object.entries(s.properties ?? {})) {
    const kind = kindOf(name, child);
    const at = [...path, name];
    if (kind && !out.some((f) => f.path.join('.') === at.join('.')))
      out.push({ where: 'body', path: at, kind });
    else bodyFields(child, at, out, depth + 1);
  }
}

function timeFields(op: SpecOperation): TimeField[] {
  const fields: TimeField[] = [];
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const kind = kindOf(p.name, p.schema as Schema);
    if (kind) fields.push({ where: p.in, path: [p.name], kind });
  }
  bodyFields(op.requestBody?.content['application/json']?.schema as Schema | undefined, [], fields);
  return fields;
}

/**
 * Hand-made requests the business rules accept, for the operations CALENDAR checks: a generated one
 * may be refused for another reason (both a member and a member_id ...), and prove nothing.
 */
const FIXED: Record<string, () => Promise<WireRequest>> = {
  async createRegistrationOrder() {
    const pn = await companyIdOf(t, 'PNB');
    const [member] = await memberWithoutPass(t, pn);
    return {
      path: {},
      query: {},
      headers: {},
      body: {
        member_id: member!.id,
        card_type_id: await cardTypeId(t, pn, 'CN'),
        scope: 'single',
        route_id: await firstRoute(t, pn),
      },
    };
  },
};
const PRESENT = new Set([today, month, addMonths(month, 1)]);

const tally = { operations: 0, withoutBase: [] as string[], requests: 0 };

let t: TestApp;
let pools: Awaited<ReturnType<typeof loadIdPools>>;
beforeAll(async () => {
  t = await createTestApp();
  pools = await loadIdPools(t);
}, 180_000);
afterAll(() => t?.close());

/** A request the contract accepts, generated from its schemas (null when none comes in 40 samples). */
function validBase(op: SpecOperation, index: number): WireRequest | null {
  const options = { idsFor: (property: string) => idsFor(op, pools, property) };
  const params = (where: 'path' | 'query') => {
    const list = op.parameters.filter((p) => p.in === where);
    return fc.record(
      Object.fromEntries(list.map((p) => [p.name, arbitraryOf(p.schema ?? {}, options, p.name)])),
      {
        requiredKeys: list.filter((p) => p.required || where === 'path').map((p) => p.name),
      },
    );
  };
  const schema = op.requestBody?.content['application/json']?.schema;
  const request = fc.record({
    path: params('path'),
    query: params('query'),
    headers: fc.constant({}),
    body: schema ? arbitraryOf(schema, options) : fc.constant(undefined),
  });
  const check = checkOperation(op);
  for (const sample of fc.sample(request, { seed: SEED + index, numRuns: 40 })) {
    const wire = shieldProtected(op, pools, toWire(sample));
    if (check.whyInvalid(wire) === null) return wire;
  }
  return null;
}

/** The base request with one field set to `value` (objects and arrays on its way made as needed). */
function withValue(base: WireRequest, field: TimeField, value: unknown): WireRequest {
  if (field.where !== 'body') {
    return { ...base, [field.where]: { ...base[field.where], [field.path[0]!]: String(value) } };
  }
  const body = structuredClone(base.body ?? {}) as Record<string, unknown>;
  let node: Record<string, unknown> = body;
  field.path.forEach((key, i) => {
    if (i === field.path.length - 1) {
      node[key] = value;
      return;
    }
    const next = field.path[i + 1] === '0' ? [] : {};
    if (node[key] === null || typeof node[key] !== 'object') node[key] = next;
    node = node[key] as Record<string, unknown>;
  });
  return { ...base, body };
}

async function send(op: SpecOperation, caller: string | null, wire: WireRequest) {
  const response = await t.app.inject({
    method: op.method.toUpperCase() as 'GET',
    url: urlOf(op, wire),
    remoteAddress: '198.51.100.251',
    headers: {
      'x-access-token': APP_KEY,
      ...(caller ? await t.as(caller) : {}),
      ...(wire.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(wire.body !== undefined ? { payload: JSON.stringify(wire.body) } : {}),
  });
  const json = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: json ? response.json() : response.body };
}

const operations = loadOperations().filter((op) => !SKIP.has(op.operationId) && timeFields(op).length > 0);

describe('time: dates and months from 1900 to 9999, and malformed', () => {
  it('finds the operations that take a date or a month in the contract', () => {
    const names = operations.map((op) => op.operationId);
    expect(names).toContain('createRegistrationOrder');
    expect(names.length).toBeGreaterThan(10);
  });

  it.each(operations.map((op, i) => [op.operationId, op, i] as const))(
    '%s',
    async (_, op, index) => {
      const fixed = FIXED[op.operationId];
      const base = fixed ? await fixed() : validBase(op, index);
      const caller = callersOf(op)[0] ?? null;
      const failures: string[] = [];
      tally.operations++;
      if (!base) {
        // No valid request in 40 samples: the contract fuzz covers this operation's refusals.
        tally.withoutBase.push(op.operationId);
        return;
      }
      for (const field of timeFields(op)) {
        for (const value of VALUES[field.kind]) {
          const wire = withValue(base, field, value);
          const answer = await send(op, caller, wire);
          tally.requests++;
          const where = `${field.where}.${field.path.join('.')}=${JSON.stringify(value)} -> ${answer.status}`;
          if (answer.status >= 500) failures.push(`${where} ${JSON.stringify(answer.body).slice(0, 200)}`);
          if (answer.status >= 400 && !VIETNAMESE.test(String(answer.body?.message ?? '')))
            failures.push(`${where} without a Vietnamese message`);
          const calendar = CALENDAR[op.operationId]?.[field.path.join('.')];
          if (calendar?.(value) && answer.status < 400)
            failures.push(`${where}: the business calendar forbids it`);
          if (calendar && PRESENT.has(value as string) && answer.status >= 300)
            failures.push(`${where}: the base request is refused, the calendar check proves nothing`);
        }
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );

  it('sent every time value to every operation it could build a valid request for', () => {
    console.log(
      `[time] ${tally.requests} requests over ${tally.operations} operations; ` +
        `no valid base for ${tally.withoutBase.length}: ${tally.withoutBase.join(', ')}`,
    );
    expect(tally.withoutBase).not.toContain('createRegistrationOrder');
    expect(tally.requests).toBeGreaterThan(100);
  });
});
