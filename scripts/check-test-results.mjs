// Reads every vitest JSON report in test-results/ and fails when a suite was skipped, a test was
// skipped or todo, or an expected suite is missing. Prints the closing "N passed, N failed" line.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'test-results';
const expected = ['domain', 'sdk', 'cli', 'openapi', 'api', 'api-firebase', 'console', 'console-e2e'];
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
let passed = 0;
let failed = 0;
const problems = [];
for (const suite of expected) {
  if (!files.includes(`${suite}.json`))
    problems.push(`suite "${suite}" did not run (no ${dir}/${suite}.json)`);
}
for (const file of files) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  const skipped = report.numPendingTests + report.numTodoTests;
  if (skipped > 0) problems.push(`${file}: ${skipped} skipped or todo tests`);
  if (report.numTotalTests === 0) problems.push(`${file}: no test ran`);
  for (const suite of report.testResults) {
    if (suite.status !== 'passed') problems.push(`${file}: ${suite.name} ${suite.status}`);
  }
}
for (const problem of problems) console.error(`FAIL ${problem}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(problems.length || failed ? 1 : 0);
