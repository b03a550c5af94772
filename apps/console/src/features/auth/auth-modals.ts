// The account's modal names, apart from the dialogs: the commands and the user menu (first screens'
// JavaScript) open them by name, the dialog's chunk loads when one opens.
export const CHANGE_PASSWORD_MODAL = 'change-password';
