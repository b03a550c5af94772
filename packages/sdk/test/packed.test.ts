// The published form works outside this workspace (issue 21): `npm pack` (its prepack builds dist/ with
// tsdown), a fresh project in the system temp directory installs the tarball with npm (dependencies from
// the npm registry, no workspace link, no `@busops/source` condition), then uses it from plain JavaScript
// (node on an .mjs) and from TypeScript (this package's own tsc, --noEmit, then node runs the .ts). The
// API is a fake fetch injected into the client: what the SDK sends and how it reads answers is what is
// under test here, not the API.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(pkgDir, 'node_modules/typescript/bin/tsc');
let project: string;

/** A fake API in the consumer's code: two pages of staff, a 503 then success on the deposit. */
const FAKE_API = `
const pages = [
  { items: [{ id: 1, full_name: 'Nguyễn Văn An' }, { id: 2, full_name: 'Trần Thị Bình' }], total: 3 },
  { items: [{ id: 3, full_name: 'Lê Văn Cường' }], total: 3 },
];
const seen = [];
let deposits = 0;
const fakeFetch = async (request) => {
  const url = new URL(request.url);
  seen.push({ method: request.method, path: url.pathname, key: request.headers.get('Idempotency-Key') });
  const json = (body, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (url.pathname === '/bus/staff') return json(pages[Number(url.searchParams.get('page'))]);
  if (url.pathname === '/bus/deposit') return ++deposits === 1 ? json({ message: 'Bận' }, 503) : json({ message: 'Thành công!' });
  return json({ errorCode: 'CHECK_ROLE', message: 'Bạn không có quyền thực hiện thao tác này' }, 403);
};
`;

const JS = `${FAKE_API}
import { createClient, ForbiddenError, isApiError } from '@busops/sdk';
import { operations } from '@busops/sdk/operations';
import { validate } from '@busops/sdk/validators/createCompany';
import contract from '@busops/sdk/openapi.json' with { type: 'json' };

const api = createClient({ baseUrl: 'http://api.test', appKey: 'k', fetch: fakeFetch, retry: { baseDelayMs: 1 } });
const names = [];
for await (const s of api.paginate('listBusStaff', { params: { query: { size: 2 } } })) names.push(s.full_name);
await api.call('depositBusStaff', { body: { staff_id: 1, amount: 10000 } });
let refused;
try { await api.call('listCompanies'); } catch (e) { refused = { forbidden: e instanceof ForbiddenError, api: isApiError(e), message: e.message }; }
console.log(JSON.stringify({
  names,
  deposits: seen.filter((r) => r.path === '/bus/deposit').map((r) => r.key),
  refused,
  depositPath: operations.depositBusStaff.path,
  validatorRefusesEmpty: validate({}) === false,
  contractVersion: contract.info.version,
}));
`;

const TS = `${FAKE_API.replace('const fakeFetch = async (request) =>', 'const fakeFetch = async (request: Request): Promise<Response> =>').replace('const seen = [];', 'const seen: { method: string; path: string; key: string | null }[] = [];').replace('const json = (body, status = 200)', 'const json = (body: unknown, status = 200)')}
import { createClient, type PageItem, type Schemas, ValidationError } from '@busops/sdk';

const api = createClient({ baseUrl: 'http://api.test', appKey: 'k', fetch: fakeFetch });
const staff: PageItem<'listBusStaff'>[] = [];
for await (const s of api.paginate('listBusStaff')) staff.push(s);
const first: Schemas['BusStaff'] | undefined = staff[0];
const name: string | undefined = first?.full_name;
// @ts-expect-error: not a paged list
api.paginate('getBusStaff');
// @ts-expect-error: page is an integer
await api.call('listBusStaff', { params: { query: { page: 'one' } } }).catch(() => undefined);
const answer = await api.call('listBusStaff', { params: { query: { page: 1 } } });
const total: number = answer.data.total;
const isValidation = (e: unknown): e is ValidationError => e instanceof ValidationError;
console.log(JSON.stringify({ name, total, isValidation: isValidation(new Error('x')) }));
`;

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'busops-sdk-consumer-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', project], {
    cwd: pkgDir,
    maxBuffer: 64 * 1024 * 1024,
  });
  const [packed] = JSON.parse(stdout) as { filename: string }[];
  await writeFile(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-package-lock', join(project, packed?.filename ?? '')],
    {
      cwd: project,
    },
  );
}, 300_000);

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

// tsc on the whole declaration set takes seconds on a loaded 2-core machine.
describe('the packed @busops/sdk in a fresh project outside the workspace', { timeout: 120_000 }, () => {
  it('installed from the tarball, with its dependencies and without sources of the workspace', async () => {
    const manifest = JSON.parse(
      await readFile(join(project, 'node_modules/@busops/sdk/package.json'), 'utf8'),
    );
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(manifest.dependencies ?? {}).filter((d) => d.startsWith('@busops/'))).toEqual([]);
    const { stdout } = await run(
      'node',
      ['-e', "console.log(import.meta.resolve('@busops/sdk'))", '--input-type=module'],
      {
        cwd: project,
      },
    );
    expect(stdout.trim()).toMatch(/node_modules\/@busops\/sdk\/dist\/index\.js$/);
  });

  it('works from plain JavaScript', async () => {
    await writeFile(join(project, 'use.mjs'), JS);
    const { stdout } = await run('node', ['use.mjs'], { cwd: project });
    const out = JSON.parse(stdout);
    expect(out.names).toEqual(['Nguyễn Văn An', 'Trần Thị Bình', 'Lê Văn Cường']);
    // The 503 was retried with the same Idempotency-Key.
    expect(out.deposits).toHaveLength(2);
    expect(out.deposits[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(out.deposits[1]).toBe(out.deposits[0]);
    expect(out.refused).toEqual({
      forbidden: true,
      api: true,
      message: 'Bạn không có quyền thực hiện thao tác này',
    });
    expect(out.depositPath).toBe('/bus/deposit');
    expect(out.validatorRefusesEmpty).toBe(true);
    expect(out.contractVersion).toBe(
      JSON.parse(await readFile(join(pkgDir, 'package.json'), 'utf8')).version,
    );
  });

  it('type-checks from TypeScript (strict, NodeNext) and runs', async () => {
    await writeFile(join(project, 'use.ts'), TS);
    await writeFile(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2023',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          types: [],
        },
        files: ['use.ts'],
      }),
    );
    await run('node', [tsc, '-p', 'tsconfig.json'], { cwd: project }).catch((error) => {
      throw new Error(`tsc failed:\n${error.stdout}${error.stderr}`);
    });
    const { stdout } = await run('node', ['use.ts'], { cwd: project });
    expect(JSON.parse(stdout)).toEqual({ name: 'Nguyễn Văn An', total: 3, isValidation: false });
  });

  it('a type error in the consumer is reported by tsc (the check can fail)', async () => {
    await writeFile(join(project, 'use.ts'), `${TS}\nconst wrong: number = staff[0]?.full_name;\n`);
    const failure = await run('node', [tsc, '-p', 'tsconfig.json'], { cwd: project }).then(
      () => undefined,
      (error: { stdout: string }) => error.stdout,
    );
    expect(failure).toMatch(/use\.ts.*TS2322/);
  });
});
