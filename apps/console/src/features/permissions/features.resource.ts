// Features (Chức năng, spec §6; openapi/resources/permissions/*Feature*): what positions grant.
import type { Schemas } from '@busops/sdk';
import type { ListCriteria } from '../../components/list-screen/list-criteria';
import { defineResource } from '../../kit/resource';

export type Feature = Schemas['Feature'];
export type FeatureInput = Schemas['FeatureInput'];
export type FeatureCriteria = ListCriteria & { keyword?: string; group?: string };

export const featureResource = defineResource<'listFeatures', FeatureCriteria>({
  area: 'features',
  entity: 'feature',
  noun: 'chức năng',
  path: '/permission/feature',
  title: 'Chức năng',
  list: 'listFeatures',
  criteria: { keyword: '', group: '' },
  remove: 'deleteFeature',
  rowName: (f) => f.name,
});
