// One name per screen (issue 19): a screen's palette title and heading are its domain MENU entry's title,
// so the menu and the screen cannot say two things ('Đơn mở thẻ' in the menu, 'Đơn đăng ký vé tháng' on
// the screen). defineScreen takes the title from the MENU; this test holds every registered screen to it.
import { findMenuEntry } from '@busops/domain';
import { describe, expect, it } from 'vitest';
import { registerFeatures } from '../features';
import { shellCommands } from '../shell/shell.commands';
import { allCommands, registerCommands } from './registry';

describe('screen titles', () => {
  it('every screen in the MENU is titled as its MENU entry', () => {
    registerFeatures();
    registerCommands(shellCommands);
    const differing = allCommands()
      .filter((c) => c.screen && c.path && findMenuEntry(c.path))
      .map((c) => ({
        path: c.path,
        title: typeof c.title === 'string' ? c.title : '(fn)',
        menu: findMenuEntry(c.path!)!.title,
      }))
      .filter((s) => s.title !== s.menu);
    expect(differing).toEqual([]);
  });
});
