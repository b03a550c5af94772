// The on-board stop files (docs/station-files.md) from the palette, on any screen: their titles, keys and
// roles only; what they do loads when one runs (station-files.ts), not with the first screens.
import type { Command } from '../../commands/types';

export const stationFileCommands: Command[] = [
  {
    id: 'stops.station.generate',
    title: 'Tạo file điểm dừng cho thiết bị',
    keywords: ['tao file diem dung', 'thiết bị', 'station', 'generate', 'on-board'],
    group: 'actions',
    icon: 'build',
    operationId: 'createStationFiles',
    run: () => import('./station-files').then((m) => m.generateStationFiles()),
  },
  {
    id: 'stops.station.download',
    title: 'Tải file điểm dừng',
    keywords: ['tai file diem dung', 'thiết bị', 'station', 'download'],
    group: 'actions',
    icon: 'download',
    operationId: 'exportStationFiles',
    run: () => import('./station-files').then((m) => m.downloadStationFiles()),
  },
];
