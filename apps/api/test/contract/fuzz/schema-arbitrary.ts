// fast-check arbitraries from the contract's JSON Schemas: values that are valid, or nearly so, for a
// schema (names, phones, ids, enums, boundaries, Vietnamese, right-to-left and zero-width text). Whether a
// generated request really is valid is decided afterwards by contract-check.ts, not assumed here.
import fc from 'fast-check';

export type Schema = Record<string, unknown>;

/** Characters a person or a broken client may send: Vietnamese, ASCII, spaces, RTL, zero-width, emoji. */
const TEXT_UNIT = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'aăâbcdđeêghiklmnoôơpqrstuưvxyAĐÊÔƠƯ0123456789') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...'àảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ'),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(' ', ' ', '-', '.', "'", '/', ',', '(', ')', '@', '%', '_', '"', '\\'),
  },
  // Right-to-left letters and marks, zero-width characters, an emoji: valid text, unusual bytes.
  {
    weight: 1,
    arbitrary: fc.constantFrom('ש', 'ل', '\u202e', '\u200f', '\u200b', '\u200d', '\ufeff', '🚌', '👩🏽‍💼'),
  },
);

export const text = (minLength: number, maxLength: number) =>
  fc.string({ unit: TEXT_UNIT, minLength, maxLength });

const INT32_MAX = 2 ** 31 - 1;

/** Integers with their boundaries (and the int4 / safe-integer limits when the schema has none). */
function integer(schema: Schema): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  const low = min ?? -1000;
  const high = max ?? INT32_MAX;
  const edges = [min, max, min !== undefined ? min + 1 : 0, max !== undefined ? max - 1 : undefined].filter(
    (v): v is number => v !== undefined && v >= low && v <= high,
  );
  const unbounded = max === undefined ? [INT32_MAX, INT32_MAX + 1, Number.MAX_SAFE_INTEGER] : [];
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.integer({ min: Math.max(low, -1000), max: Math.min(high, Math.max(low, 0) + 60) }),
    },
    { weight: 3, arbitrary: fc.integer({ min: low, max: high }) },
    { weight: 2, arbitrary: fc.constantFrom(...edges, ...unbounded, ...(min === undefined ? [-1, 0] : [])) },
  );
}

const types = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];

export interface ArbitraryOptions {
  /** Ids that exist (and may be touched) for a property name such as `staff_id` or `user_ids`. */
  idsFor?: (property: string) => number[] | null;
}

export function arbitraryOf(
  schema: Schema,
  options: ArbitraryOptions = {},
  property = '',
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key] as Schema[] | undefined;
    if (branches) {
      const { [key]: _branches, ...rest } = schema;
      return fc.oneof(...branches.map((branch) => arbitraryOf({ ...rest, ...branch }, options, property)));
    }
  }
  if (Array.isArray(schema.allOf)) {
    const { allOf, ...rest } = schema;
    return arbitraryOf(Object.assign({}, rest, ...(allOf as Schema[])), options, property);
  }
  const kinds = types(schema);
  if (kinds.length > 1)
    return fc.oneof(...kinds.map((type) => arbitraryOf({ ...schema, type }, options, property)));
  switch (kinds[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const ids = options.idsFor?.(property);
      return ids?.length
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...ids) },
            { weight: 1, arbitrary: integer(schema) },
          )
        : integer(schema);
    }
    case 'number':
      return fc.oneof(
        integer(schema),
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
      );
    case 'string':
      return stringOf(schema);
    case 'array': {
      const items = arbitraryOf((schema.items as Schema) ?? {}, options, property);
      const minLength = (schema.minItems as number) ?? 0;
      const maxLength = Math.min((schema.maxItems as number) ?? 6, minLength + 6);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema, options);
    default:
      return fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number) ?? 0;
  const maxLength = (schema.maxLength as number) ?? Math.max(minLength, 40);
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  const pattern = schema.pattern as string | undefined;
  if (schema.format === 'email') {
    return fc.oneof(
      fc.constantFrom('ketoan@xebuyt.vn', 'a.b@example.vn', 'x@y.co'),
      fc.emailAddress().filter((s) => s.length <= maxLength),
    );
  }
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (pattern?.startsWith('^') && pattern.endsWith('$')) {
    return fc.stringMatching(new RegExp(pattern, 'u')).filter(fits);
  }
  // Unanchored patterns (NonBlankText) and free text: text that usually passes, sometimes only blanks.
  const upTo = Math.min(maxLength, minLength + 30);
  return fc.oneof(
    { weight: 8, arbitrary: text(Math.max(minLength, 1), Math.max(upTo, 1)) },
    { weight: 1, arbitrary: fc.constantFrom('   ', '\u200b', ' \u202e ', '') },
    { weight: 1, arbitrary: fc.constant('Ạ'.repeat(maxLength)) },
  );
}

function objectOf(schema: Schema, options: ArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, Schema>) ?? {};
  const required = new Set((schema.required as string[]) ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties))
    model[name] = arbitraryOf(property, options, name);
  return fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
}
