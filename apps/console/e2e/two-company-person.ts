// A person of a test's own who is staff of two member companies and has not chosen one yet (org_id 0),
// like the demo's 0909000000 (role 9 at Phương Nam, role 2 at Quyết Thắng). The files of a run share
// one API: a company chosen is remembered there, and auth.e2e.ts needs 0909000000 never to have chosen.
import type { ApiClient } from '@busops/sdk';
import { DEMO_PASSWORD } from './browser.ts';

/** Adds the person (`phone` in +84 form); answers the function that removes them again. */
export async function addTwoCompanyPerson(
  superAdmin: ApiClient,
  phone: string,
  fullName: string,
): Promise<() => Promise<void>> {
  const person = { full_name: fullName, phone_number: phone, password: DEMO_PASSWORD };
  const first = await superAdmin.POST('/bus/staff', {
    body: { ...person, role: 9, company_id: 2, org_id: 0, enabled_bus_companies_id: [2, 3] },
  });
  const second = await superAdmin.POST('/bus/staff', { body: { ...person, role: 2, company_id: 3 } });
  const ids = [first.data!.id, second.data!.id];
  return async () => {
    for (const id of ids) await superAdmin.DELETE('/bus/staff/{id}', { params: { path: { id } } });
  };
}
