// Every `x-list: paged` operation of the contract honours the shared `with_total` parameter (the same
// rows, and a total that only tells whether a next page exists), and the docs page shows the shared
// Page envelope (`allOf`) as the fields a caller reads. Generated from the contract: a new paged list
// is covered the day it is added.
import { type RoleValue, rolesAllow, scopeAllows } from '@busops/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDocs } from '../../src/http/docs.ts';
import { loadOperations, type SpecOperation } from '../../src/http/spec.ts';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

/** The super admin, or (a member-company list) the first demo account the operation lets in. */
const callerOf = (op: SpecOperation) =>
  DEMO_ACCOUNTS.find(
    (a) =>
      !a.mustChooseCompany &&
      (op.roles.length === 0 || rolesAllow(op.roles, a.role as RoleValue)) &&
      scopeAllows(op.scope, a.company === 'super'),
  )!.phone;
const operations = loadOperations();
const paged = operations.filter((op) => op.list === 'paged');

describe('paged lists', () => {
  it('the contract marks the paged lists (and they all take page, size and with_total)', () => {
    expect(paged.map((op) => op.operationId).sort()).toEqual(
      ['listBusStaff', 'listClients', 'listCompanies', 'listFeatures', 'listRoles', 'searchMembers'].sort(),
    );
    for (const op of paged) {
      expect(op.parameters.map((p) => p.name)).toEqual(
        expect.arrayContaining(['page', 'size', 'with_total']),
      );
    }
  });

  it.each(paged.map((op) => [op.operationId, op] as const))(
    '%s: with_total=false answers the same rows and a total that tells whether more follow',
    async (_id, op) => {
      const size = 2;
      const as = callerOf(op);
      for (const page of [0, 1]) {
        const exact = await t.call('GET', op.path, { as, query: { page, size } });
        expect(exact.status).toBe(200);
        const lean = await t.call('GET', op.path, { as, query: { page, size, with_total: false } });
        expect(lean.status).toBe(200);
        expect(lean.body.items).toEqual(exact.body.items);
        const more = exact.body.total > (page + 1) * size;
        expect(lean.body.total).toBe(page * size + lean.body.items.length + (more ? 1 : 0));
      }
      // The demo data holds more than one page of each, so the check above saw a "more" answer.
      const first = await t.call('GET', op.path, { as, query: { page: 0, size } });
      expect(first.body.total).toBeGreaterThan(size);
    },
  );
});

describe('/docs', () => {
  it('renders a list answer (shared Page envelope + the list rows) as its fields', () => {
    const html = renderDocs();
    const section = html.slice(html.indexOf('<section id="listCompanies">'));
    const answer = section.slice(section.indexOf('<b>200</b>'), section.indexOf('</section>'));
    expect(answer).toContain('<code>items</code>');
    expect(answer).toContain('<code>total</code>');
    expect(answer).toContain('<code>short_name</code>');
  });
});
