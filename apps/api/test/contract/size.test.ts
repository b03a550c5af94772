// Size and work (issue 18): every operation whose request body is binary or holds an array is sent
// payloads at and just past the limits its contract states, while /health is timed alongside.
// - binary bodies: `maxLength` bytes and one more (a zip is a real zip padded to the size); a zip media
//   type with `x-max-uncompressed-bytes` also gets feeds that unzip to exactly that and to one byte more;
// - JSON bodies: each array reachable through the body's properties at `maxItems` entries and one more.
// Past a limit the answer is 4xx; at a limit it may be 2xx or 4xx, never 5xx; /health answers within 1 s
// during every request. Generated from the contract: a new operation with such a body is covered.
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { loadOperations, type SpecOperation } from '../../src/http/spec.ts';
import { zipBytes } from '../gtfs/gtfs-fixture.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';
import { callersOf, idsFor, loadIdPools, shieldProtected } from './fuzz/callers.ts';
import { checkOperation, toWire } from './fuzz/contract-check.ts';
import { arbitraryOf, type Schema } from './fuzz/schema-arbitrary.ts';

const HEALTH_LIMIT_MS = 1_000;
const SEED = 20261127;

interface Case {
  op: SpecOperation;
  /** What is at or past its limit, e.g. `body bytes 5242880` or `line_ids 1001 entries`. */
  what: string;
  past: boolean;
  contentType: string;
  payload: () => Promise<Buffer>;
}

const isBinary = (schema: Schema | undefined) => schema?.type === 'string' && schema.format === 'binary';

/** A zip of exactly `bytes` bytes: one stored (uncompressed) entry sized to fill it. */
async function zipOfSize(bytes: number): Promise<Buffer> {
  const build = (fill: number) =>
    zipOf([{ name: 'padding.bin', data: Buffer.alloc(Math.max(0, fill), 0x61) }], false);
  const overhead = (await build(0)).length;
  const zip = await build(bytes - overhead);
  if (zip.length !== bytes) throw new Error(`zip of ${zip.length} bytes, not ${bytes}`);
  return zip;
}

/** A feed whose .txt files unzip to `bytes` in all: repeated stop_times rows in two files, deflated. */
async function zipUnzippingTo(bytes: number): Promise<Buffer> {
  const line = Buffer.from('T1,08:00:00,08:00:00,S1,1\n');
  const stream = (size: number) =>
    Readable.from(
      (function* () {
        const block = Buffer.alloc(1024 * 1024, line.toString());
        let left = size;
        while (left > 0) {
          const n = Math.min(left, block.length);
          yield n === block.length ? block : block.subarray(0, n);
          left -= n;
        }
      })(),
    );
  const half = Math.floor(bytes / 2);
  return zipOf(
    [
      { name: 'stop_times.txt', data: stream(half) },
      { name: 'shapes.txt', data: stream(bytes - half) },
    ],
    true,
  );
}

function zipOf(
  entries: Array<{ name: string; data: Buffer | Readable }>,
  compress: boolean,
): Promise<Buffer> {
  const zip = new ZipFile();
  for (const { name, data } of entries) {
    if (Buffer.isBuffer(data)) zip.addBuffer(data, name, { compress });
    else zip.addReadStream(data, name, { compress, compressionLevel: 1 });
  }
  return zipBytes(zip);
}

/** Built once per kind and size: the preview and the apply of a feed share theirs. */
const built = new Map<string, Promise<Buffer>>();
const once = (key: string, make: () => Promise<Buffer>) => {
  if (!built.has(key)) built.set(key, make());
  return built.get(key)!;
};

function binaryCases(op: SpecOperation): Case[] {
  const cases: Case[] = [];
  for (const [contentType, media] of Object.entries(op.requestBody?.content ?? {})) {
    if (!isBinary(media.schema)) continue;
    const max = media.schema.maxLength as number;
    const zip = contentType === 'application/zip';
    for (const past of [false, true]) {
      const bytes = max + (past ? 1 : 0);
      cases.push({
        op,
        what: `body of ${bytes} bytes (limit ${max})`,
        past,
        contentType,
        payload: () =>
          once(`${contentType}:${bytes}`, async () => (zip ? zipOfSize(bytes) : Buffer.alloc(bytes, 0x61))),
      });
    }
    const unzipped = (media as { 'x-max-uncompressed-bytes'?: number })['x-max-uncompressed-bytes'];
    if (zip && unzipped) {
      for (const past of [false, true]) {
        const bytes = unzipped + (past ? 1 : 0);
        cases.push({
          op,
          what: `feed unzipping to ${bytes} bytes (limit ${unzipped})`,
          past,
          contentType,
          payload: () => once(`unzipped:${bytes}`, () => zipUnzippingTo(bytes)),
        });
      }
    }
  }
  return cases;
}

/** The arrays of a JSON body reachable through properties from its root: [path, schema]. */
function arraysOf(schema: Schema, path: string[] = []): Array<[string[], Schema]> {
  const branches = [schema, ...((schema.allOf as Schema[]) ?? [])];
  const found: Array<[string[], Schema]> = [];
  for (const branch of branches) {
    const types = [branch.type].flat();
    if (types.includes('array')) found.push([path, branch]);
    for (const [name, prop] of Object.entries((branch.properties as Record<string, Schema>) ?? {})) {
      const variants = (prop.anyOf as Schema[]) ?? (prop.oneOf as Schema[]) ?? [prop];
      for (const variant of variants)
        found.push(...arraysOf({ ...prop, ...variant, anyOf: undefined }, [...path, name]));
    }
  }
  return found;
}

