// switchCurrentCompany: persists users.current_company_id (org_id, the home company, stays).
import { eq } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import { loadPrincipal, type Principal } from '../../access/principal.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { type CurrentUser, currentUserOf, enabledCompanies } from './current-user.ts';

export async function switchCurrentCompany(
  services: Services,
  principal: Principal,
  companyId: number,
): Promise<CurrentUser> {
  const { db } = services.database;
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
  const updated = await loadPrincipal(db, principal.userId, principal.sessionId);
  return currentUserOf(db, updated);
}
