import { defineHandlers } from '../../http/operation.ts';

export const companyHandlers = defineHandlers({});
