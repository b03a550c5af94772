// A roster type as the API answers it, for the tests of /routes/driver-setting.
import type { DriverSettingType } from './driver-setting-types.resource';

export const sampleDriverSettingType = (extra: Partial<DriverSettingType> = {}): DriverSettingType => ({
  id: 7,
  company_id: 3,
  company_name: 'Xe buýt Phương Nam',
  name: 'Mẫu 0001',
  work_days: 2,
  off_days: 1,
  shift_start: '05:00',
  shift_end: '13:00',
  note: null,
  crews: 0,
  created_at: '2025-01-02T03:04:05Z',
  updated_at: '2025-01-02T03:04:05Z',
  ...extra,
});
