// `busops logout`: ends the session on the server (a key profile has none) and forgets the profile.
import { connect, isApiError, signOut } from '@busops/sdk';
import type { CommandRun } from '../context.ts';
import { printJson } from '../output.ts';
import { loadProfile, removeProfile } from '../profiles.ts';

export const run: CommandRun = async ({ options }) => {
  const profile = await loadProfile(options.profile);
  if (profile.kind === 'session' && profile.session) {
    const busops = connect({
      baseUrl: profile.url,
      appKey: profile.appKey,
      persistence: { load: () => profile.session, save: () => {} },
    });
    // A session the server already ended (401) is as good as ended.
    await signOut(busops).catch((error) => {
      if (!isApiError(error) || error.status !== 401) throw error;
    });
  }
  await removeProfile(options.profile);
  if (options.json) await printJson({ profile: options.profile, removed: true });
  else process.stderr.write(`Đã đăng xuất (hồ sơ "${options.profile}")\n`);
};
