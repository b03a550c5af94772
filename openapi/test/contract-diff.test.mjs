// The breaking-change check (scripts/contract-diff.mjs) on small contracts shaped like ours (3.1,
// $ref'd components, the Page envelope): one test per kind of breaking change, each of which must fail
// the check, and additions, which must pass. The fixture starts from the same base each time.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { changelogSection } from '../scripts/changelog.mjs';
import { checkBreaking } from '../scripts/check-breaking.mjs';
import { compareContracts } from '../scripts/contract-diff.mjs';

const json = (schema) => ({ content: { 'application/json': { schema } } });

/** A released contract: a paged staff list, a staff read, a create with a closed body, a health check. */
function released() {
  return {
    openapi: '3.1.0',
    info: { title: 'fixture', version: '1.4.0' },
    paths: {
      '/bus/staff': {
        get: {
          operationId: 'listBusStaff',
          parameters: [{ $ref: '#/components/parameters/page' }],
          responses: {
            200: {
              description: 'ok',
              ...json({
                allOf: [
                  { $ref: '#/components/schemas/Page' },
                  {
                    properties: {
                      items: { type: 'array', items: { $ref: '#/components/schemas/BusStaff' } },
                    },
                  },
                ],
              }),
            },
          },
        },
        post: {
          operationId: 'createBusStaff',
          requestBody: {
            required: true,
            ...json({
              type: 'object',
              additionalProperties: false,
              required: ['full_name'],
              properties: {
                full_name: { type: 'string', maxLength: 100 },
                note: { type: 'string', maxLength: 200 },
                gender: { type: 'string', enum: ['male', 'female', 'other'] },
              },
            }),
          },
          responses: { 200: { description: 'ok', ...json({ $ref: '#/components/schemas/BusStaff' }) } },
        },
      },
      '/bus/staff/{id}': {
        get: {
          operationId: 'getBusStaff',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: { 200: { description: 'ok', ...json({ $ref: '#/components/schemas/BusStaff' }) } },
        },
      },
      '/health': {
        get: {
          operationId: 'getHealth',
          responses: { 200: { description: 'ok', ...json({ type: 'string' }) } },
        },
      },
    },
    components: {
      parameters: { page: { name: 'page', in: 'query', schema: { type: 'integer', minimum: 0 } } },
      schemas: {
        Page: {
          type: 'object',
          required: ['items', 'total'],
          properties: { items: {}, total: { type: 'integer' } },
        },
        BusStaff: {
          type: 'object',
          required: ['id', 'full_name'],
          properties: {
            id: { type: 'integer' },
            full_name: { type: 'string' },
            phone_number: { type: 'string' },
            status: { type: 'string', enum: ['active', 'left'] },
          },
        },
      },
    },
  };
}

/** The released contract changed by `change`, at `version`. */
function changed(change, version = '1.5.0') {
  const doc = released();
  change(doc);
  doc.info.version = version;
  return doc;
}
const createBody = (doc) => doc.paths['/bus/staff'].post.requestBody.content['application/json'].schema;
const staff = (doc) => doc.components.schemas.BusStaff;

const BREAKING = {
  'a removed operation': (doc) => {
    delete doc.paths['/bus/staff/{id}'];
  },
  'a removed response field (optional)': (doc) => {
    delete staff(doc).properties.phone_number;
  },
  'a removed response field (required)': (doc) => {
    delete staff(doc).properties.full_name;
    staff(doc).required = ['id'];
  },
  'a narrowed request type (string -> integer)': (doc) => {
    createBody(doc).properties.note = { type: 'integer', maximum: 10 };
  },
  'a narrowed request enum (a value removed)': (doc) => {
    createBody(doc).properties.gender.enum = ['male', 'female'];
  },
  'a request field newly limited to an enum': (doc) => {
    createBody(doc).properties.note = { type: 'string', enum: ['a', 'b'] };
  },
  'a new required parameter on an operation that had none': (doc) => {
    doc.paths['/health'].get.parameters = [
      { name: 'probe', in: 'query', required: true, schema: { type: 'string' } },
    ];
  },
  'a new required parameter beside existing ones': (doc) => {
    doc.paths['/bus/staff'].get.parameters.push({
      name: 'company_id',
      in: 'query',
      required: true,
      schema: { type: 'integer' },
    });
  },
  'a new required body field': (doc) => {
    createBody(doc).required.push('note');
  },
  'a request body that becomes required': (doc) => {
    doc.paths['/health'].get.requestBody = { required: true, ...json({ type: 'object' }) };
  },
  'a request field removed from a closed body': (doc) => {
    delete createBody(doc).properties.note;
  },
  'a changed response type (string -> integer)': (doc) => {
    doc.paths['/health'].get.responses[200].content['application/json'].schema = { type: 'integer' };
  },
  'a changed response type (object -> array)': (doc) => {
    doc.paths['/bus/staff/{id}'].get.responses[200].content['application/json'].schema = {
      type: 'array',
      items: { $ref: '#/components/schemas/BusStaff' },
    };
  },
  'a changed response field type (integer -> string), through a $ref and the Page envelope': (doc) => {
    staff(doc).properties.id = { type: 'string' };
  },
};

