// `pnpm --filter @busops/openapi check:breaking` (part of the package's `lint`, so CI runs it): compares
// the current bundled contract with the last released one (released/openapi.json) and fails on a breaking
// change unless `info.version`'s major is raised above the released one. Prints every breaking change
// with the engine that found it (api-smart-diff or our rules, scripts/contract-diff.mjs) and the time.
//   node scripts/check-breaking.mjs [--released file.json] [--current file.json]
import { fileURLToPath } from 'node:url';
import { compareContracts } from './contract-diff.mjs';
import { CURRENT, option, RELEASED, readJson } from './paths.mjs';

/** The verdict on a comparison: ok, and the lines to print. */
export function checkBreaking(result) {
  const lines = result.breaking.map((b) => `  - ${b.message}  [${b.source}${b.kind ? `: ${b.kind}` : ''}]`);
  if (!result.breaking.length) {
    return {
      ok: true,
      lines: [`No breaking change since ${result.released} (${result.changes.length} change(s)).`],
    };
  }
  if (result.majorRaised) {
    return {
      ok: true,
      lines: [
        `${result.breaking.length} breaking change(s), allowed by the major version ${result.current}:`,
        ...lines,
      ],
    };
  }
  return {
    ok: false,
    lines: [
      `${result.breaking.length} breaking change(s) since the released contract ${result.released}:`,
      ...lines,
      `Keep the old behaviour, or raise info.version's major in openapi/openapi.yaml (now ${result.current}).`,
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const result = compareContracts(
    readJson(option('released', RELEASED)),
    readJson(option('current', CURRENT)),
  );
  const verdict = checkBreaking(result);
  for (const line of verdict.lines) (verdict.ok ? console.log : console.error)(line);
  console.log(
    `Compared ${result.released} -> ${result.current} in ${Math.round(performance.now() - started)} ms.`,
  );
  process.exit(verdict.ok ? 0 : 1);
}
