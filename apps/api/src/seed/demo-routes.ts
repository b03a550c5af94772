// Demo routes: a valid createRoute body (the API tests' sample builds on it; fill in the
// resource's own fields here). The demo records themselves are the Saigon network of demo-network.ts.
import type { BodyOf } from '../http/operation.ts';

export function demoRouteInput(number: string): BodyOf<'createRoute'> {
  return { number, name: `Tuyến ${number}`, status: 'active', note: null };
}
