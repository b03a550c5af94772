// axe-core in the page (evaluated through the DevTools protocol: the console's CSP rightly refuses an
// injected <script>): the critical and serious violations, with where to look.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Fault {
  id: string;
  impact: string;
  nodes: number;
  /** The first nodes' selectors: where to look. */
  targets: string[];
}

export async function axeFaults(page: Page): Promise<Fault[]> {
  // once per page load: a test that visits screens inside the app (openInApp) keeps it
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResult> } }).axe;
    type AxeResult = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.length,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
  });
}
