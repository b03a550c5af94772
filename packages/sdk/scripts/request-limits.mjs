// Every field a caller can send has a limit in the contract, so the work one request causes is bounded
// before any handler runs (issue 18, "Limits in the contract"): a string a `maxLength`, an anchored
// `pattern` (^…$), an `enum` or a `const`; an integer or number a `maximum` (ids fit PostgreSQL's
// integer, <= 2147483647); an array a `maxItems`; an object with free keys a `maxProperties`.
// "Request" = path, query, header and cookie parameters and every media type of every request body,
// read on the dereferenced contract (every `$ref` inlined), so a shared schema counts at each use.
// `pnpm gen` (scripts/gen.mjs) refuses the contract while one is unbounded; run alone, this script
// prints them: `node packages/sdk/scripts/request-limits.mjs [openapi.deref.gen.json]`.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const ANCHORED = /^\^.*\$$/s;

const pointer = (parts) =>
  `#/${parts.map((p) => String(p).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

// Keywords that bound a value; one beside an `anyOf`/`oneOf`, or in any branch of an `allOf`, bounds
// every branch too (`anyOf: [NonBlankText, null]` with its `maxLength` beside it is bounded).
const BOUNDS = [
  'const',
  'enum',
  'maxLength',
  'pattern',
  'maximum',
  'exclusiveMaximum',
  'maxItems',
  'prefixItems',
  'maxProperties',
];
const boundsOf = (schema) =>
  Object.fromEntries(BOUNDS.filter((k) => schema?.[k] !== undefined).map((k) => [k, schema[k]]));

/** What is missing on this schema node (null when it is bounded or not a leaf that needs a bound). */
function missing(own, inherited, branch) {
  const schema = { ...inherited, ...own };
  if (schema.const !== undefined || Array.isArray(schema.enum)) return null;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  for (const type of types) {
    if (type === 'string') {
      const anchored = typeof schema.pattern === 'string' && ANCHORED.test(schema.pattern);
      if (schema.maxLength === undefined && !anchored)
        return 'string without maxLength, anchored pattern or enum';
    }
    if (
      (type === 'integer' || type === 'number') &&
      schema.maximum === undefined &&
      schema.exclusiveMaximum === undefined
    )
      return `${type} without maximum`;
    if (type === 'array' && schema.maxItems === undefined && !Array.isArray(schema.prefixItems))
      return 'array without maxItems';
    if (
      type === 'object' &&
      schema.additionalProperties &&
      typeof schema.additionalProperties === 'object' &&
      schema.maxProperties === undefined
    )
      return 'object with free keys without maxProperties';
  }
  // A field whose schema says nothing at all accepts anything of any size (a branch of a combinator
  // only adds to its parent's type).
  if (branch) return null;
  const constrains = ['type', 'anyOf', 'oneOf', 'allOf', 'not', 'properties', 'items'].some(
    (k) => k in schema,
  );
  if (!constrains) return 'schema without a type (accepts anything)';
  return null;
}

/** Walks one request schema; `report(path, problem)` for each unbounded node. */
function walk(schema, path, report, seen = new Set(), inherited = {}, branch = false) {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const around = { ...inherited, ...boundsOf(schema) };
  for (const part of schema.allOf ?? []) Object.assign(around, boundsOf(part));
  const problem = missing(schema, around, branch);
  if (problem) report(path, problem);
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    for (const [i, part] of (schema[key] ?? []).entries())
      walk(part, [...path, key, i], report, seen, around, true);
  }
  for (const [i, item] of (schema.prefixItems ?? []).entries())
    walk(item, [...path, 'prefixItems', i], report, seen);
  for (const [name, prop] of Object.entries(schema.properties ?? {}))
    walk(prop, [...path, 'properties', name], report, seen);
  for (const key of ['items', 'additionalProperties', 'not']) {
    if (schema[key] && typeof schema[key] === 'object') walk(schema[key], [...path, key], report, seen);
  }
  seen.delete(schema);
}

/** The unbounded request fields of a dereferenced contract: { operation, method, path, pointer, problem }. */
export function unboundedRequestFields(deref) {
  const found = [];
  for (const [route, item] of Object.entries(deref.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const report = (parts, problem) =>
        found.push({
          operation: op.operationId ?? `${method} ${route}`,
          method,
          route,
          pointer: pointer(parts),
          problem,
        });
      const base = ['paths', route, method];
      // Parameters of the path item apply too (unless the operation overrides them by name and place).
      const own = new Set((op.parameters ?? []).map((p) => `${p.in}:${p.name}`));
      (item.parameters ?? []).forEach((p, i) => {
        if (!own.has(`${p.in}:${p.name}`))
          walk(p.schema, ['paths', route, 'parameters', i, 'schema'], report);
      });
      (op.parameters ?? []).forEach((p, i) => {
        walk(p.schema, [...base, 'parameters', i, 'schema'], report);
        for (const [type, media] of Object.entries(p.content ?? {}))
          walk(media.schema, [...base, 'parameters', i, 'content', type, 'schema'], report);
      });
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        walk(media.schema, [...base, 'requestBody', 'content', type, 'schema'], report);
      }
    }
  }
  return found;
}

/** One line per field, for `pnpm gen`'s refusal. */
export function formatUnbounded(found) {
  return found
    .map((f) => `  ${f.operation} (${f.method.toUpperCase()} ${f.route}) ${f.pointer}: ${f.problem}`)
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file =
    process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '../src/gen/openapi.deref.gen.json');
  const found = unboundedRequestFields(JSON.parse(readFileSync(file, 'utf8')));
  const kinds = {};
  for (const f of found) {
    const kind = f.problem.split(' ')[0];
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  if (found.length) console.log(formatUnbounded(found));
  console.log(`${found.length} unbounded request fields ${JSON.stringify(kinds)}`);
  process.exit(found.length ? 1 : 0);
}
