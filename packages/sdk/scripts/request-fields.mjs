// The fields of each operation's JSON request body with the limits a form checks before sending:
// type, required, nullable, lengths, pattern, format, enum, bounds, default. `$ref`s are resolved (keywords beside
// a `$ref` win, as in OpenAPI 3.1), `anyOf [X, null]` and `type: [X, 'null']` become X + nullable, so the
// console can build its form fields from the contract instead of typing the limits again.

const KEYS = ['minLength', 'maxLength', 'pattern', 'format', 'enum', 'minimum', 'maximum', 'default'];

function refName(ref) {
  return ref.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : undefined;
}

/** The schema with its `$ref` chain merged in (outer keywords win); the first named schema is kept. */
function resolve(doc, schema, named) {
  // `allOf: [{ $ref }]` (a $ref with a description beside it, OpenAPI 3.0 style) is that $ref.
  if (Array.isArray(schema?.allOf) && schema.allOf.length === 1 && !schema.$ref) {
    const { allOf, ...outer } = schema;
    return resolve(doc, { ...allOf[0], ...outer }, named);
  }
  if (!schema?.$ref) return { schema: schema ?? {}, named };
  const name = refName(schema.$ref);
  const target = name ? doc.components.schemas[name] : undefined;
  if (!target) throw new Error(`request-fields: cannot resolve ${schema.$ref}`);
  const { $ref: _ref, ...outer } = schema;
  const inner = resolve(doc, target, named ?? name);
  return { schema: { ...inner.schema, ...outer }, named: inner.named };
}

function describe(doc, raw, required) {
  let { schema, named } = resolve(doc, raw);
  let nullable = false;
  if (Array.isArray(schema.anyOf ?? schema.oneOf)) {
    const branches = schema.anyOf ?? schema.oneOf;
    const others = branches.filter((b) => b.type !== 'null');
    nullable = others.length < branches.length;
    if (others.length === 1) {
      const { anyOf: _a, oneOf: _o, ...outer } = schema;
      const inner = resolve(doc, others[0]);
      schema = { ...inner.schema, ...outer };
      named = named ?? inner.named;
    }
  }
  let type = schema.type;
  if (Array.isArray(type)) {
    nullable ||= type.includes('null');
    type = type.find((t) => t !== 'null');
  }
  const field = { type: type ?? 'string', required, nullable };
  for (const key of KEYS) if (schema[key] !== undefined) field[key] = schema[key];
  if (named) field.schema = named;
  return field;
}

export function requestBodyFields(doc) {
  const out = {};
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      const raw = op?.requestBody?.content?.['application/json']?.schema;
      if (!op?.operationId || !raw) continue;
      const { schema } = resolve(doc, raw);
      if (!schema.properties) continue;
      const required = new Set(schema.required ?? []);
      out[op.operationId] = Object.fromEntries(
        Object.entries(schema.properties).map(([name, prop]) => [
          name,
          describe(doc, prop, required.has(name)),
        ]),
      );
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
