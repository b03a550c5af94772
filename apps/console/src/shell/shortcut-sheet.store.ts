import { proxy } from 'valtio';

export const shortcutSheetState = proxy({ open: false });
export const openShortcutSheet = () => {
  shortcutSheetState.open = true;
};
export const closeShortcutSheet = () => {
  shortcutSheetState.open = false;
};
