// What changed between two bundled contracts, and which changes break a client (issue 21). Two
// engines, one answer:
// - api-smart-diff classifies every change of the operations (paths) as breaking, non-breaking,
//   deprecated or annotation, with a readable description; it resolves $refs itself.
// - Our rules close what it misses on our contract (measured in issue 21 and in test/contract-diff):
//   a required parameter added to an operation that had none; a response whose type changes (string ->
//   integer, object -> array: it calls that non-breaking); a response field removed when it was optional;
//   a request field whose enum narrows (it calls an added enum non-breaking); a request field removed
//   where the body refuses unknown fields (additionalProperties: false).
// A change is breaking when either engine says so. Components' own diffs are left out: every use of a
// component is reported where an operation uses it, with that operation's context.
import { apiCompare } from 'api-smart-diff';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
/** Nesting followed into a schema; deeper than any body of ours, and it ends recursive schemas. */
const MAX_DEPTH = 12;

/** @typedef {{ kind: string, operation: string, pointer: string, message: string, parameter?: string }} Finding */
/** @typedef {{ type: string, action: string, path: (string|number)[], description?: string }} Diff */

/** The schema a local `$ref` points to, followed until it is not a `$ref` (cycles stop). */
function deref(doc, schema, seen = new Set()) {
  let current = schema;
  while (current && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    if (seen.has(current.$ref)) return {};
    seen.add(current.$ref);
    current = current.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((node, key) => node?.[key], doc);
  }
  return current ?? {};
}

/** Every schema a value of `schema` may match: anyOf/oneOf branches, flattened; allOf merged. */
function branches(doc, schema, depth = 0) {
  const s = deref(doc, schema);
  if (depth > 20) return [s];
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return alternatives.flatMap((branch) => branches(doc, branch, depth + 1));
  if (s.allOf) return [merge(doc, s, depth)];
  return [s];
}

/** An allOf read as one object: properties merged (later parts win), required united. */
function merge(doc, schema, depth) {
  const parts = schema.allOf.flatMap((part) => branches(doc, part, depth + 1));
  const merged = { properties: {}, required: [] };
  for (const part of [...parts, { ...schema, allOf: undefined }]) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties') Object.assign(merged.properties, value);
      else if (key === 'required') merged.required.push(...value);
      else if (value !== undefined) merged[key] = value;
    }
  }
  return merged;
}

