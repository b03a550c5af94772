import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

const dir = import.meta.dirname;
const modules = readdirSync(dir).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts',
);

describe('public API', () => {
  it('uses no `export *`', () => {
    for (const f of [...modules, 'index.ts']) {
      expect(readFileSync(join(dir, f), 'utf8'), f).not.toMatch(/^\s*export \*/m);
    }
  });

  it.each(modules)('re-exports every runtime export of %s', async (file) => {
    const mod: Record<string, unknown> = await import(`./${file}`);
    for (const [name, value] of Object.entries(mod)) {
      expect((domain as Record<string, unknown>)[name], `${file}: ${name}`).toBe(value);
    }
  });

  it('exposes the names other packages code against', () => {
    for (const name of [
      'ROLES',
      'ALL_ROLES',
      'isRoleValue',
      'roleLabel',
      'scopeAllows',
      'rolesAllow',
      'canCall',
      'accessOf',
      'MENU',
      'visibleMenu',
      'canOpenPath',
      'findMenuEntry',
      'flattenMenu',
      'MESSAGES',
      'TOAST_DURATION_MS',
      'nextReceiptState',
      'canResign',
      'canResend',
      'attachmentTypeOf',
      'formatVnd',
      'formatNumber',
      'formatDate',
      'formatDateTime',
      'parseDate',
      'businessDay',
      'fold',
      'matchesFolded',
      'compareVi',
      'REQUEST_TIMEOUT_MS',
      'ADMIN_APP_ID',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
