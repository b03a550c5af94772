import { defineHandlers } from '../../http/operation.ts';

export const permissionHandlers = defineHandlers({});
