// `pnpm gen` refuses a contract with an unbounded request field (scripts/request-limits.mjs): the rule
// names each one by operation and JSON pointer, accepts a bound given beside an anyOf or in an allOf
// branch, and the committed contract has none.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types.
import { unboundedRequestFields } from '../scripts/request-limits.mjs';

interface Unbounded {
  operation: string;
  pointer: string;
  problem: string;
}
const find = unboundedRequestFields as (doc: unknown) => Unbounded[];

const id = { type: 'integer', minimum: 1 };
const contract = {
  paths: {
    '/things/{id}': {
      parameters: [{ name: 'id', in: 'path', schema: id }],
      put: {
        operationId: 'updateThing',
        parameters: [
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 0, maximum: 100 } },
          { name: 'q', in: 'query', schema: { type: 'string', pattern: '^[a-z]+' } },
          { name: 'code', in: 'query', schema: { type: 'string', pattern: '^[a-z]{1,8}$' } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { anyOf: [{ type: 'string' }, { type: 'null' }], maxLength: 20 },
                  note: { allOf: [{ type: 'string' }, { maxLength: 500 }] },
                  tags: { type: 'array', items: { type: 'string', enum: ['a'] } },
                  price: { type: 'number', minimum: 0 },
                  extra: { type: 'object', additionalProperties: { type: 'boolean' } },
                  anything: {},
                  ok: { type: 'boolean' },
                },
              },
            },
            'application/zip': { schema: { type: 'string', format: 'binary' } },
          },
        },
      },
    },
  },
};

describe('scripts/request-limits.mjs', () => {
  it('names every unbounded request field by operation and pointer, and no bounded one', () => {
    const found = find(contract).map((f) => `${f.pointer}: ${f.problem.split(' ').slice(0, 2).join(' ')}`);
    expect(found.sort()).toEqual(
      [
        '#/paths/~1things~1{id}/parameters/0/schema: integer without',
        '#/paths/~1things~1{id}/put/parameters/1/schema: string without',
        '#/paths/~1things~1{id}/put/requestBody/content/application~1json/schema/properties/tags: array without',
        '#/paths/~1things~1{id}/put/requestBody/content/application~1json/schema/properties/price: number without',
        '#/paths/~1things~1{id}/put/requestBody/content/application~1json/schema/properties/extra: object with',
        '#/paths/~1things~1{id}/put/requestBody/content/application~1json/schema/properties/anything: schema without',
        '#/paths/~1things~1{id}/put/requestBody/content/application~1zip/schema: string without',
      ].sort(),
    );
    expect(new Set(find(contract).map((f) => f.operation))).toEqual(new Set(['updateThing']));
  });

  it('the committed contract has no unbounded request field', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const deref = JSON.parse(readFileSync(resolve(here, 'gen/openapi.deref.gen.json'), 'utf8'));
    expect(find(deref)).toEqual([]);
  });
});
