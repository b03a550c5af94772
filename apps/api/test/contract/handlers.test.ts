import { describe, expect, it } from 'vitest';
import { allHandlers } from '../../src/features/handlers.ts';
import { loadOperations } from '../../src/http/spec.ts';

describe('the contract and the handlers', () => {
  const operations = loadOperations();

  it('has a handler for every operation', () => {
    const missing = operations.map((op) => op.operationId).filter((id) => !(id in allHandlers));
    expect(missing).toEqual([]);
  });

  it('has no handler for an operation the contract does not declare', () => {
    const declared = new Set(operations.map((op) => op.operationId));
    expect(Object.keys(allHandlers).filter((id) => !declared.has(id))).toEqual([]);
  });

  it('declares x-roles and x-company-scope on every operation', () => {
    for (const op of operations) {
      expect(Array.isArray(op.roles), op.operationId).toBe(true);
      expect(['super', 'member', 'any'], op.operationId).toContain(op.scope);
    }
  });
});
