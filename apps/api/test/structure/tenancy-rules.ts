// The tenancy rules of ADR 0009, read from the source of the API features: a feature reaches the
// database through `ctx.db` (scoped to the caller's companies) only. It never takes the raw handle
// (`services.database`) except in the files listed below, which touch no company-owned table; it
// calls `unscoped(...)` only where listed, with the reason; and no raw SQL of a feature names a
// company-owned table (the scoped database cannot add its condition to text it does not build).
// Pure functions over { path, text } so a violating fixture proves each rule can fail.

export interface SourceFile {
  /** Path relative to src/features, with '/' separators. */
  path: string;
  text: string;
}

export interface TenancyRules {
  /** Files that may use the raw database handle: what they do with it. */
  rawDatabaseAllowed: Readonly<Record<string, string>>;
  /** Files that call unscoped(...): one reason per call. */
  unscopedAllowed: Readonly<Record<string, readonly string[]>>;
  /**
   * Raw SQL that names a company-owned table in a subquery correlated to a row the scoped database has
   * already limited (a route's own lines, a stop's own line visits): per file, the tables and why.
   */
  correlatedAllowed?: Readonly<Record<string, { tables: readonly string[]; reason: string }>>;
  /** Company-owned tables: their schema export names and SQL names. */
  companyTables: ReadonlyArray<{ exportName: string; sqlName: string }>;
}

/** The text without comments (a URL in a string may lose its tail: harmless for these rules). */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The schema bindings a file imports from db/schema (`import { busStaff, users } from '.../db/schema/...'`). */
function schemaImports(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(
    /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"][^'"]*db\/schema[^'"]*['"]/g,
  )) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.replace(/^type\s+/, '');
      if (name) names.push(name);
    }
  }
  return names;
}

/** The bodies of `sql\`...\`` templates (and sql<T>`...`), and the literal text given to sql.raw(...). */
function sqlTemplates(text: string): string[] {
  return [
    ...[...text.matchAll(/\bsql(?:<[^`>]*>)?`([^`]*)`/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\bsql\.raw\(\s*(['"`])([\s\S]*?)\1/g)].map((m) => m[2]!),
  ];
}

export function tenancyViolations(files: readonly SourceFile[], rules: TenancyRules): string[] {
  const problems: string[] = [];
  const tableExports = new Set(rules.companyTables.map((t) => t.exportName));
  const unscopedSeen = new Map<string, number>();

  for (const file of files) {
    const code = withoutComments(file.text);

    if (/\bdatabase\b/.test(code)) {
      if (!(file.path in rules.rawDatabaseAllowed)) {
        problems.push(
          `${file.path}: uses the raw database handle (services.database); use ctx.db, scoped to the caller's companies`,
        );
      } else {
        const touched = schemaImports(code).filter((name) => tableExports.has(name));
        if (touched.length > 0) {
          problems.push(
            `${file.path}: uses the raw database handle and imports company-owned ${touched.join(', ')}`,
          );
        }
      }
    }

    const unscopedCalls = [...code.matchAll(/\bunscoped\s*\(/g)].length;
    if (unscopedCalls > 0) unscopedSeen.set(file.path, unscopedCalls);

    for (const template of sqlTemplates(code)) {
      for (const match of template.matchAll(/\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g)) {
        const correlated = rules.correlatedAllowed?.[file.path]?.tables.includes(match[1]!) ?? false;
        if (tableExports.has(match[1]!) && !correlated) {
          problems.push(`${file.path}: raw SQL names the company-owned table \${${match[1]}}`);
        }
      }
      for (const { exportName, sqlName } of rules.companyTables) {
        if (rules.correlatedAllowed?.[file.path]?.tables.includes(exportName)) continue;
        if (new RegExp(`"${sqlName}"|\\b(from|join|update|into)\\s+${sqlName}\\b`, 'i').test(template)) {
          problems.push(`${file.path}: raw SQL names the company-owned table ${sqlName}`);
        }
      }
    }
  }

  for (const [path, count] of unscopedSeen) {
    const reasons = rules.unscopedAllowed[path]?.length ?? 0;
    if (count !== reasons) {
      problems.push(
        `${path}: ${count} unscoped(...) call(s), ${reasons} listed: each one needs its reason in test/structure/tenancy.test.ts`,
      );
    }
  }
  for (const path of Object.keys(rules.unscopedAllowed)) {
    if (files.some((f) => f.path === path) && !unscopedSeen.has(path))
      problems.push(`${path}: listed for unscoped(...) but calls it no more`);
  }
  for (const path of Object.keys(rules.rawDatabaseAllowed)) {
    const file = files.find((f) => f.path === path);
    if (file && !/\bdatabase\b/.test(withoutComments(file.text))) {
      problems.push(`${path}: listed for the raw database handle but uses it no more`);
    }
  }
  return problems;
}
