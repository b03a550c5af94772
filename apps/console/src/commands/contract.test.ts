// The contract is the only source of truth for who may do what: each screen declares the operation that
// fills it (`listOperationId`), and this test fails when the domain MENU lets someone open a screen that
// the operation's x-roles / x-company-scope would refuse them (an empty, erroring screen), or when a
// command names an operation the contract does not have.
import { ALL_ROLES, canCall, canOpenPath, type Principal } from '@busops/domain';
import { operations } from '@busops/sdk/operations';
import { describe, expect, it } from 'vitest';
import { registerFeatures } from '../features';
import { shellCommands } from '../shell/shell.commands';
import { allCommands, registerCommands } from './registry';
import type { Command, OperationId } from './types';

const PRINCIPALS: Principal[] = ALL_ROLES.flatMap((role) => [
  { role, isSuper: true },
  { role, isSuper: false },
]);

export function contractMismatches(commands: readonly Command[]): string[] {
  const problems: string[] = [];
  for (const command of commands) {
    for (const operationId of [command.operationId, command.listOperationId]) {
      if (operationId !== undefined && !Object.hasOwn(operations, operationId)) {
        problems.push(`${command.id}: operation ${operationId} is not in the contract`);
      }
    }
    if (!command.screen || !command.path) continue;
    const list = command.listOperationId;
    if (!list) {
      problems.push(`${command.id}: the screen declares no listOperationId`);
      continue;
    }
    if (!Object.hasOwn(operations, list)) continue;
    for (const principal of PRINCIPALS) {
      if (canOpenPath(principal, command.path) && !canCall(principal, list)) {
        problems.push(
          `${command.id}: the MENU lets role ${principal.role} (${principal.isSuper ? 'super' : 'member'} company) ` +
            `open ${command.path}, but ${list} refuses them`,
        );
      }
    }
  }
  return problems;
}

describe('screens and actions against the contract', () => {
  it('every screen of every feature declares its list operation, allowed to everyone its MENU entry lets in', () => {
    registerFeatures();
    registerCommands(shellCommands);
    const screens = allCommands().filter((c) => c.screen);
    expect(screens.length).toBeGreaterThanOrEqual(6);
    expect(contractMismatches(allCommands())).toEqual([]);
  });

  it('catches a screen whose operation is narrower than its MENU entry, a missing one, an unknown action', () => {
    const load = async () => ({ default: () => null });
    const run = () => {};
    // /employee is open to roles 1, 2 and 9 of any company; listCompanies only to role 1 of the super one.
    const narrower: Command = {
      id: 'screen:/employee',
      title: 'x',
      group: 'navigation',
      path: '/employee',
      screen: load,
      listOperationId: 'listCompanies',
      run,
    };
    const undeclared: Command = {
      ...narrower,
      id: 'screen:/company',
      path: '/company',
      listOperationId: undefined,
    };
    const unknown: Command = {
      id: 'x.do',
      title: 'x',
      group: 'actions',
      operationId: 'deleteEverything' as OperationId,
      run,
    };
    const problems = contractMismatches([narrower, undeclared, unknown]);
    expect(problems).toContain(
      'screen:/employee: the MENU lets role 2 (member company) open /employee, but listCompanies refuses them',
    );
    expect(problems).toContain('screen:/company: the screen declares no listOperationId');
    expect(problems).toContain('x.do: operation deleteEverything is not in the contract');
  });
});
