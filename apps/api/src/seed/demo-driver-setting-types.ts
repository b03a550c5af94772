// A valid createDriverSettingType body (the API tests' sample builds on it). The demo's own roster types
// and crews are seeded with the dispatch demo (demo-dispatch.ts DEMO_ROSTER_TYPES).
import type { BodyOf } from '../http/operation.ts';

export function demoDriverSettingTypeInput(name: string): BodyOf<'createDriverSettingType'> {
  return { name, work_days: 2, off_days: 1, shift_start: '05:00', shift_end: '13:00', note: null };
}
