// A change of a company row and its history row, as every company mutation writes them: the
// before/after are the contract views (staff count, admin name), not raw rows.
import { eq } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Tx } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { type CompanyView, loadCompany } from './views.ts';

type CompanyPatch = Partial<Omit<typeof companies.$inferInsert, 'id' | 'updatedAt'>>;

export async function updateCompanyRecorded(
  tx: Tx,
  principal: Principal,
  id: number,
  action: string,
  before: CompanyView,
  patch: CompanyPatch,
): Promise<CompanyView> {
  await tx
    .update(companies)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(companies.id, id));
  const after = (await loadCompany(tx, id))!;
  await recordHistory(tx, principal, {
    entity: 'company',
    entityId: id,
    action,
    companyId: id,
    before,
    after,
  });
  return after;
}
