// Modal names of the roster screen (the palette opens them from any screen, the screen renders them),
// and which of its toolbar commands belong to the crews tab (the others are the roster types tab's).
export const CREW_FORM_MODAL = 'driver_setting-form';
export const CREW_DELETE_MODAL = 'driver_setting-delete';
export const ROSTER_FILL_MODAL = 'roster-fill';
export const CREW_ENTITY = 'driver_setting';
export const CREW_NOUN = 'tổ lái';

/** The crews tab's commands (roster.commands.ts); the roster types tab shows the others. */
export const isCrewCommand = (command: { id: string }) => command.id.startsWith('roster.');
