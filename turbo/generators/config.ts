// `pnpm new:resource <area> <resource> <screen> <key> <key label> <noun>`: a company-owned CRUD resource with
// export, from the contract to the console, written from templates/ (turbo generators, plop under
// the hood). The result passes lint, typecheck and tests before any hand edit; README "Adding a
// screen" lists what to fill in. Who may call the operations (x-roles, x-company-scope) is taken from
// the screen's entry in the domain menu (product spec §2), so the contract and the menu agree.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlopTypes } from '@turbo/gen';

interface MenuEntry {
  path: string;
  title: string;
  roles: number[];
  scope: 'super' | 'member' | 'any';
}

/** The domain menu, read from its source with Node's type stripping (no build needed). */
function menuEntries(root: string): MenuEntry[] {
  const script =
    "import { flattenMenu } from './packages/domain/src/index.ts';" +
    'console.log(JSON.stringify(flattenMenu().map(({ path, title, roles, scope }) => ({ path, title, roles, scope }))));';
  // @busops/sdk from its sources too (packages/sdk/README.md, "Built package and workspace sources").
  const out = execFileSync(
    process.execPath,
    ['--conditions=@busops/source', '--input-type=module', '-e', script],
    {
      cwd: root,
    },
  );
  return JSON.parse(out.toString()) as MenuEntry[];
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

const words = (kebab: string) => kebab.split('-');
const pascal = (kebab: string) =>
  words(kebab)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
const camel = (kebab: string) => pascal(kebab)[0]!.toLowerCase() + pascal(kebab).slice(1);

/** English plural of the last word (vehicle -> vehicles, bus-stop -> bus-stops, company -> companies). */
export function pluralOf(kebab: string): string {
  if (/[^aeiou]y$/.test(kebab)) return `${kebab.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(kebab)) return `${kebab}es`;
  return `${kebab}s`;
}

/** ASCII file-name form of a Vietnamese noun: 'điểm dừng' -> 'diem-dung'. */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Every name the templates use, derived once from the answers. */
export function namesOf(answers: { area: string; resource: string; key: string }) {
  const plural = pluralOf(answers.resource);
  const key = answers.key;
  return {
    Res: pascal(answers.resource),
    Ress: pascal(plural),
    res: camel(answers.resource),
    ress: camel(plural),
    resKebab: answers.resource,
    ressKebab: plural,
    RES: answers.resource.replace(/-/g, '_').toUpperCase(),
    entity: answers.resource.replace(/-/g, '_'),
    table: plural.replace(/-/g, '_'),
    apiPath: `/${answers.area}/${plural}`,
    keyCamel: key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
  };
}

export default function generator(plop: PlopTypes.NodePlopAPI): void {
  plop.setHelper('json', (value: unknown) => JSON.stringify(value));
  plop.setHelper('eq', (a: unknown, b: unknown) => a === b);

  plop.setGenerator('resource', {
    description: 'A company-owned CRUD resource with export: contract, API, migration, tests, console screen',
    prompts: [
      {
        type: 'input',
        name: 'area',
        message: 'Area (kebab-case folder of openapi/resources, API and console features, e.g. fleet)',
        validate: (v: string) => KEBAB.test(v) || 'kebab-case: fleet, ticket-sales',
      },
      {
        type: 'input',
        name: 'resource',
        message: 'Resource, singular kebab-case (vehicle, bus-stop)',
        validate: (v: string) => KEBAB.test(v) || 'kebab-case and singular: vehicle, bus-stop',
      },
      {
        type: 'input',
        name: 'screen',
        message: 'Screen path, an entry of the domain menu (spec §2), e.g. /vehicle/list',
        validate: (v: string) => /^\/[a-z0-9/-]+$/.test(v) || 'a path such as /vehicle/list',
      },
      {
        type: 'input',
        name: 'key',
        message: 'Key field, snake_case: the required, searched, unique-per-company text (name, plate)',
        default: 'name',
        validate: (v: string) => SNAKE.test(v) || 'snake_case: name, plate, route_code',
      },
      {
        type: 'input',
        name: 'keyLabel',
        message: 'Vietnamese label of the key field (Tên, Biển số)',
        default: 'Tên',
        validate: (v: string) => v.trim().length > 0 || 'a Vietnamese label',
      },
      {
        type: 'input',
        name: 'noun',
        message: 'Vietnamese noun of one record, lower case (xe, điểm dừng)',
        validate: (v: string) => v.trim().length > 0 || 'a Vietnamese noun',
      },
    ],
    actions: (answers) => {
      const data = answers as Record<string, unknown> & {
        area: string;
        resource: string;
        screen: string;
        key: string;
        keyLabel: string;
        noun: string;
        turbo: { paths: { root: string } };
      };
      const root = data.turbo.paths.root;
      const entry = menuEntries(root).find((e) => e.path === data.screen);
      if (!entry)
        throw new Error(
          `${data.screen} is not in the domain menu: add it to packages/domain/src/menu.ts (spec §2) first`,
        );
      if (entry.scope === 'super')
        throw new Error(
          `${data.screen} is a super-company screen; this generator makes company-owned records (member or any)`,
        );
      const names = namesOf(data);
      Object.assign(data, names, {
        roles: entry.roles,
        scope: entry.scope,
        title: entry.title,
        refusedRole: [1, 2, 5, 6, 8, 9, 10].find((r) => !entry.roles.includes(r)),
        Noun: data.noun[0]!.toUpperCase() + data.noun.slice(1),
        keyWord: data.keyLabel.toLowerCase(),
        fileSlug: slugOf(data.noun),
      });
      for (const file of [
        `openapi/resources/${data.area}/list${names.Ress}.yaml`,
        `apps/api/src/db/schema/${names.ressKebab}.ts`,
        `apps/console/src/features/${data.area}/${names.ressKebab}.screen.tsx`,
      ])
        if (existsSync(join(root, file))) throw new Error(`${file} exists already`);

      const t = (template: string, path: string): PlopTypes.ActionType => ({
        type: 'add',
        path: `${root}/${path}`,
        templateFile: `templates/${template}.hbs`,
        abortOnFail: true,
      });
      const written: string[] = [];
      const add = (template: string, path: string) => {
        written.push(path);
        return t(template, path);
      };
      const area = data.area;
      const api = `apps/api/src/features/${area}`;
      const web = `apps/console/src/features/${area}`;
      const { Res, Ress, res, ress, resKebab, ressKebab } = names;

      const files: PlopTypes.ActionType[] = [
        // Contract
        add('openapi/list.yaml', `openapi/resources/${area}/list${Ress}.yaml`),
        add('openapi/create.yaml', `openapi/resources/${area}/create${Res}.yaml`),
        add('openapi/get.yaml', `openapi/resources/${area}/get${Res}.yaml`),
        add('openapi/update.yaml', `openapi/resources/${area}/update${Res}.yaml`),
        add('openapi/delete.yaml', `openapi/resources/${area}/delete${Res}.yaml`),
        add('openapi/schemas.yaml', `openapi/resources/${area}/schemas/${Res}.yaml`),
        // API
        add('api/table.ts', `apps/api/src/db/schema/${ressKebab}.ts`),
        add('api/fields.ts', `${api}/${resKebab}.fields.ts`),
        add('api/query.ts', `${api}/${resKebab}.query.ts`),
        add('api/write.ts', `${api}/${resKebab}.write.ts`),
        add('api/export.ts', `${api}/${resKebab}.export.ts`),
        add('api/handlers.ts', `${api}/${ressKebab}.handlers.ts`),
        add('api/seed.ts', `apps/api/src/seed/demo-${ressKebab}.ts`),
        add('api/sample.ts', `apps/api/test/${area}/${resKebab}.sample.ts`),
        add('api/test.ts', `apps/api/test/${area}/${ressKebab}.test.ts`),
        add('api/targets.ts', `apps/api/test/contract/targets/${ressKebab}.ts`),
        // Console
        add('console/resource.ts', `${web}/${ressKebab}.resource.ts`),
        add('console/store.ts', `${web}/${ressKebab}.store.ts`),
        add('console/columns.ts', `${web}/${ressKebab}.columns.ts`),
        add('console/form.ts', `${web}/${resKebab}-form.ts`),
        add('console/commands.ts', `${web}/${ressKebab}.commands.ts`),
        add('console/dialogs.tsx', `${web}/${resKebab}-dialogs.tsx`),
        add('console/screen.tsx', `${web}/${ressKebab}.screen.tsx`),
        add('console/sample.ts', `${web}/${resKebab}.sample.ts`),
        add('console/test.ts', `${web}/${ressKebab}.test.ts`),
      ];

      // Registrations in the files that list every resource (each one line or block).
      const registry = (path: string, pattern: RegExp, template: string): PlopTypes.ActionType => {
        written.push(path);
        return { type: 'modify', path: `${root}/${path}`, pattern, template, abortOnFail: true };
      };
      const tagExists = (): string | undefined => {
        const spec = readFileSync(join(root, 'openapi/openapi.yaml'), 'utf8');
        return spec.includes(`  - name: ${area}\n`) ? `tag ${area} exists` : undefined;
      };
      const registrations: PlopTypes.ActionType[] = [
        {
          ...(registry(
            'openapi/openapi.yaml',
            /\npaths:\n/,
            `\n  - name: ${area}\n    description: ${entry.title}.\npaths:\n`,
          ) as object),
          skip: tagExists,
        } as PlopTypes.ActionType,
        registry(
          'openapi/openapi.yaml',
          /\ncomponents:\n/,
          `\n  ${names.apiPath}:\n    get:\n      $ref: resources/${area}/list${Ress}.yaml\n    post:\n      $ref: resources/${area}/create${Res}.yaml\n  ${names.apiPath}/{id}:\n    get:\n      $ref: resources/${area}/get${Res}.yaml\n    put:\n      $ref: resources/${area}/update${Res}.yaml\n    delete:\n      $ref: resources/${area}/delete${Res}.yaml\ncomponents:\n`,
        ),
        registry('apps/api/src/db/schema/index.ts', /$/, `export { ${ress} } from './${ressKebab}.ts';\n`),
        registry(
          'apps/api/src/access/company-tables.ts',
          /\n {2}bus_staff: \{ column: 'companyId' \},\n/,
          `\n  bus_staff: { column: 'companyId' },\n  ${names.table}: { column: 'companyId' },\n`,
        ),
        registry(
          'apps/api/src/features/handlers.ts',
          /\nexport const allHandlers = \{\n/,
          `import { ${ress}Handlers } from './${area}/${ressKebab}.handlers.ts';\n\nexport const allHandlers = {\n  ...${ress}Handlers,\n`,
        ),
        registry(
          'apps/api/test/contract/targets/fixtures.ts',
          /\nexport const FIXTURES: Record<string, Fixture> = \{\n/,
          `import { ${res}Targets } from './${ressKebab}.ts';\n\nexport const FIXTURES: Record<string, Fixture> = {\n  ${names.entity}: ${res}Targets.fixture,\n`,
        ),
        registry(
          'apps/api/test/contract/targets/requests.ts',
          /\n> = \{\n/,
          `\n> = {\n  ...${res}Targets.requests,\n`,
        ),
        registry(
          'apps/api/test/contract/targets/requests.ts',
          /\nimport type \{ Actor, World \} from '\.\/world\.ts';\n/,
          `\nimport { ${res}Targets } from './${ressKebab}.ts';\nimport type { Actor, World } from './world.ts';\n`,
        ),
        registry(
          'apps/console/src/features/index.ts',
          /\nexport function registerFeatures\(\): void \{\n/,
          `import { ${res}Commands, ${res}Searchers } from './${area}/${ressKebab}.commands';\n\nexport function registerFeatures(): void {\n  registerCommands(${res}Commands);\n  registerRecordSearchers(${res}Searchers);\n`,
        ),
      ];

      // Lists of the contract-wide suites that name every company-owned table or unprobed record id:
      // the new lines go in (sorted where the list is compared sorted).
      const sortedEntry = (path: string, opening: string, entry: string) => (): string => {
        const file = join(root, path);
        const text = readFileSync(file, 'utf8');
        const start = text.indexOf(opening);
        if (start < 0) throw new Error(`${path}: '${opening}' not found`);
        const from = start + opening.length;
        const end = text.indexOf(']', from);
        const entries = text
          .slice(from, end)
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean);
        const sorted = [...new Set([...entries, entry])].sort();
        writeFileSync(
          file,
          `${text.slice(0, from)}\n${sorted.map((e) => `      ${e},`).join('\n')}\n    ${text.slice(end)}`,
        );
        written.push(path);
        return `${path}: ${entry}`;
      };
      const suites: PlopTypes.ActionType[] = [
        sortedEntry(
          'apps/api/test/structure/tenancy.test.ts',
          'expect(COMPANY_TABLE_NAMES.map((t) => t.sqlName).sort()).toEqual([',
          `'${names.table}'`,
        ),
        registry(
          'apps/api/src/seed/demo.ts',
          /\n {4}companyIds\[c\.key\] = row!\.id;\n {2}\}\n/,
          `\n    companyIds[c.key] = row!.id;\n  }\n  await seed${Ress}(tx, companyIds);\n`,
        ),
        registry(
          'apps/api/src/seed/demo.ts',
          /\nexport async function seedDemo/,
          `\nimport { seed${Ress} } from './demo-${ressKebab}.ts';\n\nexport async function seedDemo`,
        ),
        registry(
          'apps/api/test/contract/lists.test.ts',
          /expect\(paged\.map\(\(op\) => op\.operationId\)\.sort\(\)\)\.toEqual\(\n {6}\[/,
          `expect(paged.map((op) => op.operationId).sort()).toEqual(\n      ['list${Ress}', `,
        ),
        registry(
          'apps/api/test/contract/isolation.test.ts',
          /\nconst NOT_PROBED: Readonly<Record<string, string>> = \{\n/,
          `\nconst NOT_PROBED: Readonly<Record<string, string>> = {\n  'list${Ress} query company_id': "a list filter: another company's records are never listed (test/${area}/${ressKebab}.test.ts)",\n  'update${Res} body company_id': 'moving a record into a company the caller does not see answers 404 (test/${area}/${ressKebab}.test.ts)',\n`,
        ),
      ];

      // Then what the repository derives from its sources: the SDK from the contract, the migration
      // from the Drizzle schema, the formatting and import order from Biome.
      // drizzle-kit loads the schema, which imports @busops/sdk: from its sources, as everywhere in the
      // workspace (packages/sdk/README.md, "Built package and workspace sources").
      const sourceEnv = {
        ...process.env,
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=@busops/source'].filter(Boolean).join(' '),
      };
      const run =
        (label: string, command: string, args: (data: Record<string, unknown>) => string[]) =>
        (answersNow: Record<string, unknown>) => {
          try {
            execFileSync(command, args(answersNow), {
              cwd: root,
              stdio: ['ignore', 'pipe', 'pipe'],
              env: sourceEnv,
            });
          } catch (error) {
            const e = error as { stdout?: Buffer; stderr?: Buffer };
            throw new Error(`${label} failed:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
          }
          return label;
        };
      const derived: PlopTypes.ActionType[] = [
        run('pnpm gen (SDK from the contract)', 'pnpm', () => ['gen']),
        run('migration (drizzle-kit generate)', 'pnpm', () => [
          '--filter',
          '@busops/api',
          'exec',
          'drizzle-kit',
          'generate',
          '--name',
          `${area.replace(/-/g, '_')}_${names.table}`,
        ]),
        run('biome check --write', 'pnpm', () => ['exec', 'biome', 'check', '--write', ...new Set(written)]),
      ];
      return [...files, ...registrations, ...suites, ...derived];
    },
  });
}
