// GTFS from any screen (roles 1 and 2, member companies: the operations' x-roles and scope gate them):
// 'Xuất GTFS' downloads the company's feed, 'Nhập GTFS…' opens the import dialog (preview, then apply).
// Both load their code on first use.
import type { Command } from '../../commands/types';

export const GTFS_IMPORT_MODAL = 'gtfs-import';

export const gtfsCommands: Command[] = [
  {
    id: 'gtfs.export',
    title: 'Xuất GTFS',
    keywords: ['xuat gtfs', 'gtfs', 'export', 'feed', 'tai xuong mang tuyen'],
    group: 'actions',
    icon: 'export',
    operationId: 'exportGtfsFeed',
    run: async () => void (await (await import('./gtfs-export')).exportGtfs()),
  },
  {
    id: 'gtfs.import',
    title: 'Nhập GTFS…',
    keywords: ['nhap gtfs', 'gtfs', 'import', 'feed', 'tai len mang tuyen'],
    group: 'actions',
    icon: 'import',
    operationId: 'createGtfsImportPreview',
    run: (ctx) => ctx.openModal(GTFS_IMPORT_MODAL),
  },
];
