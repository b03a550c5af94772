// The NFC card screen's modal names, apart from the dialogs: the commands (first screens' JavaScript) open
// them by name, the dialogs (the screen's chunk) read them.
export const CARD_HISTORY_MODAL = 'nfc-card-history';
export const CARD_LINK_MODAL = 'nfc-card-link';
