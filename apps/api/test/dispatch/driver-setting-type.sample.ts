// A valid createDriverSettingType body for the API tests and the target matrix, each with its own name
// (the demo body of src/seed/demo-driver-setting-types.ts, where the resource's own fields are filled in).
import type { BodyOf } from '../../src/http/operation.ts';
import { demoDriverSettingTypeInput } from '../../src/seed/demo-driver-setting-types.ts';

let serial = 0;

export function sampleDriverSettingTypeInput(
  extra: Partial<BodyOf<'createDriverSettingType'>> = {},
): BodyOf<'createDriverSettingType'> {
  serial += 1;
  return {
    ...demoDriverSettingTypeInput(`Mẫu ${String(serial).padStart(4, '0')}`),
    note: 'Ghi chú thử',
    ...extra,
  };
}
