// Demo routes: a valid createRoute body (the API tests' sample builds on it; fill in the
// resource's own fields here). The demo records themselves are the Saigon network of demo-network.ts.
import type { BodyOf } from '../http/operation.ts';

export function demoRouteInput(number: string): BodyOf<'createRoute'> {
  return {
    number,
    name: `Tuyến ${number}`,
    type: 'subsidized',
    operating_start: '05:00',
    operating_end: '21:00',
    headway_minutes: 10,
    length_km: 18.5,
    color: '#1f77b4',
    status: 'active',
    note: null,
  };
}
