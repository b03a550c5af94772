// A valid createVehicle body for the API tests and the target matrix, each with its own plate
// (51B-9xx.xx, outside the demo fleet's numbers) and GPS device id.
import type { BodyOf } from '../../src/http/operation.ts';
import { demoVehicleInput } from '../../src/seed/demo-vehicles.ts';

let serial = 0;

export function sampleVehicleInput(extra: Partial<BodyOf<'createVehicle'>> = {}): BodyOf<'createVehicle'> {
  serial += 1;
  const digits = String(90_000 + serial).padStart(5, '0');
  return {
    ...demoVehicleInput(`51B-${digits.slice(0, 3)}.${digits.slice(3)}`),
    gps_device_id: `TEST-${serial}`,
    note: 'Ghi chú thử',
    ...extra,
  };
}
