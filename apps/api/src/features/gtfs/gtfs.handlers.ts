// GTFS static feed of the caller's company: export (streamed zip), import preview and apply
// (docs/gtfs.md). `db` is scoped to the caller's companies (ADR 0009).
import { defineHandlers } from '../../http/operation.ts';
import { exportGtfsFeed } from './gtfs.export.ts';
import { applyGtfsImport, previewGtfsImport } from './gtfs.import-run.ts';

export const gtfsHandlers = defineHandlers({
  async exportGtfsFeed({ db, principal, reply, services }) {
    return exportGtfsFeed(db, principal, reply, services.clock());
  },

  async createGtfsImportPreview({ db, principal, request, services }) {
    return previewGtfsImport(services.database, db, principal, request.body);
  },

  async confirmGtfsImport({ db, principal, request, services }) {
    return applyGtfsImport(services.database, db, principal, request.body);
  },
});
