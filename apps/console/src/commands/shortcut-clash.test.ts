// No two commands may answer the same key at the same time, across the whole registry (every feature, the
// shell) and the keys the shell binds itself: a clash would run whichever came first.
import { SCREEN_SHORTCUTS, screenShortcut } from '@busops/domain';
import { describe, expect, it } from 'vitest';
import { registerFeatures } from '../features';
import { GLOBAL_SHORTCUTS } from '../lib/hotkeys';
import { shellCommands } from '../shell/shell.commands';
import { allCommands, isUnder, registerCommands } from './registry';
import type { Command } from './types';

/** Two commands bound to one key are both live somewhere unless they belong to two separate screens. */
function canBeLiveTogether(a: Command, b: Command): boolean {
  if (!a.screenPath || !b.screenPath) return true;
  return isUnder(a.screenPath, b.screenPath) || isUnder(b.screenPath, a.screenPath);
}

/** 'g' alone would swallow the start of 'g e': a key that is a prefix of a sequence clashes with it. */
const presses = (shortcut: string) => shortcut.trim().split(/\s+/);
const isPrefix = (short: string, long: string) => {
  const [s, l] = [presses(short), presses(long)];
  return s.length < l.length && s.every((key, i) => key === l[i]);
};

export function shortcutClashes(commands: readonly Command[], globalKeys: readonly string[]): string[] {
  const bound = commands.filter((c) => c.shortcut);
  const clashes: string[] = [];
  for (const [i, a] of bound.entries()) {
    for (const key of globalKeys) {
      if (a.shortcut === key || isPrefix(key, a.shortcut!) || isPrefix(a.shortcut!, key))
        clashes.push(`${a.id} (${a.shortcut}) vs the shell's ${key}`);
    }
    for (const b of bound.slice(i + 1)) {
      const sameKey = a.shortcut === b.shortcut;
      const prefix = isPrefix(a.shortcut!, b.shortcut!) || isPrefix(b.shortcut!, a.shortcut!);
      if ((sameKey || prefix) && canBeLiveTogether(a, b))
        clashes.push(`${a.id} (${a.shortcut}) vs ${b.id} (${b.shortcut})`);
    }
  }
  return clashes;
}

describe('shortcuts', () => {
  it('the whole registry has no clash', () => {
    registerFeatures();
    registerCommands(shellCommands);
    const commands = allCommands();
    expect(commands.filter((c) => c.shortcut).length).toBeGreaterThan(15);
    expect(shortcutClashes(commands, GLOBAL_SHORTCUTS)).toEqual([]);
  });

  it('every screen binds exactly its planned go-to key (SCREEN_SHORTCUTS), and the whole plan has no clash', () => {
    registerFeatures();
    registerCommands(shellCommands);
    const screens = allCommands().filter((c) => c.group === 'navigation' && c.path);
    expect(screens.length).toBeGreaterThan(5);
    for (const screen of screens) expect(screen.shortcut, screen.path).toBe(screenShortcut(screen.path!));
    // The screens still to come take their keys from the plan: it must not clash with today's commands.
    const planned: Command[] = Object.entries(SCREEN_SHORTCUTS).map(([path, shortcut]) => ({
      id: `plan:${path}`,
      title: path,
      group: 'navigation',
      path,
      shortcut,
      run: () => {},
    }));
    const registered = new Set(screens.map((s) => s.path));
    const others = allCommands().filter((c) => !(c.group === 'navigation' && registered.has(c.path)));
    expect(
      shortcutClashes([...others, ...planned.filter((p) => !registered.has(p.path))], GLOBAL_SHORTCUTS),
    ).toEqual([]);
  });

  it('finds a clash: the same key app-wide, on nested screens, or a prefix of a sequence', () => {
    const run = () => {};
    const cmd = (id: string, shortcut: string, screenPath?: string): Command => ({
      id,
      title: id,
      group: 'actions',
      shortcut,
      screenPath,
      run,
    });
    expect(shortcutClashes([cmd('a', 'n', '/company'), cmd('b', 'n', '/employee')], [])).toEqual([]);
    expect(shortcutClashes([cmd('a', 'n', '/company'), cmd('b', 'n')], [])).toHaveLength(1);
    expect(
      shortcutClashes([cmd('a', 'n', '/permission'), cmd('b', 'n', '/permission/role')], []),
    ).toHaveLength(1);
    expect(shortcutClashes([cmd('a', 'g'), cmd('b', 'g e')], [])).toHaveLength(1);
    expect(shortcutClashes([cmd('a', '/')], ['/'])).toHaveLength(1);
  });
});
