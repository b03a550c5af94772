import { defineHandlers } from '../../http/operation.ts';

export const lookupHandlers = defineHandlers({});
