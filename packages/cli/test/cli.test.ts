// The built `busops` against the real API (in this process, on PGlite, listening on a local port): sign
// in by password, SMS code and service key into named profiles, whoami (a person, or a key with its
// company), logout (the session ended on the server), listings as CSV and JSON checked against the
// API's own answer, a report exported to a file, fare events ingested in batches with a device key,
// trips copied and assigned from a CSV, a GTFS feed exported, edited and imported back; the exit codes
// and Vietnamese messages of refusals, usage errors and a missing sign-in. What needs no API (help, an
// unreachable API, completions) is in shell.test.ts.

import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readGtfsZip } from '@busops/api/src/features/gtfs/gtfs.zip-read.ts';
import { DEMO_PASSWORD } from '@busops/api/src/seed/demo-accounts.ts';
import { companyId } from '@busops/api/test/bus-management/position.fixtures.ts';
import { PN_ADMIN, PN_SALE } from '@busops/api/test/employees/fixtures.ts';
import { zipFeed } from '@busops/api/test/gtfs/gtfs-fixture.ts';
import { APP_KEY, createTestApp, type TestApp } from '@busops/api/test/harness.ts';
import { addTrips, createDeviceKey, fareOn } from '@busops/api/test/ledger/fare.fixtures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli } from './run-cli.ts';

let t: TestApp;
let url: string;
let home: string;
let work: string;

const cli = (args: string[], extra: { input?: string; env?: Record<string, string> } = {}): Promise<CliRun> =>
  runCli(args, { configHome: home, cwd: work, ...extra });

const login = (profile: string, phone: string) =>
  cli(
    ['login', '--profile', profile, '--url', url, '--app-key', APP_KEY, '--phone', phone, '--password-stdin'],
    {
      input: `${DEMO_PASSWORD}\n`,
    },
  );

