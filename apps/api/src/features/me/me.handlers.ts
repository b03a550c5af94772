import { defineHandlers } from '../../http/operation.ts';

export const meHandlers = defineHandlers({});
