// The product runs on the Node the root package.json requires (`engines.node`), which the project
// installs itself (the `node` devDependency, see ./busops). CI fails here if it ever ran on another.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));

describe('runtime', () => {
  it('is the Node major the project requires and installs', () => {
    const required = Number(/>=\s*(\d+)/.exec(root.engines.node)?.[1]);
    const installed = root.devDependencies.node as string;
    expect(required).toBeGreaterThanOrEqual(24);
    expect(Number(process.versions.node.split('.')[0])).toBe(Number(installed.split('.')[0]));
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(required);
  });
});
