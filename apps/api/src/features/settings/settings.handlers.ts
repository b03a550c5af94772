import { defineHandlers } from '../../http/operation.ts';

export const settingHandlers = defineHandlers({});
