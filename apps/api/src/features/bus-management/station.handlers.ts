// On-board stop files: generate (recorded), download for the company or the lines given, download of
// one line (under /bus-management/routes). The work is in station-file.*.ts.
import { defineHandlers } from '../../http/operation.ts';
import { exportLineStationFile, exportStationFiles, generateStationFiles } from './station-file.write.ts';

export const stationHandlers = defineHandlers({
  async createStationFiles({ body, principal, db }) {
    return generateStationFiles(db, principal, body?.line_ids);
  },

  async exportStationFiles({ body, principal, db, reply }) {
    return exportStationFiles(db, principal, body?.line_ids, reply);
  },

  async exportLineStationFile({ params, principal, db, reply }) {
    return exportLineStationFile(db, principal, params.routeId, params.lineId, reply);
  },
});
