// `pnpm --filter @busops/openapi release-contract`: records the current contract as the released one
// (released/openapi.json), against which check:breaking then compares, and closes its changelog section
// (scripts/changelog.mjs) under that version. Run it when a version of the API and of @busops/sdk is
// published, after `pnpm gen`.
import { writeFileSync } from 'node:fs';
import { writeChangelog } from './changelog.mjs';
import { CURRENT, RELEASED, readJson } from './paths.mjs';

const current = readJson(CURRENT);
const released = readJson(RELEASED);
if (current.info.version === released.info.version) {
  console.error(
    `Version ${current.info.version} is already released: raise info.version in openapi/openapi.yaml first.`,
  );
  process.exit(1);
}
writeChangelog(released, current, { release: true });
writeFileSync(RELEASED, `${JSON.stringify(current, null, 2)}\n`);
console.log(`Released contract ${current.info.version} (was ${released.info.version}).`);
