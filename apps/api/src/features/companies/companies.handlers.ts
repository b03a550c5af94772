// Companies: the super company and its member companies (spec §2 /company, §7 Companies). This map
// only unpacks the request: company.list.ts, company.write.ts, company.admin.ts.
import { notFound } from '../../http/errors.ts';
import { defineHandlers } from '../../http/operation.ts';
import { assignCompanyAdmin } from './company.admin.ts';
import { COMPANY_NOT_FOUND } from './company.checks.ts';
import { listCompanies } from './company.list.ts';
import { createCompany, deleteCompany, updateCompany } from './company.write.ts';
import { loadCompany } from './views.ts';

export const companyHandlers = defineHandlers({
  async listCompanies({ query, db }) {
    return listCompanies(db, query);
  },

  async createCompany({ body, principal, db }) {
    return createCompany(db, principal, body);
  },

  async getCompany({ params, db }) {
    const company = await loadCompany(db, params.id);
    if (!company) throw notFound(COMPANY_NOT_FOUND);
    return company;
  },

  async updateCompany({ params, body, principal, db }) {
    return updateCompany(db, principal, params.id, body);
  },

  async deleteCompany({ params, principal, db }) {
    await deleteCompany(db, principal, params.id);
    return { message: 'OK' };
  },

  async assignCompanyAdmin({ params, body, principal, db }) {
    return assignCompanyAdmin(db, principal, params.id, body);
  },
});
