// `pnpm --filter @busops/openapi changelog`: writes CHANGELOG.md from the same comparison as
// check:breaking (scripts/contract-diff.mjs): the changes since the released contract, per operation,
// breaking first. Released versions' sections (closed by release-contract.mjs) stay below as written.
//   node scripts/changelog.mjs [--released file.json] [--current file.json]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compareContracts } from './contract-diff.mjs';
import { CHANGELOG, CURRENT, option, RELEASED, readJson } from './paths.mjs';

const MARKER = '<!-- Released versions: each section written by release-contract.mjs, kept as is. -->';
const HEADER = `# Contract changelog

Changes of the operator API's contract (\`openapi/\`), generated from the difference between the last
released contract (\`openapi/released/openapi.json\`) and the current one by api-smart-diff and our own
rules (\`openapi/scripts/contract-diff.mjs\`): \`pnpm --filter @busops/openapi changelog\`. Do not edit.
`;

const GROUPS = [
  ['breaking', 'Breaking'],
  ['deprecated', 'Deprecated'],
  ['non-breaking', 'Added and changed'],
  ['annotation', 'Descriptions'],
  ['unclassified', 'Other'],
];

/** `GET /bus/staff` for a diff path under paths/, else null. */
function operationOf(path) {
  if (path[0] !== 'paths') return null;
  const method = typeof path[2] === 'string' ? path[2].toUpperCase() : '';
  return method ? `${method} ${path[1]}` : String(path[1]);
}

/** The Markdown lines of one version's changes. */
export function changelogSection(result, heading) {
  const entries = new Map(GROUPS.map(([type]) => [type, []]));
  for (const diff of result.changes) {
    if (diff.path[0] !== 'paths' || !diff.description) continue;
    const operation = operationOf(diff.path);
    entries.get(diff.type)?.push(`${operation}: ${diff.description}`);
  }
  // Our rules' findings that api-smart-diff did not call breaking.
  for (const finding of result.findings) entries.get('breaking')?.push(finding.message);
  const lines = [`## ${heading}`, ''];
  let any = false;
  for (const [type, title] of GROUPS) {
    const items = [...new Set(entries.get(type))].sort();
    if (!items.length) continue;
    any = true;
    lines.push(`### ${title}`, '', ...items.map((item) => `- ${item}`), '');
  }
  if (!any) lines.push(`No change since ${result.released}.`, '');
  return lines.join('\n');
}

/** Rewrites CHANGELOG.md; `release` closes the current changes under the current version. */
export function writeChangelog(released, current, { release = false } = {}) {
  const result = compareContracts(released, current);
  const previous = existsSync(CHANGELOG) ? readFileSync(CHANGELOG, 'utf8') : '';
  const history = previous.includes(MARKER)
    ? previous.slice(previous.indexOf(MARKER) + MARKER.length).trim()
    : '';
  const section = changelogSection(
    result,
    release
      ? `${result.current} (from ${result.released})`
      : `Unreleased: ${result.released} -> ${result.current}`,
  );
  const top = release ? `## Unreleased\n\nNo change since ${result.current}.\n` : section;
  const past = release ? [section.trim(), history].filter(Boolean).join('\n\n') : history;
  writeFileSync(CHANGELOG, `${HEADER}\n${top.trim()}\n\n${MARKER}\n${past ? `\n${past}\n` : ''}`);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = writeChangelog(readJson(option('released', RELEASED)), readJson(option('current', CURRENT)));
  console.log(
    `CHANGELOG.md: ${result.changes.length} change(s), ${result.breaking.length} breaking, since ${result.released}.`,
  );
}
