// Companies (spec §7 "Companies"; openapi/resources/companies/): the resource declaration the store,
// commands, dialogs and screen are built from. Deleting or changing a company invalidates the company
// pickers of other screens.
import type { Schemas } from '@busops/sdk';
import type { RecordItem } from '../../commands/record-search';
import type { ListCriteria } from '../../components/list-screen/list-criteria';
import { recordLink } from '../../components/list-screen/use-record-link';
import { defineResource } from '../../kit/resource';
import { invalidateLookup, LOOKUP } from '../../lib/lookups';

export type Company = Schemas['Company'];
export type CompanyInput = Schemas['CompanyInput'];
export type CompanyUpdate = Schemas['CompanyUpdate'];
export type CompanyAdminInput = Schemas['CompanyAdminInput'];
export type CompanyCriteria = ListCriteria & { keyword?: string; status?: string };

export const companyResource = defineResource<'listCompanies', CompanyCriteria>({
  area: 'companies',
  entity: 'company',
  noun: 'công ty',
  path: '/company',
  title: 'Quản lý công ty',
  list: 'listCompanies',
  criteria: { keyword: '', status: '', sort: 'name' },
  get: 'getCompany',
  remove: 'deleteCompany',
  rowName: (c) => c.name,
  searcher: 'companies',
  afterChange: () => invalidateLookup(LOOKUP.companies),
});

/** One company as a record: a palette hit, and a recent record on /menu once opened. */
export function companyRecord(c: Company): RecordItem {
  return {
    id: String(c.id),
    title: c.name,
    subtitle: [c.code, c.tax_code].filter(Boolean).join(' · '),
    path: recordLink(companyResource.path, c.id),
  };
}
