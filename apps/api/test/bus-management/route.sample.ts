// A valid createRoute body for the API tests and the target matrix, each with its own number
// (the demo body of src/seed/demo-routes.ts, where the resource's own fields are filled in).
import type { BodyOf } from '../../src/http/operation.ts';
import { demoRouteInput } from '../../src/seed/demo-routes.ts';

let serial = 0;

export function sampleRouteInput(extra: Partial<BodyOf<'createRoute'>> = {}): BodyOf<'createRoute'> {
  serial += 1;
  return { ...demoRouteInput(`Mẫu ${String(serial).padStart(4, '0')}`), note: 'Ghi chú thử', ...extra };
}
