// A valid createVehicle body for the API tests and the target matrix, each with its own plate
// (the demo body of src/seed/demo-vehicles.ts, where the resource's own fields are filled in).
import type { BodyOf } from '../../src/http/operation.ts';
import { demoVehicleInput } from '../../src/seed/demo-vehicles.ts';

let serial = 0;

export function sampleVehicleInput(extra: Partial<BodyOf<'createVehicle'>> = {}): BodyOf<'createVehicle'> {
  serial += 1;
  return { ...demoVehicleInput(`Mẫu ${String(serial).padStart(4, '0')}`), note: 'Ghi chú thử', ...extra };
}
