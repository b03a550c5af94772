// Crews of routes (/routes/driver-setting, product-spec §7 "Driver settings"): list per company and per
// route (with .xlsx export), save one or many, delete one or many, and fill a day's trips from them.
// This map only unpacks the request; `db` is scoped to the caller's companies (ADR 0009).
import { eq } from 'drizzle-orm';
import { driverSettings } from '../../db/schema/index.ts';
import { defineHandlers } from '../../http/operation.ts';
import { fileDateStamp, streamXlsx } from '../../http/xlsx-stream.ts';
import { DRIVER_SETTING_EXPORT_COLUMNS, toDriverSettingBody } from './driver-setting.fields.ts';
import { dutyDay, loadVisibleRoute, selectDriverSettings } from './driver-setting.query.ts';
import { deleteRouteCrews, saveOneCrew, saveRouteCrews } from './driver-setting.write.ts';
import { assignTripsFromRoster } from './roster-fill.ts';

const page = <T>(items: T[]) => ({ items, total: items.length });

export const driverSettingsHandlers = defineHandlers({
  async listDriverSettings({ query, db }) {
    const day = dutyDay(query.on_date);
    const where = query.route_id ? eq(driverSettings.routeId, query.route_id) : undefined;
    return page((await selectDriverSettings(db, where)).map((row) => toDriverSettingBody(row, day)));
  },

  async listRouteDriverSettings({ params, query, db, reply }) {
    const route = await loadVisibleRoute(db, params.routeId);
    const day = dutyDay(query.on_date);
    const items = (await selectDriverSettings(db, eq(driverSettings.routeId, route.id))).map((row) =>
      toDriverSettingBody(row, day),
    );
    if (!query.export) return page(items);
    return streamXlsx(reply, {
      filename: `to-lai-tuyen-${route.number}-${fileDateStamp()}.xlsx`,
      sheetName: 'Tổ lái',
      columns: DRIVER_SETTING_EXPORT_COLUMNS,
      batches: (async function* () {
        yield items;
      })(),
    });
  },

  async saveRouteDriverSettings({ params, body, principal, db }) {
    return page(await saveRouteCrews(db, principal, params.routeId, body.items));
  },

  async deleteRouteDriverSettings({ params, body, principal, db }) {
    await deleteRouteCrews(db, principal, params.routeId, body.ids);
    return { message: 'OK' };
  },

  async createDriverSetting({ body, principal, db }) {
    return saveOneCrew(db, principal, body);
  },

  async deleteDriverSetting({ params, principal, db }) {
    await deleteRouteCrews(db, principal, params.routeId, [params.id]);
    return { message: 'OK' };
  },

  async assignTripsFromRoster({ params, body, principal, db }) {
    return assignTripsFromRoster(db, principal, params.routeId, body);
  },
});
