// Names and titles: text made only of blanks (spaces, zero-width or direction marks) is refused in
// Vietnamese, and what is stored is trimmed. Structural: every such field of every request body uses
// openapi/shared/schemas/NonBlankText.yaml, checked here over the whole bundled contract.
import bundled from '@busops/sdk/openapi.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failsCleanly } from '../fails-cleanly.ts';
import { createTestApp, type TestApp } from '../harness.ts';

const SUPER = '0900000001';
const NAME_LIKE = /^(name|full_name|short_name|company_name|title|group)$/;
const NON_BLANK = '#/components/schemas/NonBlankText';
/**
 * Not a name a person gives: the browser's document.title, which may be empty. A route ticket's name is
 * checked by its handler with the same visible-character rule but the spec's own message (§5: 'Vui
 * lòng nhập thông tin trước khi lưu!'), which the shared schema's message would replace.
 */
const NOT_NAMES = new Set(['recordPageView.title', 'RouteTicketInput.name']);

type Node = Record<string, unknown>;
const doc = bundled as unknown as {
  paths: Record<string, Record<string, Node>>;
  components: { schemas: Record<string, Node> };
};

/** Every property (schema name or operation + path) of every request body, with its schema. */
function requestBodyProperties(): Array<[string, Node]> {
  const found: Array<[string, Node]> = [];
  const walk = (schema: Node | undefined, where: string, seen: Set<string>) => {
    if (!schema) return;
    const ref = schema.$ref as string | undefined;
    if (ref) {
      if (ref === NON_BLANK || seen.has(ref)) return;
      walk(doc.components.schemas[ref.split('/').pop()!], ref.split('/').pop()!, new Set([...seen, ref]));
    }
    for (const [name, property] of Object.entries((schema.properties as Record<string, Node>) ?? {})) {
      found.push([`${where}.${name}`, property]);
      walk(property, `${where}.${name}`, seen);
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      for (const branch of (schema[key] as Node[]) ?? []) walk(branch, where, seen);
    }
  };
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      const content = (op.requestBody as Node | undefined)?.content as
        | Record<string, { schema: Node }>
        | undefined;
      walk(content?.['application/json']?.schema, String(op.operationId), new Set());
    }
  }
  return found;
}

const usesNonBlank = (schema: Node): boolean =>
  schema.$ref === NON_BLANK || ((schema.anyOf as Node[]) ?? []).some((branch) => branch.$ref === NON_BLANK);

describe('NonBlankText', () => {
  it('is used by every name-like field of every request body', () => {
    const fields = requestBodyProperties().filter(
      ([path]) => NAME_LIKE.test(path.split('.').pop()!) && !NOT_NAMES.has(path),
    );
    // The if/then/else branch of BillSettingInput only narrows the type; the property itself is checked.
    const offenders = fields
      .filter(
        ([, schema]) =>
          !usesNonBlank(schema) && !(schema.type === 'string' && Object.keys(schema).length === 1),
      )
      .map(([path]) => path);
    expect(fields.length).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const blanks = ['   ', '\u200b', ' \u202e\u200f ', '\t\n'];
  const cases: Array<[string, 'POST' | 'PUT', string, (blank: string) => unknown, string]> = [
    [
      'createClient',
      'POST',
      '/admin/clients',
      (v) => ({ phone_number: '0912000111', full_name: v }),
      'full_name',
    ],
    ['createCompany', 'POST', '/companies', (v) => ({ name: v, code: 'BLANK1' }), 'name'],
    [
      'createCompany',
      'POST',
      '/companies',
      (v) => ({ name: 'Công ty A', code: 'BLANK2', short_name: v }),
      'short_name',
    ],
    [
      'createFeature',
      'POST',
      '/features',
      (v) => ({ code: 'BLANK_F', name: 'Tính năng', group: v }),
      'group',
    ],
    [
      'sendNotification',
      'POST',
      '/notifications',
      (v) => ({ title: v, body: 'Nội dung', user_ids: [1] }),
      'title',
    ],
    [
      'saveBillSetting',
      'PUT',
      '/setting-bill',
      (v) => ({
        provider: 'viettel',
        auto_issue: false,
        tax_code: '0312775401',
        company_name: v,
        template_code: '1/001',
        invoice_series: 'C26TAA',
        username: 'api-user',
      }),
      'company_name',
    ],
  ];
  for (const [operationId, method, url, body, field] of cases) {
    it(`${operationId} refuses a blank ${field}, nothing written`, async () => {
      for (const blank of blanks) {
        const answer = await failsCleanly(t, 400, () =>
          t.call(method, url, { as: SUPER, body: body(blank) }),
        );
        expect(answer.message).toBe(`Trường '${field}' không được để trống`);
      }
    });
  }

  it('stores names trimmed', async () => {
    const client = await t.call('POST', '/admin/clients', {
      as: SUPER,
      body: { phone_number: '0912000222', full_name: '  Trần Văn Bình \n' },
    });
    expect(client.status).toBe(201);
    expect(client.body.full_name).toBe('Trần Văn Bình');
    const company = await t.call('POST', '/companies', {
      as: SUPER,
      body: { name: '\tCông ty Xe khách Miền Tây  ', short_name: ' Miền Tây ', code: 'TRIM1' },
    });
    expect(company.status).toBe(201);
    const stored = await t.call('GET', `/companies/${company.body.id}`, { as: SUPER });
    expect([stored.body.name, stored.body.short_name]).toEqual(['Công ty Xe khách Miền Tây', 'Miền Tây']);
  });
});
