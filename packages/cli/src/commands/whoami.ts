// `busops whoami`: who the profile acts as, as the API sees it now: the account (getCurrentUser) of a
// person's profile, or the key (getCurrentKey) of a key's profile, with its company and roles; a
// rotated or revoked key exits 3.
import { openProfile } from '../connection.ts';
import type { CommandRun } from '../context.ts';
import { keyKindLabel, keySummary, roleNames } from '../key-summary.ts';
import { printJson, write } from '../output.ts';
import { checkKey } from './login.ts';

export const run: CommandRun = async ({ options }) => {
  const { api, profile } = await openProfile(options.profile);
  if (profile.kind === 'key') {
    const key = await checkKey(profile.url, profile.appKey, profile.key);
    if (options.json) {
      await printJson({
        profile: options.profile,
        url: profile.url,
        kind: profile.kind,
        key: keySummary(key),
      });
      return;
    }
    await write(
      [
        `Hồ sơ:     ${options.profile} (${profile.url})`,
        `Khoá:      ${key.name} (${keyKindLabel(key)}, ${key.prefix}…)`,
        `Công ty:   ${key.company.name} (#${key.company.id})`,
        `Vai trò:   ${key.roles.length > 0 ? roleNames(key.roles) : '(chỉ chức năng thiết bị)'}`,
        '',
      ].join('\n'),
    );
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
