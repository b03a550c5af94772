// `busops login`: signs in and keeps the result in the profile. A person signs in with a password or
// an SMS code through the SDK's helpers (the session, refreshed by the SDK, is what the profile keeps; the
// password is never stored). A service key is checked with one call before it is kept (getCurrentKey:
// 401 means the API does not know it), and the login names the key and its company.
import {
  type ApiClient,
  connect,
  createClient,
  requestSmsCode,
  signInWithPassword,
  signInWithSmsCode,
  UnauthorizedError,
} from '@busops/sdk';
import { API_KEY_HEADER } from '../connection.ts';
import type { CommandRun } from '../context.ts';
import { authError, usageError } from '../exit-codes.ts';
import { type CurrentKey, keyKindLabel, keySummary } from '../key-summary.ts';
import { printJson } from '../output.ts';
import { type SessionProfile, saveProfile } from '../profiles.ts';
import { readLine } from '../prompt.ts';

interface LoginOptions {
  url?: string;
  appKey?: string;
  phone?: string;
  passwordStdin?: boolean;
  sms?: boolean;
  key?: string;
}

export const DEFAULT_APP_KEY = 'busops-admin';

export const run: CommandRun<LoginOptions> = async ({ options }) => {
  if (!options.url)
    throw usageError('Thiếu --url (hoặc BUSOPS_URL): địa chỉ API, ví dụ http://localhost:3000');
  const url = apiUrl(options.url);
  const appKey = options.appKey || DEFAULT_APP_KEY;
  if (options.key) {
    const key = await checkKey(url, appKey, options.key);
    await saveProfile(options.profile, { kind: 'key', url, appKey, key: options.key });
    if (options.json) await printJson({ profile: options.profile, url, kind: 'key', key: keySummary(key) });
    else
      process.stderr.write(
        `Đã đăng nhập bằng ${keyKindLabel(key)} "${key.name}" của ${key.company.name} vào ${url} (hồ sơ "${options.profile}")\n`,
      );
    return;
  }
  const profile = await personProfile(url, appKey, options);
  await saveProfile(options.profile, profile);
  if (options.json)
    await printJson({ profile: options.profile, url, kind: profile.kind, phone: profile.phone });
  else process.stderr.write(`Đã đăng nhập ${profile.phone} vào ${url} (hồ sơ "${options.profile}")\n`);
};

/**
 * What the API says the key is (getCurrentKey), or exit 3 when it answers 401: unknown, rotated or
 * revoked. A key acts for its company, not a person: getCurrentUser is not its to call.
 */
export async function checkKey(url: string, appKey: string, key: string): Promise<CurrentKey> {
  const api: ApiClient = createClient({
    baseUrl: url,
    appKey,
    headers: { [API_KEY_HEADER]: key },
    retry: false,
  });
  try {
    return (await api.call('getCurrentKey')).data;
  } catch (error) {
    if (error instanceof UnauthorizedError) throw authError(error.message);
    throw error;
  }
}

async function personProfile(url: string, appKey: string, options: LoginOptions): Promise<SessionProfile> {
  const phone = options.phone || (await readLine('Số điện thoại: '));
  let saved: SessionProfile = { kind: 'session', url, appKey, phone, session: null };
  const busops = connect({
    baseUrl: url,
    appKey,
    persistence: {
      load: () => null,
      save: (session) => {
        saved = { kind: 'session', url, appKey, phone, session };
      },
    },
  });
  if (options.sms) {
    const { sessionId } = await requestSmsCode(busops, phone);
    process.stderr.write(`Đã gửi mã SMS tới ${phone}.\n`);
    const code = await readLine('Nhập mã SMS: ');
    await signInWithSmsCode(busops, { sessionId, code });
  } else {
    const password = options.passwordStdin
      ? await readLine('Mật khẩu: ', { secret: true })
      : process.env.BUSOPS_PASSWORD || (await readLine('Mật khẩu: ', { secret: true }));
    await signInWithPassword(busops, { phone, password });
  }
  if (!saved.session) throw new Error('Đăng nhập không trả về phiên');
  return saved;
}

function apiUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw usageError(`--url không phải địa chỉ hợp lệ: ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw usageError(`--url phải là http(s): ${text}`);
  return url.toString().replace(/\/$/, '');
}
