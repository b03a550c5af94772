// The app's one SDK client: same origin (the API serves dist/ in production, Vite proxies in dev),
// the admin application id, the identity token of the signed-in user.
import { ADMIN_APP_ID } from '@busops/domain';
import { createClient } from '@busops/sdk';
import { identity } from './identity';
import { announceForbidden } from './session-events';

/** Every answer passes here: a 403 makes the signed-in user be re-read (menu and palette follow). */
const watchedFetch: typeof fetch = async (input, init) => {
  const response = await globalThis.fetch(input, init);
  if (response.status === 403) announceForbidden();
  return response;
};

export const api = createClient({
  baseUrl: '',
  appKey: ADMIN_APP_ID,
  getIdToken: () => identity.getIdToken(),
  fetch: watchedFetch,
});

export type Api = typeof api;
