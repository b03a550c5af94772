// The console and the API agree on every request body: a console form checks the body it would send with
// the generated validator of its operation (@busops/sdk/validators/<operationId>, checkBody/formErrors of
// @busops/sdk/validation). For samples built from each body schema, that console-side verdict and the API's
// answer must match: refused -> 400 with exactly the same field errors and messages, accepted -> no 400.
import { checkBody } from '@busops/sdk/validation';
import { bodyValidators } from '@busops/sdk/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations, type SpecOperation } from '../../src/http/spec.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

// A Super Admin (role 1) passes every operation's x-roles; the super company's one passes the 'super'
// and 'any' scopes, a member company's one the 'member' scope.
const SUPER = '0900000001';
const MEMBER_SUPER = '0901000001';
const callerOf = (op: SpecOperation) => (op.scope === 'member' ? MEMBER_SUPER : SUPER);

type Schema = { properties?: Record<string, Schema>; maxLength?: number; anyOf?: Schema[]; allOf?: Schema[] };

const withBody = loadOperations().filter((op) => op.requestBody?.content['application/json']);
const bodySchema = (op: SpecOperation) => op.requestBody!.content['application/json']!.schema as Schema;

/** The longest maxLength a property declares, here or in its anyOf/allOf branches. */
function maxLengthOf(schema: Schema): number | undefined {
  const lengths = [schema, ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]
    .map((s) => s.maxLength)
    .filter((n): n is number => n !== undefined);
  return lengths.length ? Math.max(...lengths) : undefined;
}

/** Bodies a user could get wrong, from the schema: absent, wrong shapes, and per property bad values. */
function samplesOf(schema: Schema): unknown[] {
  const samples: unknown[] = [null, [], {}, { unexpected_field: 1 }];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    samples.push({ [name]: { nested: true } }, { [name]: '   ' }, { [name]: '02838123456' }, { [name]: -1 });
    const max = maxLengthOf(property);
    if (max !== undefined) samples.push({ [name]: 'x'.repeat(max + 1) }, { [name]: ` ${'y'.repeat(max)} ` });
  }
  return samples;
}

/** A valid value for each required header parameter (x-app-id), so only the body can fail. */
const headersOf = (op: SpecOperation) =>
  Object.fromEntries(
    op.parameters.filter((p) => p.in === 'header' && p.required).map((p) => [p.name, 'busops-admin']),
  );

async function apiAnswer(op: SpecOperation, body: unknown) {
  const res = await t.app.inject({
    method: op.method.toUpperCase() as 'POST',
    url: op.path.replace(/\{[^}]+\}/g, '1'),
    headers: {
      'x-access-token': APP_KEY,
      'content-type': 'application/json',
      ...headersOf(op),
      ...(await t.as(callerOf(op))),
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as { message?: string; errors?: unknown } };
}

describe('console and API validate request bodies alike', () => {
  it('covers every operation with a JSON body', () => {
    expect(withBody.map((op) => op.operationId).sort()).toEqual(Object.keys(bodyValidators).sort());
  });

  it.each(withBody.map((op) => [op.operationId, op] as const))(
    '%s: every refused sample gets the same 400, field by field',
    async (operationId, op) => {
      const validate = bodyValidators[operationId as keyof typeof bodyValidators];
      const mismatches: string[] = [];
      let refused = 0;
      for (const sample of samplesOf(bodySchema(op))) {
        const consoleErrors = checkBody(validate, structuredClone(sample));
        // Only refused samples are sent: an accepted one could act (sign out, change a password).
        if (consoleErrors.length === 0) continue;
        refused++;
        const answer = await apiAnswer(op, sample);
        const expected = { status: 400, message: consoleErrors[0]!.message, errors: consoleErrors };
        const got = { status: answer.status, message: answer.body.message, errors: answer.body.errors };
        if (JSON.stringify(got) !== JSON.stringify(expected)) {
          const shown = JSON.stringify(sample).slice(0, 80);
          mismatches.push(
            `${shown}: console ${JSON.stringify(expected)} api ${JSON.stringify(got)}`.slice(0, 600),
          );
        }
      }
      expect(refused).toBeGreaterThan(0);
      expect(mismatches).toEqual([]);
    },
  );

  it.each([
    ['createBusStaff', { full_name: 'Nhân Viên Máy Bàn', phone_number: '02838123456', role: 6 }, false],
    ['createBusStaff', { full_name: '  Nhân Viên Di Động  ', phone_number: '0987000111', role: 6 }, true],
    ['createCompany', { name: 'Công ty Đồng Ý', code: 'DONG_Y', status: 'active', tax_code: '0312' }, false],
    ['createCompany', { name: 'Công ty Đồng Ý', code: 'DONG_Y', status: 'active' }, true],
    ['createFeature', { code: 'AGREE_EDIT', name: ' ' }, false],
    ['createFeature', { code: 'AGREE_EDIT', name: '  Đồng ý  ' }, true],
  ] as const)('%s %j: accepted by the console = %s, and by the API alike', async (operationId, body, ok) => {
    const op = withBody.find((o) => o.operationId === operationId)!;
    const consoleErrors = checkBody(bodyValidators[operationId], structuredClone(body));
    expect(consoleErrors.length === 0).toBe(ok);
    const answer = await apiAnswer(op, body);
    if (ok) expect(answer.status).toBe(201);
    else expect(answer).toEqual({ status: 400, body: expect.objectContaining({ errors: consoleErrors }) });
  });
});
