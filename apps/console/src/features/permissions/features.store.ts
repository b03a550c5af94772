// Features (Chức năng, spec §6: created, updated, deleted): list store and mutations; a successful save or
// delete reloads the list with its last criteria (spec §4).
import type { operations, Schemas } from '@busops/sdk';
import { initialCriteria, type ListCriteria, listQuery } from '../../components/list-screen/list-criteria';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { createFormStore, createListStore, type Page, runOrThrow } from '../../lib/request-state';

export type Feature = Schemas['Feature'];
export type FeatureInput = Schemas['FeatureInput'];
type ListFeaturesQuery = NonNullable<operations['listFeatures']['parameters']['query']>;

export type FeatureCriteria = ListCriteria & { keyword?: string; group?: string };

export function fetchFeatures(criteria: FeatureCriteria): Promise<Page<'listFeatures'>> {
  return data(api.GET('/features', { params: { query: listQuery<ListFeaturesQuery>(criteria) } }));
}

/** Every feature (the contract's largest page), for the position form's multi-select. */
export async function allFeatures(): Promise<Feature[]> {
  return (await data(api.GET('/features', { params: { query: { page: 0, size: 500 } } }))).items;
}

export const featuresList = createListStore<Feature, FeatureCriteria>(
  fetchFeatures,
  initialCriteria({ keyword: '', group: '' }),
);

export const featureForm = createFormStore<unknown>();

async function mutate<T>(mutation: () => Promise<T>): Promise<T> {
  const answer = await runOrThrow(featureForm, mutation);
  void featuresList.reload();
  return answer;
}

export function createFeature(body: FeatureInput): Promise<Feature> {
  return mutate(() => data(api.POST('/features', { body })));
}

export function updateFeature(id: number, body: FeatureInput): Promise<Feature> {
  return mutate(() => data(api.PUT('/features/{id}', { params: { path: { id } }, body })));
}

export function deleteFeature(id: number): Promise<unknown> {
  return mutate(() => data(api.DELETE('/features/{id}', { params: { path: { id } } })));
}
