import type { Principal, RoleValue } from '@busops/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRegistry, registerCommands, visibleCommands } from '../../../commands/registry';
import { type CommandContext, commandTitle } from '../../../commands/types';
import { toCrewFields } from './crew-dialog';
import { rosterCommands } from './roster.commands';
import type { Crew } from './roster.store';

// The screen's pickers must come from getDispatchResources: roles 9 and 10 may not call listRoutes,
// listBusStaff or listVehicles.
const calls: string[] = [];
vi.mock('../../../lib/api', () => ({
  api: {
    call: (operationId: string) => {
      calls.push(operationId);
      if (operationId !== 'getDispatchResources') throw new Error(`unexpected ${operationId}`);
      return Promise.resolve({
        data: {
          routes: [
            { id: 4, number: '08', name: 'Bến xe Quận 8 - Đại học Quốc gia', lines: [] },
            { id: 9, number: '19', name: 'Bến Thành - Khu chế xuất Linh Trung', lines: [] },
          ],
          drivers: [],
          conductors: [],
          vehicles: [],
        },
        response: { ok: true, status: 200 },
      });
    },
  },
}));

const crew = (extra: Partial<Crew> = {}) => ({ id: 3, driver_name: 'Lê Minh Quang', ...extra }) as Crew;

function ctxFor(role: number, rows: Crew[] = []): CommandContext {
  return {
    principal: { role: role as RoleValue, isSuper: false } as Principal,
    navigate: () => {},
    pathname: '/routes/driver-setting',
    selection: { entity: 'driver_setting', noun: 'tổ lái', rows },
    openModal: vi.fn(),
    closeModal: () => {},
  };
}
const ids = (ctx: CommandContext) => visibleCommands(ctx).map((c) => c.id);

describe('roster commands', () => {
  beforeEach(() => registerCommands(rosterCommands));
  afterEach(() => clearRegistry());

  it('offers the fill, add and export to the dispatcher (role 10) and nothing to a conductor (role 5)', () => {
    expect(ids(ctxFor(10))).toEqual(['roster.fill', 'roster.crew-create', 'roster.crews-export']);
    expect(ids(ctxFor(5, [crew()]))).toEqual([]);
  });

  it('edits one selected crew, deletes several named in the title, with their shortcuts', () => {
    expect(ids(ctxFor(9, [crew()]))).toContain('roster.crew-edit');
    const two = ctxFor(9, [crew(), crew({ id: 4 })]);
    expect(ids(two)).not.toContain('roster.crew-edit');
    const del = rosterCommands.find((c) => c.id === 'roster.crew-delete')!;
    expect(commandTitle(del, two)).toBe('Xoá 2 tổ lái');
    expect(Object.fromEntries(rosterCommands.map((c) => [c.id, c.shortcut ?? null]))).toMatchObject({
      'roster.fill': 'p',
      'roster.crew-create': 'a',
      'roster.crews-export': 'x',
    });
  });
});

describe('crew form and routes', () => {
  it('sends empty conductor and bus as null, ids as numbers, a trimmed note', () => {
    expect(
      toCrewFields(
        {
          driver_id: '12',
          conductor_id: '',
          vehicle_id: '7',
          type_id: '3',
          cycle_start: '2026-12-01',
          note: '  ',
        },
        5,
      ),
    ).toEqual({
      id: 5,
      driver_id: 12,
      conductor_id: null,
      vehicle_id: 7,
      type_id: 3,
      cycle_start: '2026-12-01',
      note: null,
    });
  });

  it('loads the routes from getDispatchResources and shows the first', async () => {
    const { loadRoutes, roster } = await import('./roster.store');
    await loadRoutes();
    expect(calls).toEqual(['getDispatchResources']);
    expect(roster.routes.map((r) => r.number)).toEqual(['08', '19']);
    expect(roster.routeId).toBe(4);
  });
});
