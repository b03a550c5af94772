import { type OperationAccess, type OperationId, operations } from '@busops/sdk/operations';
import { type Principal, rolesAllow, scopeAllows } from './scope.ts';

// The operation table is generated from the contract (openapi/) and grows with it;
// this file only interprets it, so the API and the console gate calls the same way.

export function accessOf(operationId: OperationId): OperationAccess {
  return operations[operationId];
}

/**
 * Whether `principal` may call the operation. `null` = not signed in, which is enough
 * only for operations with `signIn: false`. Unknown ids (stale callers) are refused.
 */
export function canCall(principal: Principal | null, operationId: OperationId): boolean {
  if (!Object.hasOwn(operations, operationId)) return false;
  const access: OperationAccess = operations[operationId];
  if (!access.signIn) return true;
  if (principal === null) return false;
  return rolesAllow(access.roles, principal.role) && scopeAllows(access.scope, principal.isSuper);
}