beforeAll(async () => {
  t = await createTestApp({ machineKeyCallsPerMinute: 100_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the API listens on no port');
  url = `http://127.0.0.1:${address.port}`;
  home = await mkdtemp(join(tmpdir(), 'busops-cli-home-'));
  work = await mkdtemp(join(tmpdir(), 'busops-cli-work-'));
  const signedIn = await login('default', PN_ADMIN);
  expect(signedIn.code, signedIn.stderr).toBe(0);
}, 300_000);
afterAll(() => t?.close());

describe('login and profiles', () => {
  it('keeps the session in a 0600 file under XDG_CONFIG_HOME, never the password', async () => {
    const path = join(home, 'busops/profiles.json');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(home, 'busops'))).mode & 0o777).toBe(0o700);
    const text = await readFile(path, 'utf8');
    expect(text).not.toContain(DEMO_PASSWORD);
    const profile = JSON.parse(text).profiles.default;
    expect(profile).toMatchObject({ kind: 'session', url, phone: PN_ADMIN });
    expect(profile.session.refreshToken).toEqual(expect.any(String));
  });

  it('whoami answers the signed-in account, as text and as JSON', async () => {
    const text = await cli(['whoami']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('+84901000002');
    const json = await cli(['whoami', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({
      profile: 'default',
      user: { phone_number: '+84901000002' },
    });
  });

  it('refreshes an expiring ID token through the SDK and saves the new session into the profile', async () => {
    const path = join(home, 'busops/profiles.json');
    const file = JSON.parse(await readFile(path, 'utf8'));
    const before = file.profiles.default.session;
    file.profiles.default.session = { ...before, expiresAt: Date.now() - 1000 };
    await writeFile(path, JSON.stringify(file), { mode: 0o600 });
    const run = await cli(['whoami', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const after = JSON.parse(await readFile(path, 'utf8')).profiles.default.session;
    expect(after.expiresAt).toBeGreaterThan(Date.now());
    expect(after.idToken).not.toBe(before.idToken);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('a wrong password exits 3 with the API message in Vietnamese, and stores nothing', async () => {
    const wrong = await cli(
      [
        'login',
        '--profile',
        'wrong',
        '--url',
        url,
        '--app-key',
        APP_KEY,
        '--phone',
        PN_ADMIN,
        '--password-stdin',
      ],
      { input: 'not-the-password\n' },
    );
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toMatch(/^Lỗi: .*[ạảãáàâăđêôơư]/mu);
    const missing = await cli(['whoami', '--profile', 'wrong']);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toContain('Chưa đăng nhập (hồ sơ "wrong")');
  });

  it('signs in by SMS code read from stdin', async () => {
    // The code is sent when the command asks for it; the API's outbox holds the message the phone gets.
    const { lastSmsCode } = await import('@busops/api/test/auth/helpers.ts');
    const { spawn } = await import('node:child_process');
    const { BIN } = await import('./run-cli.ts');
    const child = spawn(
      process.execPath,
      [BIN, 'login', '--profile', 'sms', '--url', url, '--app-key', APP_KEY, '--phone', PN_SALE, '--sms'],
      {
        env: { PATH: process.env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: home },
      },
    );
    let stderr = '';
    const asked = new Promise<void>((resolve) =>
      child.stderr.on('data', (d) => {
        stderr += d;
        if (stderr.includes('Đã gửi mã SMS')) resolve();
      }),
    );
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    await asked;
    const code = await lastSmsCode(t, `+84${PN_SALE.slice(1)}`);
    child.stdin.end(`${code}\n`);
    expect(await closed, stderr).toBe(0);
    const me = await cli(['whoami', '--profile', 'sms', '--json']);
    expect(JSON.parse(me.stdout).user.phone_number).toBe(`+84${PN_SALE.slice(1)}`);
  });

  it('logout ends the session on the server, not only on this machine, and forgets the profile', async () => {
    expect((await login('leaving', PN_ADMIN)).code).toBe(0);
    const path = join(home, 'busops/profiles.json');
    const { session } = JSON.parse(await readFile(path, 'utf8')).profiles.leaving;
    const out = await cli(['logout', '--profile', 'leaving']);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stderr).toContain('Đã đăng xuất (hồ sơ "leaving")');
    expect(JSON.parse(await readFile(path, 'utf8')).profiles.leaving).toBeUndefined();
    // What the profile held no longer works anywhere: its ID token, and its refresh token.
    const me = await t.call('GET', '/staff/me', { headers: { authorization: `Bearer ${session.idToken}` } });
    expect(me.status).toBe(401);
    const refreshed = await t.call('POST', '/identity/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(401);
    expect((await cli(['whoami', '--profile', 'leaving'])).code).toBe(3);
    // The other profiles are untouched.
    expect((await cli(['whoami'])).code).toBe(0);
  });
});

describe('ls', () => {
  it('lists every employee as CSV, page after page, the same rows the API has', async () => {
    const api = await t.call('GET', '/bus/staff', { as: PN_ADMIN, query: { size: 1 } });
    const run = await cli(['ls', 'employees', '--format', 'csv', '--page-size', '7']);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split('\r\n');
    expect(lines[0]).toContain('full_name');
    expect(lines.length - 1).toBe(api.body.total);
    const ids = lines.slice(1).map((l) => Number(l.split(',')[lines[0]!.split(',').indexOf('id')]));
    expect(new Set(ids).size).toBe(api.body.total);
  });

  it('passes filters and chosen columns; --json gives one array', async () => {
    const api = await t.call('GET', '/bus/staff', { as: PN_ADMIN, query: { role: 6, size: 500 } });
    const run = await cli(['ls', 'listBusStaff', '-f', 'role=6', '--columns', 'id,full_name', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const rows = JSON.parse(run.stdout);
    expect(rows).toEqual(
      api.body.items.map((s: { id: number; full_name: string }) => ({ id: s.id, full_name: s.full_name })),
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it('a table: a header, a rule, one aligned line per row; --limit stops early', async () => {
    const run = await cli(['ls', 'employees', '--columns', 'id,full_name', '--limit', '3']);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^id\s+full_name$/);
    expect(lines[1]).toMatch(/^-+\s+-+$/);
    expect(lines[2]!.indexOf(lines[2]!.trim().split(/\s+/)[1]!)).toBe(lines[0]!.indexOf('full_name'));
  });

  it('a list the role may not read exits 1 with the Vietnamese refusal on stderr', async () => {
    const run = await cli(['ls', 'companies']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Lỗi: Bạn không có quyền/m);
    const json = await cli(['ls', 'companies', '--json']);
    expect(JSON.parse(json.stderr).error).toMatchObject({ status: 403, errorCode: 'CHECK_ROLE' });
  });

  it('an unknown resource or option is a usage error (2)', async () => {
    expect((await cli(['ls', 'nothing'])).code).toBe(2);
    expect((await cli(['ls', 'employees', '--format', 'xml'])).code).toBe(2);
    expect((await cli(['ls', 'employees', '-f', 'novalue'])).code).toBe(2);
    expect((await cli(['login', '--profile', 'x', '--url', 'not a url', '--key', 'k'])).code).toBe(2);
  });

  it('a reader that leaves early (| head) ends the listing quietly', async () => {
    const { execFile } = await import('node:child_process');
    const { BIN } = await import('./run-cli.ts');
    const out = await new Promise<{ stdout: string; stderr: string }>((resolve, reject) =>
      execFile(
        'sh',
        ['-c', `"${process.execPath}" "${BIN}" ls employees --format csv --page-size 2 | head -n 2`],
        { env: { PATH: process.env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: home } },
        (error, stdout, stderr) => (error ? reject(error) : resolve({ stdout, stderr })),
      ),
    );
    expect(out.stdout.split('\r\n')).toHaveLength(3);
    expect(out.stderr).toBe('');
  });
});

describe('export', () => {
  it('streams a report into an .xlsx and a .csv file', async () => {
    const xlsx = await cli([
      'export',
      'revenue-detail',
      '--from',
      '2026-11-01',
      '--to',
      '2026-11-27',
      '--out',
      'rev.xlsx',
      '--json',
    ]);
    expect(xlsx.code, xlsx.stderr).toBe(0);
    const bytes = await readFile(join(work, 'rev.xlsx'));
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(JSON.parse(xlsx.stdout)).toMatchObject({ out: 'rev.xlsx', bytes: bytes.length });
    const csv = await cli([
      'export',
      'yield-and-revenue',
      '--from',
      '2026-11-01',
      '--to',
      '2026-11-27',
      '--out',
      'yield.csv',
    ]);
    expect(csv.code, csv.stderr).toBe(0);
    expect((await readFile(join(work, 'yield.csv'), 'utf8')).split('\n').length).toBeGreaterThan(1);
    const fares = await cli([
      'export',
      'fare-transactions',
      '--from',
      '2026-11-01',
      '--to',
      '2026-11-27',
      '--out',
      'fares.csv',
    ]);
    expect(fares.code, fares.stderr).toBe(0);
    expect(await readFile(join(work, 'fares.csv'), 'utf8')).toMatch(/^\uFEFF/);
  });

  it('a refused period exits 1 and leaves no file', async () => {
    const run = await cli([
      'export',
      'revenue-detail',
      '--from',
      '2026-11-27',
      '--to',
      '2026-11-01',
      '--out',
      'bad.xlsx',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Lỗi: /m);
    await expect(stat(join(work, 'bad.xlsx'))).rejects.toThrow();
  });
});

describe('service key', () => {
  let key: string;
  beforeAll(async () => {
    key = await createDeviceKey(t, PN_ADMIN, 'Dòng lệnh CLI');
  });

  it('is sent as x-api-key: a device key is kept, and an operation it may not call is refused (1)', async () => {
    const signedIn = await cli(['login', '--profile', 'device', '--url', url], {
      env: { BUSOPS_API_KEY: key },
    });
    expect(signedIn.code, signedIn.stderr).toBe(0);
    expect(signedIn.stderr).toMatch(/khoá thiết bị "Dòng lệnh CLI" của .*Phương Nam/);
    const who = await cli(['whoami', '--profile', 'device', '--json']);
    expect(who.code, who.stderr).toBe(0);
    expect(JSON.parse(who.stdout)).toMatchObject({
      kind: 'key',
      key: { kind: 'device', name: 'Dòng lệnh CLI', prefix: key.slice(0, 12), roles: [] },
    });
    expect(who.stdout).not.toContain(key);
    const members = await cli(['ls', 'members', '--profile', 'device']);
    expect(members.code).toBe(1);
    expect(members.stderr).toContain('Khoá thiết bị chỉ dùng cho các chức năng của thiết bị');
  });

  it('a service key signs in, lists what its roles allow, and is refused (3) once revoked', async () => {
    const made = await t.call('POST', '/bus-management/service-keys', {
      as: PN_ADMIN,
      body: { name: 'ERP qua dòng lệnh', roles: [8] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const serviceKey = made.body.key as string;
    const signedIn = await cli(['login', '--profile', 'erp', '--url', url, '--key', serviceKey]);
    expect(signedIn.code, signedIn.stderr).toBe(0);
    const who = await cli(['whoami', '--profile', 'erp', '--json']);
    expect(who.code, who.stderr).toBe(0);
    expect(JSON.parse(who.stdout)).toEqual({
      profile: 'erp',
      url,
      kind: 'key',
      key: {
        id: made.body.id,
        kind: 'service',
        name: 'ERP qua dòng lệnh',
        prefix: made.body.prefix,
        roles: [8],
        company: { id: await companyId(t, 'phuongNam'), name: expect.stringMatching(/Phương Nam/) },
        last_used_at: expect.any(String),
      },
    });
    const text = await cli(['whoami', '--profile', 'erp']);
    expect(text.stdout).toContain(`Khoá:      ERP qua dòng lệnh (khoá dịch vụ, ${made.body.prefix}…)`);
    expect(text.stdout).toMatch(/Công ty: +.*Phương Nam/);
    expect(text.stdout).toContain('Vai trò:   Nhân viên bán hàng (8)');
    const members = await cli(['ls', 'members', '--profile', 'erp', '--format', 'json', '--limit', '3']);
    expect(members.code, members.stderr).toBe(0);
    expect(JSON.parse(members.stdout).length).toBeGreaterThan(0);
    // a member company's key may not list the companies (super company only): the API's refusal, exit 1
    const companies = await cli(['ls', 'companies', '--profile', 'erp']);
    expect(companies.code).toBe(1);
    expect(companies.stderr).toMatch(/^Lỗi: Bạn không có quyền/m);

    expect(
      (await t.call('DELETE', `/bus-management/service-keys/${made.body.id}`, { as: PN_ADMIN })).status,
    ).toBe(200);
    const revoked = await cli(['whoami', '--profile', 'erp']);
    expect(revoked.code).toBe(3);
    expect(revoked.stderr).toMatch(/thu hồi/);
  });

  it('an unknown key is refused at login (3) and not kept', async () => {
    const run = await cli(['login', '--profile', 'bad-key', '--url', url, '--key', 'not-a-key']);
    expect(run.code).toBe(3);
    expect(
      JSON.parse(await readFile(join(home, 'busops/profiles.json'), 'utf8')).profiles['bad-key'],
    ).toBeUndefined();
  });

  it('ingests fare events in batches; refused events make exit 5; a second run counts duplicates', async () => {
    const [trip] = await addTrips(t, await companyId(t, 'phuongNam'), 1);
    const events = [1, 2, 3, 4, 5].map((n) => fareOn(trip!, 'CLI-01', n));
    events[3] = { ...events[3]!, trip_code: 'KHONG-CO' };
    await writeFile(join(work, 'fares.ndjson'), `${events.map((e) => JSON.stringify(e)).join('\n')}\n`);
    const first = await cli([
      'ledger',
      'ingest',
      'fares.ndjson',
      '--batch-size',
      '2',
      '--profile',
      'device',
      '--json',
    ]);
    expect(first.code, first.stderr).toBe(5);
    const answer = JSON.parse(first.stdout);
    expect(answer).toMatchObject({ accepted: 4, duplicates: 0, batches: 3, events: 5 });
    expect(answer.refused).toEqual([{ at: 4, sequence: 4, message: expect.any(String) }]);
    const again = await cli(['ledger', 'ingest', 'fares.ndjson', '--profile', 'device', '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ accepted: 0, duplicates: 4, batches: 1 });
  });
});

describe('trips and GTFS', () => {
  it('copies a day of a route and assigns from a CSV: each previewed, then written', async () => {
    // Service days in Asia/Ho_Chi_Minh (UTC+7, no daylight saving).
    const addDays = (from: number, n: number) =>
      new Date(from + 7 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
    const day = Date.now();
    const trips = await addTrips(t, await companyId(t, 'phuongNam'), 2, {
      day: addDays(day, 1),
      minuteOffset: 600,
      status: 'planned',
    });
    const routeId = String(trips[0]!.routeId);
    const args = ['trips', 'copy', '--route', routeId, '--from', addDays(day, 1), '--to', addDays(day, 2)];
    const preview = await cli([...args, '--dry-run', '--json']);
    expect(preview.code, preview.stderr).toBe(0);
    expect(JSON.parse(preview.stdout)).toMatchObject({ written: false, added_count: 2 });
    const copied = await cli(args);
    expect(copied.code, copied.stderr).toBe(0);
    expect(copied.stdout).toContain('Sao chép thành công!');
    expect(copied.stdout).toContain('Đã chép: 2 chuyến');

    const csv = [
      'route_id,code,version,driver_id',
      ...trips.map((trip) => `${routeId},${trip.code},1,${trip.driverId}`),
    ];
    await writeFile(join(work, 'assign.csv'), `\uFEFF${csv.join('\r\n')}\r\n`);
    const assigned = await cli(['trips', 'assign', '--from-csv', 'assign.csv', '--dry-run', '--json']);
    expect(assigned.code, assigned.stderr).toBe(0);
    expect(JSON.parse(assigned.stdout).routes).toEqual([
      expect.objectContaining({ route_id: Number(routeId), written: false, trips: 2 }),
    ]);
    await writeFile(join(work, 'broken.csv'), 'route_id,code\nx,1\n');
    expect((await cli(['trips', 'assign', '--from-csv', 'broken.csv'])).code).toBe(2);

    // The assignment itself: the first trip gets a conductor who has no trip then (a driver's licence
    // dates in the demo data could block one), both get a note, in one call for the route.
    const staff = await t.call('GET', '/bus/staff', { as: PN_ADMIN, query: { role: 5, size: 100 } });
    const busy = new Set(trips.map((trip) => trip.conductorId));
    const free = (staff.body.items as { id: number }[]).find((conductor) => !busy.has(conductor.id))!.id;
    const assignment = [
      'route_id,code,version,conductor_id,note',
      `${routeId},${trips[0]!.code},1,${free},Đổi phụ xe theo ERP`,
      `${routeId},${trips[1]!.code},1,,Đổi phụ xe theo ERP`,
    ];
    await writeFile(join(work, 'assign-drivers.csv'), `${assignment.join('\n')}\n`);
    // Warnings (a licence about to expire, on whatever day this runs) are accepted, as a dispatcher would.
    const written = await cli([
      'trips',
      'assign',
      '--from-csv',
      'assign-drivers.csv',
      '--accept-warnings',
      '--json',
    ]);
    expect(written.code, written.stderr).toBe(0);
    expect(JSON.parse(written.stdout).routes).toEqual([
      expect.objectContaining({ route_id: Number(routeId), written: true, trips: 2 }),
    ]);
    for (const [trip, conductorId] of [
      [trips[0]!, free],
      [trips[1]!, trips[1]!.conductorId],
    ] as const) {
      const read = await t.call('GET', `/dispatch/routes/${routeId}/trips/${trip.code}`, { as: PN_ADMIN });
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(read.body).toMatchObject({ conductor_id: conductorId, note: 'Đổi phụ xe theo ERP', version: 2 });
    }
    // The same file again is refused: its versions are stale now (someone else's change is never overwritten).
    const stale = await cli(['trips', 'assign', '--from-csv', 'assign-drivers.csv', '--accept-warnings']);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toMatch(/^Lỗi: /m);
  });

  it('exports the GTFS feed and previews importing it back: nothing to create', async () => {
    const exported = await cli(['gtfs', 'export', '--out', 'feed.zip', '--json']);
    expect(exported.code, exported.stderr).toBe(0);
    expect((await readFile(join(work, 'feed.zip'))).subarray(0, 2).toString()).toBe('PK');
    const preview = await cli(['gtfs', 'import', 'feed.zip', '--json']);
    expect(preview.code, preview.stderr).toBe(0);
    const summary = JSON.parse(preview.stdout);
    expect(summary).toMatchObject({ applied: false, errors: [] });
    expect(summary.stops.create).toBe(0);
  });

  it('imports an edited feed with --apply: the renamed stop is updated, and nothing else', async () => {
    const files = new Map(await readGtfsZip(await readFile(join(work, 'feed.zip'))));
    // The first stop renamed in its stop_name cell (RFC 4180: a cell with a comma or quote is quoted).
    const lines = files.get('stops.txt')!.split(/\r?\n/);
    const cellsOf = (line: string) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1]!);
    const column = cellsOf(lines[0]!).indexOf('stop_name');
    const cells = cellsOf(lines[1]!);
    const quoted = cells[column]!.startsWith('"');
    const name = quoted ? cells[column]!.slice(1, -1).replaceAll('""', '"') : cells[column]!;
    cells[column] = quoted ? `"${cells[column]!.slice(1, -1)} (đã đổi)"` : `${name} (đã đổi)`;
    lines[1] = cells.join(',');
    files.set('stops.txt', lines.join('\r\n'));
    await writeFile(join(work, 'edited.zip'), await zipFeed(Object.fromEntries(files)));
    const applied = await cli(['gtfs', 'import', 'edited.zip', '--apply', '--json']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(JSON.parse(applied.stdout)).toMatchObject({
      applied: true,
      errors: [],
      stops: { create: 0, update: 1 },
      routes: { create: 0, update: 0 },
    });
    const listed = await cli(['ls', 'stops', '--format', 'json']);
    const names = (JSON.parse(listed.stdout) as { name: string }[]).map((s) => s.name);
    expect(names).toContain(`${name} (đã đổi)`);
    const text = await cli(['gtfs', 'import', 'edited.zip']);
    expect(text.stdout).toContain('Xem trước (chưa ghi; --apply để nhập)');
  });
});
