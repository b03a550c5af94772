// /routes/driver-setting (Thiết lập lái xe: who sees it comes from the domain MENU) and its actions, each visible by its
// operationId; the palette's loại thiết lập record search.
import { screenShortcut } from '@busops/domain';
import type { Command } from '../../../commands/types';
import { resourceCommands } from '../../../kit/resource-commands';
import { resourceSearcher } from '../../../kit/resource-search';
import { api } from '../../../lib/api';
import { driverSettingTypeRecord, driverSettingTypeResource } from './driver-setting-types.resource';

export const driverSettingTypeCommands: Command[] = resourceCommands(driverSettingTypeResource, {
  screen: {
    icon: 'people',
    shortcut: screenShortcut('/routes/driver-setting'),
    keywords: ['thiet lap lai xe', 'to lai', 'loai thiet lap', 'lich lai xe', 'driver-setting'],
    load: () => import('./driver-setting-types.screen'),
    list: () => import('./driver-setting-types.store').then((m) => m.driverSettingTypes.list),
  },
  create: {
    operationId: 'createDriverSettingType',
    keywords: ['them', 'tao', 'loai thiet lap', 'ca', 'new'],
  },
  edit: { operationId: 'updateDriverSettingType' },
  remove: { operationId: 'deleteDriverSettingType' },
});

export const driverSettingTypeSearchers = [
  resourceSearcher(driverSettingTypeResource, api, {
    group: 'Loại thiết lập',
    record: driverSettingTypeRecord,
  }),
];
