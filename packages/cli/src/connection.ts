// A client for the chosen profile, on the SDK's own wiring: a person's profile gets `connect` with the
// session persisted back into the profile (every refresh of the ID token is saved, so the next run starts
// from the newest refresh token); a key profile gets a client that sends the key as `x-api-key`.
import { type ApiClient, connect, createClient, type IdentitySession } from '@busops/sdk';
import { authError } from './exit-codes.ts';
import { loadProfile, type Profile, saveProfile } from './profiles.ts';

export const API_KEY_HEADER = 'x-api-key';

export interface Opened {
  api: ApiClient;
  profile: Profile;
  name: string;
}

export async function openProfile(name: string): Promise<Opened> {
  const profile = await loadProfile(name);
  if (profile.kind === 'key') {
    const api = createClient({
      baseUrl: profile.url,
      appKey: profile.appKey,
      headers: { [API_KEY_HEADER]: profile.key },
    });
    return { api, profile, name };
  }
  if (!profile.session) throw authError(`Hồ sơ "${name}" đã đăng xuất: chạy busops login --profile ${name}`);
  let current: Profile = profile;
  const { api } = connect({
    baseUrl: profile.url,
    appKey: profile.appKey,
    persistence: {
      load: () => (current.kind === 'session' ? current.session : null),
      save: async (session: IdentitySession | null) => {
        if (current.kind !== 'session') return;
        current = { ...current, session };
        await saveProfile(name, current);
      },
    },
  });
  return { api, profile, name };
}
