// On-board stop files: generate (recorded), download for the company or the lines given, download of
// one line (under /bus-management/routes). The work is in station-file.*.ts.
import { badRequest } from '../../http/errors.ts';
import { defineHandlers } from '../../http/operation.ts';

const CHOOSE_LINES = 'Vui lòng chọn lượt tuyến cần tạo file điểm dừng, hoặc tất cả';

import { exportLineStationFile, exportStationFiles, generateStationFiles } from './station-file.write.ts';

export const stationHandlers = defineHandlers({
  async createStationFiles({ body, principal, db }) {
    const lineIds = body.line_ids?.length ? body.line_ids : undefined;
    if (!body.all && !lineIds) throw badRequest(CHOOSE_LINES);
    return generateStationFiles(db, principal, lineIds);
  },

  async exportStationFiles({ body, principal, db, reply }) {
    return exportStationFiles(db, principal, body?.line_ids, reply);
  },

  async exportLineStationFile({ params, principal, db, reply }) {
    return exportLineStationFile(db, principal, params.routeId, params.lineId, reply);
  },
});
