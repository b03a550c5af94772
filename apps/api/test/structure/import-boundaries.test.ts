// Import boundaries (issue 8), read from the source: a console feature never imports another feature,
// the console never imports the API, and an API feature reaches another only through the allowlist.
// Specifiers are read with a pattern (static and dynamic imports, re-exports; TypeScript 7 has no
// JS API to parse them), relative ones resolved to the path they point at.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const consoleSrc = join(repo, 'apps/console/src');
const apiApp = join(repo, 'apps/api');
const apiFeatures = join(apiApp, 'src/features');

/**
 * API features importing another feature, as they did when the rule was set: `importer feature ->
 * imported module (under src/features)`. Add a line only for a shared rule that has no better home.
 */
const API_CROSS_FEATURE_ALLOWED = new Set([
  'dispatch -> notifications/bus.ts', // the trips event rides the notification channel (one LISTEN, commit order)
  'dispatch -> gtfs/gtfs.feed-files.ts', // the sync's default source: the feed this instance exports (ADR 0013)
  'dispatch -> gtfs/gtfs.table.ts', // the sync reads GTFS CSV as the import does
  'dispatch -> gtfs/gtfs.time.ts', // GTFS times (past 24:00) read as the import does
  'dispatch -> gtfs/gtfs.zip-read.ts', // a GTFS zip read with the import's limits
  'dispatch -> gtfs/gtfs.parse-thread.ts', // the sync's feed is read in the import's worker, off the event loop
  'gtfs -> dispatch/sync/gtfs-trips.ts', // ... which runs the sync's trip reader there
  'gtfs -> dispatch/sync/sync-source.ts', // ... for one service day (its parameters)
  'gtfs -> bus-management/stop.location.ts', // an imported stop lies in Vietnam, as createStop requires
  'monthly-tickets -> customers/member.query.ts', // an order's or a pass's member found as the customer search finds them
  'monthly-tickets -> customers/member.fields.ts', // the same 'member not found'
  'monthly-tickets -> customers/member.write.ts', // a new customer at the counter registered as /customer/search does
  'monthly-tickets -> ledger/ledger.append.ts', // an order's payment and refund are fare ledger rows (appendLedger, the one writer)
  'customers -> history/history-page.ts', // a card's history reads its rows as listRecordHistory does
  'employees -> auth/sessions.ts', // a phone or role change revokes the person's sessions
  'permissions -> auth/sessions.ts', // assignRole revokes the person's sessions
  'permissions -> companies/views.ts', // folded search text and the staff view
  'permissions -> employees/staff.rules.ts', // assignRole applies the staff rank rules
  'pass-settings -> companies/views.ts', // folded search text (card types, prices)
  'dispatch -> reports/report.criteria.ts', // the ticket sets' list takes the reports' period (at most 366 days, one message)
  'statements -> reports/report.criteria.ts', // a statement's period and company are the reports' criteria (one WHERE)
  'statements -> reports/report.file.ts', // a statement's file is declared as a report's (columns, totals row)
  'export-jobs -> reports/report.file.ts', // a job writes the report's own file (the sink in place of the reply)
  'export-jobs -> reports/reports.handlers.ts', // a job replays the report's own handler with the stored criteria
]);

interface Import {
  from: string;
  specifier: string;
  /** Absolute path the specifier points at, for relative specifiers; null for packages. */
  target: string | null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !file.split(sep).includes('node_modules'));
}

/** `from '...'` (import and export), `import '...'` and `import('...')`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g;

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)].map(([, , specifier = '']) => ({
    from: file,
    specifier,
    target: specifier.startsWith('.') ? resolve(dirname(file), specifier) : null,
  }));
}

/** The first folder under `root` that `path` lies in, or null when it is not inside such a folder. */
function folderUnder(root: string, path: string): string | null {
  const parts = relative(root, path).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null;
}

const show = (i: Import) => `${relative(repo, i.from)} imports '${i.specifier}'`;

describe('import boundaries', () => {
  const consoleImports = sourceFiles(consoleSrc).flatMap(importsOf);
  const apiImports = sourceFiles(apiFeatures).flatMap(importsOf);

  it('reads the sources (the scan is not empty)', () => {
    expect(consoleImports.length).toBeGreaterThan(100);
    expect(apiImports.length).toBeGreaterThan(100);
  });

  it('a console feature never imports another feature (shared code goes to lib/ or components/)', () => {
    const offending = consoleImports.filter((i) => {
      const own = folderUnder(join(consoleSrc, 'features'), i.from);
      const other = i.target && folderUnder(join(consoleSrc, 'features'), i.target);
      return own !== null && other !== null && other !== own;
    });
    expect(offending.map(show)).toEqual([]);
  });

  it('nothing in the console imports the API (it talks to it through @busops/sdk)', () => {
    const offending = consoleImports.filter(
      (i) =>
        /^@busops\/api(\/|$)/.test(i.specifier) ||
        (i.target !== null && !relative(apiApp, i.target).startsWith('..')),
    );
    expect(offending.map(show)).toEqual([]);
  });

  it('an API feature imports another feature only through the allowlist', () => {
    const crossings = apiImports.flatMap((i) => {
      const own = folderUnder(apiFeatures, i.from);
      const other = i.target && folderUnder(apiFeatures, i.target);
      if (own === null || other === null || other === own) return [];
      return [{ rule: `${own} -> ${relative(apiFeatures, i.target!).split(sep).join('/')}`, import: i }];
    });
    const offending = crossings.filter((c) => !API_CROSS_FEATURE_ALLOWED.has(c.rule));
    expect(offending.map((c) => `${show(c.import)} (not allowed: '${c.rule}')`)).toEqual([]);
    // An allowlist line nobody uses any more is removed, so the list stays the truth.
    const used = new Set(crossings.map((c) => c.rule));
    expect([...API_CROSS_FEATURE_ALLOWED].filter((rule) => !used.has(rule))).toEqual([]);
  });
});
