import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { allHandlers } from '../../src/features/handlers.ts';
import type { AllHandlers } from '../../src/http/operation.ts';
import { registerOperations } from '../../src/http/routes.ts';
import { loadOperations } from '../../src/http/spec.ts';
import { compileValidator } from '../../src/http/validation.ts';
import type { Services } from '../../src/services.ts';

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

  // The tests compile an answer's schema when they first see that answer (routes.ts): this compiles
  // every one, so a schema the validator cannot read fails here, not in the one test that reaches it.
  it('has answer schemas the validator compiles, every operation and status', () => {
    let compiled = 0;
    for (const op of operations) {
      for (const response of Object.values(op.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (!schema) continue;
        expect(() => compileValidator(schema, 'body'), op.operationId).not.toThrow();
        compiled += 1;
      }
    }
    expect(compiled).toBeGreaterThan(operations.length);
  });

  it('refuses to start when an operation has no handler, naming it', async () => {
    const app = Fastify();
    const { sendNotification: _dropped, ...withoutOne } = allHandlers;
    expect(() =>
      registerOperations(app, {
        operations,
        handlers: withoutOne as unknown as AllHandlers,
        services: {} as Services,
      }),
    ).toThrow(/No handler for the contract operation\(s\): sendNotification$/);
    // Nothing was half-registered before the refusal.
    expect(app.hasRoute({ method: 'GET', url: '/notifications' })).toBe(false);
    await app.close();
  });

  it('declares x-roles and x-company-scope on every operation', () => {
    for (const op of operations) {
      expect(Array.isArray(op.roles), op.operationId).toBe(true);
      expect(['super', 'member', 'any'], op.operationId).toContain(op.scope);
    }
  });
});
