// Where an overlay puts the focus as it opens (issue 19): on its first useful control, never on Blueprint's
// empty focus-trap div, so the overlay's own keys (Enter on the receipt's 'In', 1-4 on a drawer's tabs, a
// letter typed into its first field) work at once.

/** Marks the control an overlay focuses first (React's autoFocus leaves no trace in the DOM). */
export const AUTOFOCUS = { 'data-autofocus': true } as const;

const ENABLED = ':not(:disabled):not([aria-disabled="true"])';
const FIELD = `input:not([type="hidden"]):not([readonly])${ENABLED}, select${ENABLED}, textarea:not([readonly])${ENABLED}`;
const CLOSE = '[class*="dialog-close-button"], [aria-label="Close"], [aria-label="Đóng"]';

/**
 * The first useful control of an overlay, in this order: one marked `data-autofocus`; the selected tab of
 * a tabbed overlay (its number keys then switch tabs); the first field; the footer's primary action (waited
 * for while disabled); the first other button. Null while none is there or enabled yet (a receipt whose order still loads).
 */
export function firstUsefulControl(root: HTMLElement): HTMLElement | null {
  const marked = root.querySelector<HTMLElement>(`[data-autofocus]${ENABLED}`);
  if (marked) return marked;
  const tab = root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (tab) return tab;
  const field = visible(root.querySelectorAll<HTMLElement>(FIELD));
  if (field) return field;
  // a primary action still disabled (its record loading) is waited for, not skipped for 'Đóng'
  const primary = root.querySelector<HTMLElement>('[class*="footer"] button[class*="intent-primary"]');
  if (primary) return primary.matches(':disabled, [aria-disabled="true"]') ? null : primary;
  return visible(
    [...root.querySelectorAll<HTMLElement>(`button${ENABLED}, a[href]`)].filter((b) => !b.matches(CLOSE)),
  );
}

function visible(elements: Iterable<HTMLElement>): HTMLElement | null {
  for (const el of elements) if (!el.closest('[hidden], [aria-hidden="true"]')) return el;
  return null;
}

/** True when the focus is on a control of `root` the user can act on (not the overlay's own container). */
export function focusIsOnControl(root: HTMLElement): boolean {
  const active = root.ownerDocument.activeElement;
  return active instanceof HTMLElement && active !== root && root.contains(active);
}

/**
 * Focuses the overlay's first useful control now, and again as its content arrives (a list loading, a
 * button enabled) for as long as the user has not put the focus on a control themselves. Returns the stop.
 */
export function focusFirstControl(root: HTMLElement): () => void {
  const attempt = () => {
    if (focusIsOnControl(root)) return true;
    const target = firstUsefulControl(root);
    if (!target) return false;
    target.focus({ preventScroll: true });
    return root.ownerDocument.activeElement === target;
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) observer.disconnect();
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'aria-disabled'],
  });
  return () => observer.disconnect();
}
