// Links that keep client-side navigation: a plain click navigates in the app, a click the browser means
// for a new tab or window (Ctrl/⌘/Shift, middle button) is left to the browser.
import type { MouseEvent } from 'react';

export function isNewTabClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}
