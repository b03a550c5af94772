// Companies: the super company and its member companies (spec §2 /company, §7 Companies). This map
// only unpacks the request: company.list.ts, company.write.ts, company.admin.ts.
import { canSeeCompany } from '../../access/tenancy.ts';
import { notFound } from '../../http/errors.ts';
import { defineHandlers } from '../../http/operation.ts';
import { assignCompanyAdmin } from './company.admin.ts';
import { COMPANY_NOT_FOUND } from './company.checks.ts';
import { listCompanies } from './company.list.ts';
import { createCompany, deleteCompany, updateCompany } from './company.write.ts';
import { loadCompany } from './views.ts';

export const companyHandlers = defineHandlers({
  async listCompanies({ query, principal, services }) {
    return listCompanies(services.database.db, principal, query);
  },

  async createCompany({ body, principal, services }) {
    return createCompany(services.database.db, principal, body);
  },

  async getCompany({ params, principal, services }) {
    const company = await loadCompany(services.database.db, params.id);
    if (!company || !canSeeCompany(principal, company.id)) throw notFound(COMPANY_NOT_FOUND);
    return company;
  },

  async updateCompany({ params, body, principal, services }) {
    return updateCompany(services.database.db, principal, params.id, body);
  },

  async deleteCompany({ params, principal, services }) {
    await deleteCompany(services.database.db, principal, params.id);
    return { message: 'OK' };
  },

  async assignCompanyAdmin({ params, body, principal, services }) {
    return assignCompanyAdmin(services.database.db, principal, params.id, body);
  },
});
