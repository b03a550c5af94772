// The positions store on the app's SDK client; every position for the assignment steps.
import { connect } from '../../kit/resource';
import { api } from '../../lib/api';
import { type Position, positionResource } from './positions.resource';

export const positions = connect(positionResource, api);

/** Every position (the contract's largest page), for the assignment step. */
export async function allPositions(): Promise<Position[]> {
  const { data } = await positions.client.call('listRoles', { params: { query: { page: 0, size: 500 } } });
  return data.items;
}