function setAt(body: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const object =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { ...object, [head]: setAt(object[head], rest, value) };
}

/** `count` entries for an array schema: distinct where it asks for unique items (as far as the schema allows). */
function entries(
  array: Schema,
  count: number,
  options: Parameters<typeof arbitraryOf>[1],
  property: string,
): unknown[] {
  const items = (array.items as Schema) ?? {};
  if (items.type === 'integer') {
    const low = (items.minimum as number) ?? 1;
    const ids = options?.idsFor?.(property) ?? [];
    return Array.from({ length: count }, (_, i) => (i < ids.length ? ids[i] : low + i));
  }
  const sampled = fc.sample(arbitraryOf(items, options, property), {
    seed: SEED,
    numRuns: Math.min(count, 50),
  });
  return Array.from({ length: count }, (_, i) => sampled[i % sampled.length]);
}

let t: TestApp;
let pools: Awaited<ReturnType<typeof loadIdPools>>;

function arrayCases(op: SpecOperation): Case[] {
  const schema = op.requestBody?.content['application/json']?.schema;
  if (!schema) return [];
  return arraysOf(schema)
    .filter(([, array]) => typeof array.maxItems === 'number')
    .flatMap(([path, array]) =>
      [false, true].map((past) => {
        const count = (array.maxItems as number) + (past ? 1 : 0);
        return {
          op,
          what: `${path.join('.') || 'body'} of ${count} entries (limit ${array.maxItems})`,
          past,
          contentType: 'application/json',
          payload: async () => {
            const options = { idsFor: (property: string) => idsFor(op, pools, property) };
            // A body the contract accepts where the samples give one, so the limit is what is tested.
            const check = checkOperation(op);
            const samples = fc.sample(arbitraryOf(schema, options), { seed: SEED, numRuns: 30 });
            const base =
              samples.find(
                (body) => check.whyInvalid(toWire({ path: {}, query: {}, headers: {}, body })) === null,
              ) ?? samples[0];
            const body = setAt(base, path, entries(array, count, options, path.at(-1) ?? ''));
            return Buffer.from(JSON.stringify(body));
          },
        } satisfies Case;
      }),
    );
}

const operations = loadOperations();
const cases = operations.flatMap((op) => [...binaryCases(op), ...arrayCases(op)]);

/** Path parameters: an existing record where the fuzz pools know one, else 1. */
function pathOf(op: SpecOperation): string {
  const wire = shieldProtected(op, pools, { path: {} as Record<string, string>, body: undefined });
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const id = wire.path[name] ?? String(idsFor(op, pools, name)?.at(-1) ?? 1);
    return encodeURIComponent(id);
  });
}

/** Sends `request` while /health is asked every 50 ms; the slowest /health answer, in ms. */
async function withHealthTimed<T>(request: Promise<T>): Promise<{ answer: T; slowestHealth: number }> {
  let done = false;
  let slowest = 0;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/health' });
      slowest = Math.max(slowest, performance.now() - started);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    const answer = await request;
    return { answer, slowestHealth: slowest };
  } finally {
    done = true;
    await probe;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  pools = await loadIdPools(t);
});
afterAll(() => t?.close());

describe('size and work: payloads at and past the contract limits', { timeout: 60_000 }, () => {
  it('covers every operation with a binary body or an array in its JSON body', () => {
    const covered = new Set(cases.map((c) => c.op.operationId));
    const expected = operations.filter(
      (op) =>
        Object.values(op.requestBody?.content ?? {}).some((m) => isBinary(m.schema)) ||
        arraysOf(op.requestBody?.content['application/json']?.schema ?? {}).length > 0,
    );
    expect([...covered].sort()).toEqual(expected.map((op) => op.operationId).sort());
    // A binary body or an array without a stated limit would not be tested: the contract bounds them all.
    for (const op of expected) {
      for (const media of Object.values(op.requestBody?.content ?? {})) {
        if (isBinary(media.schema)) expect(media.schema.maxLength, op.operationId).toBeTypeOf('number');
      }
    }
    console.log(`[size] ${covered.size} operations, ${cases.length} payloads`);
  });

  it.each(cases.map((c) => [`${c.op.operationId}: ${c.past ? 'past' : 'at'} ${c.what}`, c] as const))(
    '%s',
    async (_, c) => {
      const caller = callersOf(c.op)[0] ?? null;
      const payload = await c.payload();
      const headers = {
        'x-access-token': APP_KEY,
        ...(caller ? await t.as(caller) : {}),
        'content-type': c.contentType,
      };
      const { answer, slowestHealth } = await withHealthTimed(
        t.app.inject({ method: c.op.method.toUpperCase() as 'POST', url: pathOf(c.op), headers, payload }),
      );
      const status = answer.statusCode;
      const said = `${status} ${answer.body.slice(0, 200)}`;
      if (c.past) expect(status >= 400 && status < 500, said).toBe(true);
      else expect(status, said).toBeLessThan(500);
      if (status >= 400) expect(answer.json().message, said).toMatch(/[À-ỹ]/u);
      expect(slowestHealth, `/health took ${Math.round(slowestHealth)} ms`).toBeLessThan(HEALTH_LIMIT_MS);
    },
  );
});
