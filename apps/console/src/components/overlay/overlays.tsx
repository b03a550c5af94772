// The console's Dialog and Drawer: Blueprint's, with the focus on the first useful control as they open
// (first-control.ts), in the commit that shows them. Screens import these, never Blueprint's (biome
// noRestrictedImports), so every overlay gets it.
import {
  Dialog as BlueprintDialog,
  Drawer as BlueprintDrawer,
  type DialogProps,
  type DrawerProps,
} from '@blueprintjs/core';
import { useCallback, useEffect, useRef } from 'react';
import { focusFirstControl } from './first-control';

function useFirstControlFocus(
  onOpening?: (node: HTMLElement) => void,
  onClosing?: (node: HTMLElement) => void,
) {
  const stop = useRef<() => void>(() => undefined);
  useEffect(() => () => stop.current(), []);
  return {
    // Blueprint calls onOpening from the transition's layout-phase callback: before the browser paints,
    // so a key pressed as soon as the overlay shows already finds its control focused.
    onOpening: useCallback(
      (node: HTMLElement) => {
        stop.current();
        stop.current = focusFirstControl(node);
        onOpening?.(node);
      },
      [onOpening],
    ),
    onClosing: useCallback(
      (node: HTMLElement) => {
        stop.current();
        onClosing?.(node);
      },
      [onClosing],
    ),
  };
}

export function Dialog(props: DialogProps) {
  const focus = useFirstControlFocus(props.onOpening, props.onClosing);
  return <BlueprintDialog {...props} {...focus} />;
}

export function Drawer(props: DrawerProps) {
  const focus = useFirstControlFocus(props.onOpening, props.onClosing);
  return <BlueprintDrawer {...props} {...focus} />;
}
