// switchCurrentCompany: persists users.current_company_id (org_id, the home company, stays).
import { eq } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import { loadPrincipal, type Principal } from '../../access/principal.ts';
import { unscoped } from '../../access/scoped-db.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { type CurrentUser, currentUserOf, enabledCompanies } from './current-user.ts';

export async function switchCurrentCompany(
  db: Db,
  principal: Principal,
  companyId: number,
): Promise<CurrentUser> {
  await db.transaction(async (tx) => {
    const allowed = await enabledCompanies(tx, principal);
    if (!allowed.some((c) => c.id === companyId)) throw notFound('Không tìm thấy công ty');
    const before = principal.user.currentCompanyId;
    await tx
      .update(users)
      .set({ currentCompanyId: companyId, updatedAt: new Date() })
      .where(eq(users.id, principal.userId));
    await recordHistory(tx, principal, {
      entity: 'user',
      entityId: principal.userId,
      action: 'switch_company',
      companyId,
      before: { current_company_id: before },
      after: { current_company_id: companyId },
    });
  });
  // The caller as they are now, in the company just chosen (the access layer reads the raw handle).
  const updated = await loadPrincipal(unscoped(db), principal.userId, principal.sessionId);
  return currentUserOf(db, updated);
}
