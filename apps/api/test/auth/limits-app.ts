// A second API instance on the test app's database with a stopped clock and a password check that
// counts its calls: the sign-in limits are tested without sleeping and "hashes checked" is measured,
// not inferred. Requests say which client (network address) they come from.
import { type BuildOptions, type BuiltApp, buildApp } from '../../src/app.ts';
import { argon2Verifier } from '../../src/auth/passwords.ts';
import { type Config, testConfig } from '../../src/config.ts';
import { APP_KEY, type TestApp } from '../harness.ts';
import { alternating, peerInstances, testInstances } from '../instances.ts';

export interface LimitsApp {
  built: BuiltApp;
  /** Password hashes verified so far. */
  readonly hashesChecked: number;
  /** Moves the stopped clock forward. */
  advance(ms: number): void;
  now(): Date;
  call(
    client: string,
    url: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  login(client: string, username: string, password: string): ReturnType<LimitsApp['call']>;
  close(): Promise<void>;
}

export async function limitsApp(t: TestApp, overrides: Partial<Config> = {}): Promise<LimitsApp> {
  let now = Date.now();
  let checked = 0;
  const options = (database: BuildOptions['database']): BuildOptions => ({
    config: testConfig({ databaseUrl: t.services.config.databaseUrl, seedDemo: false, ...overrides }),
    database,
    validateResponses: true,
    clock: () => new Date(now),
    passwords: {
      verify(hash, password) {
        checked++;
        return argon2Verifier.verify(hash, password);
      },
    },
  });
  const built = await buildApp(options(t.services.database));
  // TEST_INSTANCES=2: the same clock and count, served by instances with a pool of their own each.
  const peers = await peerInstances(testInstances(), t.services.database.kind, () =>
    buildApp(options(undefined)),
  );
  const nextApp = alternating([built, ...peers].map((instance) => instance.app));
  const call: LimitsApp['call'] = async (client, url, body, headers = {}) => {
    const response = await nextApp().inject({
      method: 'POST',
      url,
      remoteAddress: client,
      headers: { 'x-access-token': APP_KEY, ...headers },
      payload: body as object,
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  return {
    built,
    get hashesChecked() {
      return checked;
    },
    advance(ms) {
      now += ms;
    },
    now: () => new Date(now),
    call,
    login: (client, username, password) =>
      call(client, '/auth/login', { grant_type: 'password', username, password }),
    async close() {
      for (const peer of peers) await peer.close();
      await built.close();
    },
  };
}

/** Counts answers by status: { 401: 47, 429: 3 }. */
export function statusCounts(answers: Array<{ status: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
