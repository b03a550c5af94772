// The features store on the app's SDK client; every feature for the position form's multi-select.
import { connect } from '../../kit/resource';
import { api } from '../../lib/api';
import { type Feature, featureResource } from './features.resource';

export const features = connect(featureResource, api);

/** Every feature (the contract's largest page), for the position form's multi-select. */
export async function allFeatures(): Promise<Feature[]> {
  const { data } = await features.client.call('listFeatures', { params: { query: { page: 0, size: 500 } } });
  return data.items;
}
