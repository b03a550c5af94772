import { describe, expect, it } from 'vitest';
import { ALL_ROLES } from './roles.ts';
import { type CompanyScope, rolesAllow, scopeAllows, toPrincipal } from './scope.ts';

describe('scopeAllows (spec §2, §6)', () => {
  it.each<[CompanyScope, boolean, boolean]>([
    ['super', true, true],
    ['super', false, false],
    ['member', true, false],
    ['member', false, true],
    ['any', true, true],
    ['any', false, true],
  ])('scope %s, isSuper %s -> %s', (scope, isSuper, expected) => {
    expect(scopeAllows(scope, isSuper)).toBe(expected);
  });
});

describe('rolesAllow', () => {
  it('an empty list admits every role and no role', () => {
    for (const role of ALL_ROLES) expect(rolesAllow([], role)).toBe(true);
    expect(rolesAllow([], null)).toBe(true);
  });

  it.each(ALL_ROLES)('list [1, 2, 9] with role %i', (role) => {
    expect(rolesAllow([1, 2, 9], role)).toBe(role === 1 || role === 2 || role === 9);
  });

  it('a non-empty list rejects a principal without role', () => {
    expect(rolesAllow([1], null)).toBe(false);
  });
});

describe('toPrincipal', () => {
  it('reads role and active_super_company', () => {
    expect(toPrincipal({ role: 2, active_super_company: true })).toEqual({ role: 2, isSuper: true });
    expect(toPrincipal({ role: 9 })).toEqual({ role: 9, isSuper: false });
  });

  it('drops unknown or missing roles', () => {
    expect(toPrincipal({ role: 7, active_super_company: false })).toEqual({ role: null, isSuper: false });
    expect(toPrincipal({ role: null, active_super_company: null })).toEqual({ role: null, isSuper: false });
    expect(toPrincipal({})).toEqual({ role: null, isSuper: false });
  });
});
