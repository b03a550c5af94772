// Companies (spec §7 "Companies"): the list store with the last criteria, and the mutations. Every save or
// delete reloads the list with its last criteria (spec §4).
import type { operations, Schemas } from '@busops/sdk';
import { initialCriteria, type ListCriteria, listQuery } from '../../components/list-screen/list-criteria';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { invalidateLookup, LOOKUP } from '../../lib/lookups';
import { createFormStore, createListStore, type Page, runOrThrow } from '../../lib/request-state';
import { forEachRow, type RowBatchReport } from '../../lib/row-batch';

export type Company = Schemas['Company'];
export type CompanyInput = Schemas['CompanyInput'];
export type CompanyUpdate = Schemas['CompanyUpdate'];
export type CompanyAdminInput = Schemas['CompanyAdminInput'];
type ListCompaniesQuery = NonNullable<operations['listCompanies']['parameters']['query']>;

export type CompanyCriteria = ListCriteria & { keyword?: string; status?: string };

export function initialCompanyCriteria(): CompanyCriteria {
  return initialCriteria({ keyword: '', status: '', sort: 'name' });
}

export async function fetchCompanies(criteria: CompanyCriteria): Promise<Page<'listCompanies'>> {
  return data(api.GET('/companies', { params: { query: listQuery<ListCompaniesQuery>(criteria) } }));
}

export const companiesList = createListStore<Company, CompanyCriteria>(
  fetchCompanies,
  initialCompanyCriteria(),
);

/** Create, update, delete and assign-admin share one form state (spec §4 form semantics). */
export const companyForm = createFormStore<unknown>();

/** A mutation through the form store; success reloads the list with its last criteria (spec §4). */
async function mutate<T>(mutation: () => Promise<T>): Promise<T> {
  const answer = await runOrThrow(companyForm, mutation);
  invalidateLookup(LOOKUP.companies); // the company pickers of other screens
  void companiesList.reload();
  return answer;
}

export function createCompany(body: CompanyInput): Promise<Company> {
  return mutate(() => data(api.POST('/companies', { body })));
}

export function updateCompany(id: number, body: CompanyUpdate): Promise<Company> {
  return mutate(() => data(api.PUT('/companies/{id}', { params: { path: { id } }, body })));
}

/**
 * Deletes the selected companies one by one, every one tried even after a failure; no toast per row (the
 * caller reports the whole set). The list reloads once.
 */
export async function deleteCompanies(companies: readonly Company[]): Promise<RowBatchReport<Company>> {
  const report = await forEachRow(companies, (c) =>
    data(api.DELETE('/companies/{id}', { params: { path: { id: c.id } } })),
  );
  if (report.done.length > 0) {
    invalidateLookup(LOOKUP.companies);
    void companiesList.reload();
  }
  return report;
}

export function assignCompanyAdmin(id: number, body: CompanyAdminInput): Promise<unknown> {
  return mutate(() => data(api.POST('/companies/{id}/admin', { params: { path: { id } }, body })));
}

export function getCompany(id: number): Promise<Company> {
  return data(api.GET('/companies/{id}', { params: { path: { id } } }));
}
