// Demo stops: a valid createStop body (the API tests' sample builds on it; fill in the
// resource's own fields here). The demo records themselves are the Saigon network of demo-network.ts.
import type { BodyOf } from '../http/operation.ts';

export function demoStopInput(code: string): BodyOf<'createStop'> {
  return {
    code,
    name: `Điểm dừng ${code}`,
    address: 'Quận 1, TP. Hồ Chí Minh',
    lat: 10.7769,
    lng: 106.7009,
    has_shelter: true,
    wheelchair_accessible: false,
    trigger_radius_m: 30,
    status: 'active',
    note: null,
  };
}
