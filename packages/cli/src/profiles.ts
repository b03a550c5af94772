// Named profiles (`--profile`, default "default"): where the API is and how to sign in to it, kept in
// $XDG_CONFIG_HOME/busops/profiles.json (~/.config when unset). The file holds refresh tokens and
// service keys, so it is written 0600 in a 0700 directory, through a temporary file and a rename (a
// crash never leaves half a file, and the mode is right from the first byte).
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { IdentitySession } from '@busops/sdk';
import { authError } from './exit-codes.ts';

interface ProfileBase {
  /** The API's base URL, e.g. https://api.example.vn. */
  url: string;
  /** The client's app key (x-access-token). */
  appKey: string;
}

/** Signed in as a person (password or SMS code): the identity session, refreshed in place. */
export interface SessionProfile extends ProfileBase {
  kind: 'session';
  phone: string;
  session: IdentitySession | null;
}

/** A service (machine) key, sent as `x-api-key` on every call. */
export interface KeyProfile extends ProfileBase {
  kind: 'key';
  key: string;
}

export type Profile = SessionProfile | KeyProfile;

interface ProfilesFile {
  profiles: Record<string, Profile>;
}

export const DEFAULT_PROFILE = 'default';

export function configDir(): string {
  const base = process.env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(base, 'busops');
}

export const profilesPath = (): string => join(configDir(), 'profiles.json');

async function readAll(): Promise<ProfilesFile> {
  try {
    const parsed = JSON.parse(await readFile(profilesPath(), 'utf8')) as Partial<ProfilesFile>;
    return { profiles: parsed.profiles ?? {} };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { profiles: {} };
    throw error;
  }
}

async function writeAll(file: ProfilesFile): Promise<void> {
  const dir = configDir();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = profilesPath();
  const partial = `${path}.${process.pid}.tmp`;
  await writeFile(partial, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  // writeFile's mode applies only to a new file; a leftover partial keeps its own.
  await chmod(partial, 0o600);
  await rename(partial, path);
}

export async function loadProfile(name: string): Promise<Profile> {
  const profile = (await readAll()).profiles[name];
  if (!profile) {
    throw authError(`Chưa đăng nhập (hồ sơ "${name}"): chạy busops login --profile ${name}`);
  }
  return profile;
}

export async function saveProfile(name: string, profile: Profile): Promise<void> {
  const file = await readAll();
  file.profiles[name] = profile;
  await writeAll(file);
}

export async function removeProfile(name: string): Promise<boolean> {
  const file = await readAll();
  if (!(name in file.profiles)) return false;
  delete file.profiles[name];
  await writeAll(file);
  return true;
}

export async function profileNames(): Promise<string[]> {
  return Object.keys((await readAll()).profiles);
}
