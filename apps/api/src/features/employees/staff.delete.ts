// deleteBusStaff: only a record with no money history goes; the caller themself, the company's
// admin and anyone with deposits stay (409, with an errorCode the console explains); records above
// the caller's rank are 403.
import { count, eq, or, sql } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { busStaff, companies, deposits, driverSettings, routeTrips, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { tripUsage } from '../trip-usage.ts';
import { loadVisibleStaff, STAFF_NOT_FOUND, toStaffBody } from './staff.query.ts';
import { assertMayActOn } from './staff.rules.ts';

export async function deleteStaff(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Locks the row: a concurrent deposit waits, so the balance checked is the balance deleted.
    const [staff] = await tx.select().from(busStaff).where(eq(busStaff.id, id)).for('update');
    if (!staff) throw notFound(STAFF_NOT_FOUND);
    assertMayActOn(principal, staff);
    const beforeBody = toStaffBody(await loadVisibleStaff(tx, staff.id));
    if (principal.staff?.id === staff.id)
      throw conflict('Không thể xoá chính tài khoản đang đăng nhập', 'STAFF_IS_SELF');
    const [company] = await tx
      .select({ adminId: companies.adminId })
      .from(companies)
      .where(eq(companies.id, staff.companyId));
    if (company?.adminId === staff.id) {
      throw conflict('Nhân viên đang là quản trị viên của công ty, không thể xoá', 'STAFF_IS_COMPANY_ADMIN');
    }
    if (staff.depositBalance !== 0) {
      throw conflict('Nhân viên còn số dư ký quỹ, không thể xoá', 'STAFF_HAS_DEPOSIT');
    }
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(deposits)
      .where(eq(deposits.staffId, staff.id));
    if (Number(n) > 0) {
      throw conflict(
        'Nhân viên đã có giao dịch ký quỹ, không thể xoá; hãy chuyển sang trạng thái ngừng hoạt động',
        'STAFF_HAS_DEPOSIT',
      );
    }
    const usage = await tripUsage(
      tx,
      or(eq(routeTrips.driverId, staff.id), eq(routeTrips.conductorId, staff.id))!,
      or(eq(driverSettings.driverId, staff.id), eq(driverSettings.conductorId, staff.id))!,
    );
    if (usage)
      throw conflict(
        `Nhân viên đang được phân công cho ${usage}, không thể xoá; hãy chuyển sang trạng thái ngừng hoạt động`,
        'STAFF_HAS_TRIPS',
      );
    await tx.delete(busStaff).where(eq(busStaff.id, staff.id));
    // The user stays (other companies), but can no longer choose this one.
    await tx
      .update(users)
      .set({
        enabledBusCompaniesId: sql`array_remove(${users.enabledBusCompaniesId}, ${staff.companyId}::integer)`,
      })
      .where(eq(users.id, staff.userId));
    await recordHistory(tx, principal, {
      entity: 'bus_staff',
      entityId: staff.id,
      action: 'delete',
      companyId: staff.companyId,
      before: beforeBody,
    });
  });
}
