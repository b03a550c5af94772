import { defineHandlers } from '../../http/operation.ts';

export const notificationHandlers = defineHandlers({});
