// The contract's own lint rules (openapi/plugins/busops.js) catch what they promise: a fixture that
// breaks each list rule once fails with exactly those errors, and a conforming one lints clean. So a
// list operation that skips the shared parameters or the Page envelope fails `pnpm gen`.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const specDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../openapi');

interface Problem {
  ruleId: string;
  message: string;
  location: Array<{ pointer: string }>;
}

/** `redocly lint` of one fixture with the contract's config: its exit code and problems. */
function lint(fixture: string): { status: number; problems: Problem[] } {
  const args = ['lint', `test/fixtures/${fixture}`, '--config', 'redocly.yaml', '--format=json'];
  const run = (): { status: number; stdout: string } => {
    try {
      const stdout = execFileSync(resolve(specDir, 'node_modules/.bin/redocly'), args, {
        cwd: specDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      return { status: 0, stdout };
    } catch (error) {
      const { status, stdout } = error as { status: number; stdout: string };
      return { status, stdout };
    }
  };
  const { status, stdout } = run();
  return { status, problems: (JSON.parse(stdout) as { problems: Problem[] }).problems };
}

describe('openapi/plugins/busops.js', { timeout: 60_000 }, () => {
  it('a list operation that skips the shared parameters, the Page envelope or the Error responses fails', () => {
    const { status, problems } = lint('lists-bad.yaml');
    expect(status).not.toBe(0);
    const found = problems.map(
      (p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message.split(' ').slice(0, 6).join(' ')}`,
    );
    expect(found.sort()).toEqual(
      [
        'busops/list-shape #/paths/~1things/get/parameters/2: Parameter `with_total` must be $ref parameters/withTotal.yaml',
        'busops/list-shape #/paths/~1things/get/parameters/4: `sort` must be an enum of',
        'busops/list-shape #/paths/~1things/get/responses/200: `export=true` answers .xlsx: document that media',
        'busops/list-shape #/paths/~1things/get/responses/200/content/application~1json/schema: A list answers the shared envelope:',
        'busops/list-shape #/paths/~1stuff/get: A list operation declares `x-list`: paged',
        'busops/list-shape #/paths/~1stuff/get/parameters/0: Parameter `page` must be $ref parameters/page.yaml',
        'busops/shared-errors #/paths/~1stuff/get/responses/404: The 404 answer must be $ref',
        'busops/list-shape #/paths/~1kinds/get/parameters: A full list (`x-list: full`) is',
        'busops/list-shape #/paths/~1plain/get/parameters: A paged list (`x-list: paged`) takes',
      ].sort(),
    );
  });

  it('a conforming paged list (with export and sort) and a full list lint clean', () => {
    expect(lint('lists-good.yaml')).toEqual({ status: 0, problems: [] });
  });
});
