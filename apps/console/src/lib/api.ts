// The app's one SDK client: same origin (the API serves dist/ in production, Vite proxies in dev),
// the admin application id, the identity token of the signed-in user.
import { ADMIN_APP_ID } from '@busops/domain';
import { createClient } from '@busops/sdk';
import { identity } from './identity';

export const api = createClient({
  baseUrl: '',
  appKey: ADMIN_APP_ID,
  getIdToken: () => identity.getIdToken(),
});

export type Api = typeof api;
