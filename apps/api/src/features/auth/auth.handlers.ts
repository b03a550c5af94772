import { defineHandlers } from '../../http/operation.ts';

export const authHandlers = defineHandlers({});
