import { type OperationAccess, type OperationId, operations } from '@busops/sdk/operations';
import { describe, expect, it } from 'vitest';
import { accessOf, canCall } from './access.ts';
import { ALL_ROLES, type RoleValue } from './roles.ts';
import { type Principal, rolesAllow, scopeAllows } from './scope.ts';

const ids = Object.keys(operations) as OperationId[];
const principals: Principal[] = [null, ...ALL_ROLES].flatMap((role: RoleValue | null) => [
  { role, isSuper: true },
  { role, isSuper: false },
]);

describe('accessOf', () => {
  it.each(ids)('%s returns its generated entry', (id) => {
    expect(accessOf(id)).toBe(operations[id]);
  });
});

describe('canCall, every operation x every principal', () => {
  it.each(ids)('%s', (id) => {
    const access: OperationAccess = operations[id];
    expect(canCall(null, id)).toBe(!access.signIn);
    for (const p of principals) {
      const expected =
        !access.signIn || (rolesAllow(access.roles, p.role) && scopeAllows(access.scope, p.isSuper));
      expect(canCall(p, id), JSON.stringify(p)).toBe(expected);
    }
  });
});

describe('canCall, known operations', () => {
  it('public operations need no sign-in', () => {
    expect(canCall(null, 'getHealth')).toBe(true);
    expect(canCall(null, 'loginWithPassword')).toBe(true);
    expect(canCall({ role: null, isSuper: false }, 'getHealth')).toBe(true);
  });

  it('employees (spec §2 /employee: roles 1, 2, 9, any company)', () => {
    expect(canCall(null, 'listBusStaff')).toBe(false);
    for (const isSuper of [true, false]) {
      for (const role of ALL_ROLES) {
        expect(canCall({ role, isSuper }, 'listBusStaff')).toBe(role === 1 || role === 2 || role === 9);
      }
      expect(canCall({ role: null, isSuper }, 'createBusStaff')).toBe(false);
    }
  });

  it('refuses an id that is not in the table', () => {
    expect(canCall({ role: 1, isSuper: true }, 'noSuchOperation' as OperationId)).toBe(false);
  });
});
