import openapi from '@busops/sdk/openapi.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { HISTORY_ACTIONS, historyActionLabel } from './history-actions.ts';

const contractActions = (
  openapi as unknown as {
    components: { schemas: { HistoryEntry: { properties: { action: { enum: string[] } } } } };
  }
).components.schemas.HistoryEntry.properties.action.enum;

describe('history action labels', () => {
  it('label every action of the contract, in Vietnamese', () => {
    expect([...HISTORY_ACTIONS].sort()).toEqual([...contractActions].sort());
    expect(historyActionLabel('update')).toBe('Cập nhật');
    expect(historyActionLabel('assign_role')).toBe('Gán chức vụ');
  });
});
