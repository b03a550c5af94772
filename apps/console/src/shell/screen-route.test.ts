import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineScreen } from '../commands/screens';
import type { ScreenCommand } from '../commands/types';
import { authState } from '../features/auth/auth.store';
import type { CurrentUser } from '../features/auth/current-user';
import { userFixture } from '../features/auth/test-fixtures';
import { enterOnNewPath, screenLoader } from './screen-route';

const member = (role: CurrentUser['role'], org_id = 3) => userFixture({ role, org_id });

function employeesScreen() {
  const enter = vi.fn();
  const command = defineScreen({
    path: '/employee',
    title: 'Quản lý nhân viên',
    load: async () => ({ default: () => null }),
    enter,
  }) as ScreenCommand;
  const load = screenLoader(command) as (args: { request: Request }) => unknown;
  const loader = (url = 'http://localhost/employee') => load({ request: new Request(url) });
  return { enter, loader };
}

afterEach(() => {
  authState.user = null;
});

describe('screen route loader: the list request starts on route entry', () => {
  it('enters for a user who may open the screen (spec §2: /employee for roles 1, 2, 9)', () => {
    const { enter, loader } = employeesScreen();
    authState.user = member(2);
    expect(loader('http://localhost/employee?keyword=an&page=2')).toBeNull();
    expect(enter).toHaveBeenCalledTimes(1);
    // the entered URL, whose criteria the list takes (list-url.ts)
    expect(String(enter.mock.calls[0]![0])).toBe('http://localhost/employee?keyword=an&page=2');
  });

  it.each([
    ['signed out', null],
    ['a role without the screen (8)', member(8)],
    ['org_id 0, company not chosen yet', member(2, 0)],
  ])('does not enter when %s', (_, user) => {
    const { enter, loader } = employeesScreen();
    authState.user = user;
    expect(loader()).toBeNull();
    expect(enter).not.toHaveBeenCalled();
  });

  it('enters again only for another path', () => {
    const at = (path: string) => new URL(path, 'http://localhost');
    const args = (from: string, to: string) =>
      ({ currentUrl: at(from), nextUrl: at(to), defaultShouldRevalidate: true }) as Parameters<
        typeof enterOnNewPath
      >[0];
    expect(enterOnNewPath(args('/employee', '/employee?q=1'))).toBe(false);
    expect(enterOnNewPath(args('/menu', '/employee'))).toBe(true);
  });
});
