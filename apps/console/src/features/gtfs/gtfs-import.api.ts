// The two import calls: the chosen .zip is the request body as is (the operations declare application/zip).
import type { components } from '@busops/sdk';
import { api } from '../../lib/api';

export type GtfsImportSummary = components['schemas']['GtfsImportSummary'];

export async function previewGtfsImport(file: Blob): Promise<GtfsImportSummary> {
  return (await api.send('createGtfsImportPreview', file)).data;
}

export async function applyGtfsImport(file: Blob): Promise<GtfsImportSummary> {
  return (await api.send('confirmGtfsImport', file)).data;
}
