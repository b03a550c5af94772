// A valid createStop body for the API tests and the target matrix, each with its own code
// (the demo body of src/seed/demo-stops.ts, where the resource's own fields are filled in).
import type { BodyOf } from '../../src/http/operation.ts';
import { demoStopInput } from '../../src/seed/demo-stops.ts';

let serial = 0;

export function sampleStopInput(extra: Partial<BodyOf<'createStop'>> = {}): BodyOf<'createStop'> {
  serial += 1;
  return { ...demoStopInput(`Mẫu ${String(serial).padStart(4, '0')}`), note: 'Ghi chú thử', ...extra };
}
