// The two import calls: the chosen .zip is the request body as is (application/zip).
import type { components } from '@busops/sdk';
import { api } from '../../lib/api';

export type GtfsImportSummary = components['schemas']['GtfsImportSummary'];

const asZip = {
  headers: { 'content-type': 'application/zip' },
  bodySerializer: (body: unknown) => body as Blob,
} as const;

export async function previewGtfsImport(file: Blob): Promise<GtfsImportSummary> {
  const { data } = await api.POST('/bus-management/gtfs/import/preview', { body: file as never, ...asZip });
  return data as GtfsImportSummary;
}

export async function applyGtfsImport(file: Blob): Promise<GtfsImportSummary> {
  const { data } = await api.POST('/bus-management/gtfs/import/apply', { body: file as never, ...asZip });
  return data as GtfsImportSummary;
}
