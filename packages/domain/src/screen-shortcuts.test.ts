import { describe, expect, it } from 'vitest';
import { flattenMenu, HOME_PATH } from './menu.ts';
import { SCREEN_SHORTCUTS, screenShortcut } from './screen-shortcuts.ts';

const planned = Object.entries(SCREEN_SHORTCUTS);

describe('SCREEN_SHORTCUTS: the go-to plan for every screen', () => {
  it('names only screens of the menu (leaves, the ones that open) and the home page', () => {
    const leaves = new Set(
      flattenMenu()
        .filter((e) => e.children === undefined && !e.external)
        .map((e) => e.path),
    );
    for (const [path] of planned) expect(path === HOME_PATH || leaves.has(path), path).toBe(true);
  });

  it('gives every key to one screen only, each `g` + one letter (no key is a prefix of another)', () => {
    const keys = planned.map(([, key]) => key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^g [a-z]$/);
  });

  it('leaves room: the plan uses at most 24 of the 26 letters', () => {
    expect(planned.length).toBeLessThanOrEqual(24);
  });

  it('answers a path without a planned key with undefined (the screen is reached through ⌘K)', () => {
    expect(screenShortcut('/employee')).toBe('g e');
    expect(screenShortcut('/report/trip-statistics')).toBeUndefined();
  });
});