describe('breaking changes fail the check unless the major version is raised', () => {
  for (const [name, change] of Object.entries(BREAKING)) {
    it(name, () => {
      const result = compareContracts(released(), changed(change));
      expect(result.breaking.length, JSON.stringify(result.breaking)).toBeGreaterThan(0);
      expect(checkBreaking(result).ok).toBe(false);
      // The same change under a new major version passes, and is still listed.
      const major = compareContracts(released(), changed(change, '2.0.0'));
      expect(checkBreaking(major).ok).toBe(true);
      expect(major.breaking.length).toBeGreaterThan(0);
    });
  }

  it('names what broke: our rules for what api-smart-diff misses', () => {
    const kinds = (change) => compareContracts(released(), changed(change)).findings.map((f) => f.kind);
    expect(kinds(BREAKING['a new required parameter on an operation that had none'])).toEqual([
      'new-required-parameter',
    ]);
    expect(kinds(BREAKING['a changed response type (string -> integer)'])).toEqual(['response-type']);
    expect(kinds(BREAKING['a removed response field (optional)'])).toContain('removed-response-field');
    expect(kinds(BREAKING['a request field newly limited to an enum'])).toEqual(['narrowed-enum']);
    const message = compareContracts(
      released(),
      changed(BREAKING['a changed response type (string -> integer)']),
    ).breaking[0]?.message;
    expect(message).toBe('GET /health: response type changed from string to number');
  });
});

describe('non-breaking changes pass', () => {
  it('additions: an operation, an optional parameter, an optional body field, a response field, an enum value', () => {
    const result = compareContracts(
      released(),
      changed((doc) => {
        doc.paths['/bus/vehicles'] = {
          get: {
            operationId: 'listVehicles',
            responses: { 200: { description: 'ok', ...json({ type: 'object' }) } },
          },
        };
        doc.paths['/bus/staff'].get.parameters.push({
          name: 'keyword',
          in: 'query',
          schema: { type: 'string' },
        });
        createBody(doc).properties.email = { type: 'string', maxLength: 200 };
        createBody(doc).properties.gender.enum.push('unknown');
        staff(doc).properties.email = { type: 'string' };
        doc.paths['/health'].get.description = 'Liveness of the API.';
      }),
    );
    expect(result.breaking).toEqual([]);
    expect(checkBreaking(result).ok).toBe(true);
    expect(result.changes.length).toBeGreaterThan(0);
  });

  it('a request limit that widens (a longer maxLength)', () => {
    const result = compareContracts(
      released(),
      changed((doc) => {
        createBody(doc).properties.note.maxLength = 500;
      }),
    );
    expect(result.breaking).toEqual([]);
  });

  it('the same contract has no change', () => {
    const result = compareContracts(released(), released());
    expect(result.changes).toEqual([]);
    expect(checkBreaking(result).ok).toBe(true);
  });
});

describe('the command and the changelog', () => {
  const files = (after) => {
    const dir = mkdtempSync(join(tmpdir(), 'busops-contract-'));
    writeFileSync(join(dir, 'released.json'), JSON.stringify(released()));
    writeFileSync(join(dir, 'current.json'), JSON.stringify(after));
    return [
      'scripts/check-breaking.mjs',
      '--released',
      join(dir, 'released.json'),
      '--current',
      join(dir, 'current.json'),
    ];
  };

  it('check:breaking exits 1 and names the change; 0 once the major is raised', async () => {
    const change = BREAKING['a changed response type (string -> integer)'];
    const failed = await promisify(execFile)('node', files(changed(change))).then(
      () => null,
      (error) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('GET /health: response type changed from string to number');
    expect(failed?.stderr).toContain("raise info.version's major");
    const passed = await promisify(execFile)('node', files(changed(change, '2.0.0')));
    expect(passed.stdout).toContain('allowed by the major version 2.0.0');
  });

  it('the changelog lists breaking changes first, then additions, per operation', () => {
    const result = compareContracts(
      released(),
      changed((doc) => {
        doc.paths['/health'].get.parameters = [
          { name: 'probe', in: 'query', required: true, schema: { type: 'string' } },
        ];
        staff(doc).properties.email = { type: 'string' };
      }),
    );
    const text = changelogSection(result, 'Unreleased: 1.4.0 -> 1.5.0');
    expect(text).toMatch(
      /^## Unreleased: 1\.4\.0 -> 1\.5\.0\n\n### Breaking\n\n- GET \/health: new required query parameter `probe`\n/,
    );
    expect(text).toContain('### Added and changed');
    expect(text).toContain(
      '- GET /bus/staff: [Added] property `email` to `items[]` in Response 200 content (application/json)',
    );
    expect(text.indexOf('### Breaking')).toBeLessThan(text.indexOf('### Added and changed'));
  });
});