/** The JSON types a schema admits ('integer' counts as 'number' too), read from type/const/enum/shape. */
function typesOf(doc, schema) {
  const out = new Set();
  for (const s of branches(doc, schema)) {
    const declared = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    const values = s.const !== undefined ? [s.const] : (s.enum ?? []);
    for (const type of declared) out.add(type);
    for (const value of values)
      out.add(value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
    if (s.nullable === true) out.add('null');
    if (!declared.length && !values.length) {
      if (s.properties) out.add('object');
      else if (s.items) out.add('array');
      else out.add('any');
    }
  }
  // A bare `number` admits integers, so `integer` and `number` are one type for a client reading JSON.
  if (out.delete('integer')) out.add('number');
  return out;
}

/** Properties of an object schema (all branches), and the enum values a schema allows (or null). */
function propertiesOf(doc, schema) {
  const props = {};
  for (const s of branches(doc, schema)) Object.assign(props, s.properties ?? {});
  return props;
}
function enumOf(doc, schema) {
  const values = [];
  for (const s of branches(doc, schema)) {
    if (s.const !== undefined) values.push(s.const);
    else if (s.enum) values.push(...s.enum);
    else return null; // a branch without an enum allows any value of its type
  }
  return values;
}
const closed = (doc, schema) => branches(doc, schema).every((s) => s.additionalProperties === false);
const itemsOf = (doc, schema) => branches(doc, schema).find((s) => s.items)?.items;

/** A response schema, old against new: what a client that read the old one no longer gets. */
function compareResponse(ctx, before, after, pointer, depth = 0) {
  if (depth > MAX_DEPTH) return;
  const was = typesOf(ctx.before, before);
  const now = typesOf(ctx.after, after);
  const added = [...now].filter((t) => !was.has(t) && !was.has('any'));
  if (added.length) {
    ctx.report(
      'response-type',
      pointer,
      `response type changed from ${[...was].join('|')} to ${[...now].join('|')}`,
    );
    return;
  }
  const oldProps = propertiesOf(ctx.before, before);
  const newProps = propertiesOf(ctx.after, after);
  for (const [name, schema] of Object.entries(oldProps)) {
    if (!(name in newProps))
      ctx.report(
        'removed-response-field',
        `${pointer}/properties/${name}`,
        `response field \`${name}\` removed`,
      );
    else compareResponse(ctx, schema, newProps[name], `${pointer}/properties/${name}`, depth + 1);
  }
  const oldItems = itemsOf(ctx.before, before);
  const newItems = itemsOf(ctx.after, after);
  if (oldItems && newItems) compareResponse(ctx, oldItems, newItems, `${pointer}/items`, depth + 1);
}

/** A request schema (body or parameter), old against new: what an old client sends that is now refused. */
function compareRequest(ctx, before, after, pointer, depth = 0) {
  if (depth > MAX_DEPTH) return;
  const was = typesOf(ctx.before, before);
  const now = typesOf(ctx.after, after);
  const lost = [...was].filter((t) => !now.has(t) && !now.has('any'));
  if (lost.length) {
    ctx.report(
      'narrowed-type',
      pointer,
      `request type narrowed from ${[...was].join('|')} to ${[...now].join('|')}`,
    );
    return;
  }
  const oldEnum = enumOf(ctx.before, before);
  const newEnum = enumOf(ctx.after, after);
  if (newEnum) {
    const refused = oldEnum ? oldEnum.filter((v) => !newEnum.some((n) => Object.is(n, v))) : null;
    if (!oldEnum)
      ctx.report('narrowed-enum', pointer, `request field now limited to ${JSON.stringify(newEnum)}`);
    else if (refused?.length)
      ctx.report('narrowed-enum', pointer, `request values ${JSON.stringify(refused)} no longer accepted`);
  }
  const oldProps = propertiesOf(ctx.before, before);
  const newProps = propertiesOf(ctx.after, after);
  for (const [name, schema] of Object.entries(oldProps)) {
    if (!(name in newProps)) {
      if (closed(ctx.after, after))
        ctx.report(
          'removed-request-field',
          `${pointer}/properties/${name}`,
          `request field \`${name}\` removed and unknown fields are refused`,
        );
    } else compareRequest(ctx, schema, newProps[name], `${pointer}/properties/${name}`, depth + 1);
  }
  const oldItems = itemsOf(ctx.before, before);
  const newItems = itemsOf(ctx.after, after);
  if (oldItems && newItems) compareRequest(ctx, oldItems, newItems, `${pointer}/items`, depth + 1);
}

/** Our rules over every operation present in both contracts. */
function ownRules(before, after) {
  /** @type {Finding[]} */
  const findings = [];
  for (const [path, oldItem] of Object.entries(before.paths ?? {})) {
    const newItem = after.paths?.[path];
    if (!newItem) continue;
    for (const method of METHODS) {
      const oldOp = oldItem[method];
      const newOp = newItem[method];
      if (!oldOp || !newOp) continue;
      const operation = `${method.toUpperCase()} ${path}`;
      const base = `paths/${path}/${method}`;
      const ctx = {
        before,
        after,
        report: (kind, pointer, message, parameter) =>
          findings.push({ kind, operation, pointer, parameter, message: `${operation}: ${message}` }),
      };
      // Parameters: new required ones (api-smart-diff misses them when the operation had none), and
      // narrowed ones.
      const params = (item, op, doc) =>
        [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(doc, p));
      const oldParams = new Map(params(oldItem, oldOp, before).map((p) => [`${p.in}:${p.name}`, p]));
      for (const param of params(newItem, newOp, after)) {
        const old = oldParams.get(`${param.in}:${param.name}`);
        if (param.required && !old?.required) {
          ctx.report(
            'new-required-parameter',
            `${base}/parameters`,
            `new required ${param.in} parameter \`${param.name}\``,
            param.name,
          );
        }
        if (old?.schema && param.schema)
          compareRequest(
            ctx,
            old.schema,
            param.schema,
            `${base}/parameters/${param.in}:${param.name}/schema`,
          );
      }
      // Request body: a body that becomes required, narrowed fields.
      const oldBody = deref(before, oldOp.requestBody);
      const newBody = deref(after, newOp.requestBody);
      if (newOp.requestBody && newBody.required && !(oldOp.requestBody && oldBody.required)) {
        ctx.report('new-required-body', `${base}/requestBody`, 'request body now required');
      }
      for (const [media, content] of Object.entries(newBody.content ?? {})) {
        const old = oldBody.content?.[media];
        if (old?.schema && content.schema)
          compareRequest(ctx, old.schema, content.schema, `${base}/requestBody/content/${media}/schema`);
      }
      // Responses: each status and media type answered before and still answered.
      for (const [status, oldRes] of Object.entries(oldOp.responses ?? {})) {
        const newRes = newOp.responses?.[status];
        if (!newRes) continue;
        const oldContent = deref(before, oldRes).content ?? {};
        const newContent = deref(after, newRes).content ?? {};
        for (const [media, content] of Object.entries(oldContent)) {
          const now = newContent[media];
          if (content.schema && now?.schema)
            compareResponse(
              ctx,
              content.schema,
              now.schema,
              `${base}/responses/${status}/content/${media}/schema`,
            );
        }
      }
    }
  }
  return findings;
}

const majorOf = (version) => Number.parseInt(String(version ?? '0').split('.')[0] ?? '0', 10) || 0;

/**
 * Compares the released contract with the current one. `breaking` lists each breaking change once
 * (api-smart-diff's, then ours that it did not already report for the same place); `changes` is every
 * change of the operations, for the changelog.
 */
export function compareContracts(before, after) {
  const own = ownRules(before, after);
  // On copies: apiCompare leaves marks on the documents it reads (its merge), which would change what a
  // second reading sees.
  const { diffs } = apiCompare(structuredClone(before), structuredClone(after));
  const onOperations = diffs.filter((d) => d.path[0] === 'paths' || d.path[0] === 'info');
  const joined = (d) => d.path.join('/');
  const engineBreaking = onOperations.filter((d) => d.type === 'breaking');
  // One of ours is a duplicate when api-smart-diff already called the same place, or a place that holds
  // it, breaking (a new required parameter: the same parameter by name).
  const reported = (f) =>
    engineBreaking.some((d) =>
      f.parameter
        ? joined(d).startsWith(f.pointer) && (d.description ?? '').includes(`\`${f.parameter}\``)
        : f.pointer.startsWith(joined(d)),
    );
  const findings = own.filter((f) => !reported(f));
  const breaking = [
    ...engineBreaking.map((d) => ({
      source: 'api-smart-diff',
      message: d.description ?? joined(d),
      pointer: joined(d),
    })),
    ...findings.map((f) => ({ source: 'busops', kind: f.kind, message: f.message, pointer: f.pointer })),
  ];
  const released = before.info?.version;
  const current = after.info?.version;
  return {
    released,
    current,
    changes: onOperations,
    findings,
    breaking,
    majorRaised: majorOf(current) > majorOf(released),
  };
}
