import type { Principal, RoleValue } from '@busops/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRegistry, registerCommands, visibleCommands } from '../../commands/registry';
import { type CommandContext, commandTitle } from '../../commands/types';
import { validateForm } from '../../components/form-dialog/form-fields';
import { connect } from '../../kit/resource';
import { fakeClient, recordingNotifier } from '../../test/fake-client';
import { sampleRoute } from './route.sample';
import { routeContract, routeFields, routeInitialValues, toRouteInput } from './route-form';
import { routeColumns } from './routes.columns';
import { routeCommands } from './routes.commands';
import { routeResource } from './routes.resource';

// A role the screen's menu entry and operations allow ([1,2], company scope member), and one they refuse.
const ALLOWED: Principal = { role: 1 as RoleValue, isSuper: false };
const REFUSED: Principal = { role: 5 as RoleValue, isSuper: false };

function ctxFor(principal: Principal, rows = [sampleRoute()]): CommandContext {
  return {
    principal,
    navigate: () => {},
    pathname: '/route/list',
    selection: { entity: 'route', noun: 'tuyến', rows },
    openModal: vi.fn(),
    closeModal: () => {},
  };
}
const ids = (ctx: CommandContext) => visibleCommands(ctx).map((c) => c.id);

describe('routes commands', () => {
  beforeEach(() => registerCommands(routeCommands));
  afterEach(() => clearRegistry());

  it('shows the screen and its actions to the roles the contract allows, nothing to others', () => {
    expect(ids(ctxFor(ALLOWED))).toEqual([
      'screen:/route/list',
      'routes.create',
      'routes.edit',
      'routes.open',
      'routes.open-search',
      'routes.delete',
    ]);
    expect(ids(ctxFor(REFUSED))).toEqual([]);
  });

  it('edits one row; deletes several, named in the title', () => {
    const two = ctxFor(ALLOWED, [sampleRoute(), sampleRoute({ id: 8 })]);
    expect(ids(two)).not.toContain('routes.edit');
    const del = routeCommands.find((c) => c.id === 'routes.delete')!;
    expect(commandTitle(del, two)).toBe('Xoá 2 tuyến');
  });
});

describe('routes store', () => {
  it('lists through listRoutes and saves through createRoute / updateRoute, then reloads', async () => {
    const { client, calls } = fakeClient((call) =>
      call.method === 'GET' ? { body: { items: [sampleRoute()], total: 1 } } : { body: sampleRoute() },
    );
    const store = connect(routeResource, client, { notify: recordingNotifier().notify, onError: () => {} });
    await store.list.load({ ...store.list.criteria, keyword: ' mau ' });
    expect(store.list.items).toEqual([sampleRoute()]);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/bus-management/routes' });
    expect(calls[0]!.query.get('keyword')).toBe('mau');
    const body = toRouteInput(routeInitialValues(sampleRoute()));
    await store.mutate('updateRoute', { params: { path: { id: 7 } }, body }, 'updated');
    expect(calls.slice(1).map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /bus-management/routes/7',
      'GET /bus-management/routes',
    ]);
  });
});

describe('routes columns and form', () => {
  it('sorts only where listRoutes sorts', () => {
    expect(routeColumns.filter((c) => c.sortable !== false).map((c) => c.field)).toEqual([
      'number',
      'name',
      'created_at',
    ]);
  });

  it('validates in Vietnamese and sends empty optional fields as null', () => {
    const errors = validateForm(routeFields, {});
    for (const field of routeFields.filter((f) => f.required))
      expect(errors[field.name], field.name).toMatch(/^Vui lòng (nhập|chọn) /);
    const values = routeInitialValues(sampleRoute());
    // The body the form would send passes the operation's generated validator (what the API runs).
    expect(validateForm(routeFields, values, routeContract(sampleRoute()))).toEqual({});
    expect(validateForm(routeFields, values, routeContract(null))).toEqual({});
    expect(toRouteInput(values)).toMatchObject({ number: 'Mẫu 0001', status: 'active', note: null });
  });
});
