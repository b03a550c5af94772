import { defineHandlers } from '../../http/operation.ts';

export const employeeHandlers = defineHandlers({});
