// Mutations of a generated request: wrong types, out-of-range numbers, control characters, right-to-left
// and zero-width text, huge arrays, unknown fields, missing required fields, broken path and query values.
// A mutated request is not assumed invalid: contract-check.ts decides what the API must do with it.
import fc from 'fast-check';

export interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  /** undefined: no body sent. */
  body: unknown;
}

type Where = 'path' | 'query' | 'headers' | 'body';
type Json = unknown;

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff'];
const ODD_TEXT = ['\u202e', '\u200b', '\ufeff', '\u200f', 'ש', ' ', '🚌'];
const WRONG_VALUES: Json[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e21,
  -2147483649,
  2 ** 53 + 2,
  '',
  'abc',
  '1; drop table companies',
  '0x10',
  [],
  [1, 2],
  {},
  { $ne: null },
];

/** Every location (container + key) inside a JSON value, root excluded. */
function slots(value: Json, out: Array<[Record<string, Json> | Json[], string | number]> = []) {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      out.push([value, i]);
      slots(item, out);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push([value as Record<string, Json>, key]);
      slots(item, out);
    }
  }
  return out;
}

const containersOf = (value: Json): Array<Record<string, Json>> => {
  const found: Array<Record<string, Json>> = [];
  const walk = (node: Json) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      found.push(node as Record<string, Json>);
      Object.values(node).forEach(walk);
    }
  };
  walk(value);
  return found;
};

const KINDS = [
  'wrong-type',
  'boundary',
  'control-character',
  'odd-text',
  'huge-array',
  'unknown-field',
  'missing-field',
  'whole-body',
] as const;
export type MutationKind = (typeof KINDS)[number];

export interface Mutation {
  kind: MutationKind;
  where: Where;
  /** Indexes chosen by fast-check, resolved against the request's shape. */
  pick: number;
  value: number;
}

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom(...KINDS),
  where: fc.constantFrom<Where>('path', 'query', 'headers', 'body', 'body', 'body'),
  pick: fc.nat(),
  value: fc.nat(),
});

const at = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** Applies the mutation to a copy of the request; the label says what changed (for failure reports). */
export function mutate(request: FuzzRequest, chosen: Mutation): { request: FuzzRequest; label: string } {
  let mutation = chosen;
  const copy: FuzzRequest = structuredClone(request);
  // A path without parameters has nothing to break (a value there never reaches the URL): use the query.
  const noPath = mutation.where === 'path' && Object.keys(copy.path).length === 0;
  const where = copy[mutation.where] === undefined || noPath ? 'query' : mutation.where;
  // Without a path parameter the URL names another route (/bus/staff/ is listBusStaff): break it instead.
  if (where === 'path' && (mutation.kind === 'missing-field' || mutation.kind === 'whole-body')) {
    mutation = { ...mutation, kind: 'wrong-type' };
  }
  if (copy[where] === undefined) copy[where] = {};
  const root = copy[where] as Json;
  const label = (detail: string) => `${mutation.kind} ${where}${detail}`;

  if (mutation.kind === 'whole-body' && where === 'body') {
    copy.body = at(WRONG_VALUES, mutation.value);
    return { request: copy, label: label(` = ${JSON.stringify(copy.body)}`) };
  }
  if (mutation.kind === 'unknown-field' || (mutation.kind === 'whole-body' && where !== 'body')) {
    const containers = containersOf(root);
    const target = containers.length ? at(containers, mutation.pick) : (root as Record<string, Json>);
    target.__fuzz_unknown = at(WRONG_VALUES, mutation.value);
    return { request: copy, label: label('.__fuzz_unknown') };
  }
  if (mutation.kind === 'missing-field') {
    const all = slots(root).filter(([container]) => !Array.isArray(container));
    if (all.length === 0) return { request: copy, label: label(' (nothing to remove)') };
    const [container, key] = at(all, mutation.pick);
    delete (container as Record<string, Json>)[key as string];
    return { request: copy, label: label(` -${String(key)}`) };
  }

  const all = slots(root);
  if (all.length === 0) {
    (root as Record<string, Json>).__fuzz_unknown = at(CONTROL, mutation.value);
    return { request: copy, label: label('.__fuzz_unknown (control)') };
  }
  const [container, key] = at(all, mutation.pick);
  const current = (container as Record<string | number, Json>)[key];
  const set = (value: Json) => {
    (container as Record<string | number, Json>)[key] = value;
  };
  switch (mutation.kind) {
    case 'wrong-type':
      set(at(WRONG_VALUES, mutation.value));
      break;
    case 'boundary': {
      const n = typeof current === 'number' ? current : Number(current) || 0;
      set(at([n - 1, n + 1, -n, 0, -1, 2 ** 31, 2 ** 53, -(2 ** 53), n + 0.5, 1e308], mutation.value));
      break;
    }
    case 'control-character':
    case 'odd-text': {
      const chars = mutation.kind === 'control-character' ? CONTROL : ODD_TEXT;
      const text = typeof current === 'string' ? current : String(current ?? '');
      const i = mutation.value % (text.length + 1);
      set(text.slice(0, i) + at(chars, mutation.value >> 3) + text.slice(i));
      break;
    }
    case 'huge-array': {
      const first = Array.isArray(current) && current.length ? current[0] : (current ?? 1);
      // Many items, each small: a huge array, not a huge body (the 2 MB body limit is another test).
      const item = typeof first === 'string' ? first.slice(0, 8) : first;
      // An object item (a trip of a batch) is not small: a thousand of them stay under the body limit.
      const length =
        typeof item === 'object' && item !== null ? 1001 : at([1001, 5000, 20000], mutation.value);
      set(Array.from({ length }, (_, i) => (typeof item === 'number' ? i + 1 : item)));
      break;
    }
    default:
      break;
  }
  return { request: copy, label: label(` .${String(key)}`) };
}
