// `busops whoami`: the account behind the profile (getCurrentUser), as the API sees it now. A service
// key's profile is no person's: the key is checked (exit 3 once rotated or revoked) and its prefix shown.
import { openProfile } from '../connection.ts';
import type { CommandRun } from '../context.ts';
import { printJson, write } from '../output.ts';
import { checkKey } from './login.ts';

export const run: CommandRun = async ({ options }) => {
  const { api, profile } = await openProfile(options.profile);
  if (profile.kind === 'key') {
    await checkKey(profile.url, profile.appKey, profile.key);
    const key = `${profile.key.slice(0, 12)}…`;
    if (options.json)
      await printJson({ profile: options.profile, url: profile.url, kind: profile.kind, key });
    else await write(`Hồ sơ:     ${options.profile} (${profile.url})\nKhoá:      ${key} (khoá dịch vụ)\n`);
    return;
  }
  const { data: me } = await api.call('getCurrentUser');
  if (options.json) {
    await printJson({ profile: options.profile, url: profile.url, kind: profile.kind, user: me });
    return;
  }
  const company = me.current_company
    ? `${me.current_company.name} (#${me.current_company.id})`
    : '(chưa chọn)';
  await write(
    [
      `Hồ sơ:     ${options.profile} (${profile.url})`,
      `Họ tên:    ${me.full_name}`,
      `Điện thoại: ${me.phone_number}`,
      `Công ty:   ${company}`,
      `Vai trò:   ${me.role_name ?? me.role ?? ''}`,
      '',
    ].join('\n'),
  );
};
