// The ⌘K palette: a Blueprint Overlay2 (design §7) around its content (palette-body.tsx), which is its own
// chunk: cmdk and its Radix parts (~15 KiB gzip) are not in the first screens' JavaScript. The shell loads
// it when idle (prefetch.ts); until it is in, a plain input of the same look takes the keys typed right
// after Ctrl+K, and the palette starts with them.
import { Classes, Icon, Overlay2 } from '@blueprintjs/core';
import { useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { lazyComponent } from '../lib/lazy-component';
import { closePalette, paletteState, runAfterClose, setPendingSearch } from './palette.store';

export const PALETTE_PLACEHOLDER = 'Tìm màn hình, thao tác, bản ghi...';

const LazyPaletteBody = lazyComponent(
  () => import('./palette-body'),
  () => <PaletteStandIn />,
);

/** Starts (once) the download of the palette's content. */
export const preloadPalette = () => LazyPaletteBody.preload();

/** The palette's input while its chunk loads: focused in the commit that opens the palette. */
function PaletteStandIn() {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    setPendingSearch('');
    ref.current?.focus();
  }, []);
  return (
    <div className="busops-palette-input">
      <Icon icon="search" />
      <input
        ref={ref}
        aria-label="Bảng lệnh"
        placeholder={PALETTE_PLACEHOLDER}
        onChange={(event) => setPendingSearch(event.target.value)}
      />
    </div>
  );
}

export function CommandPalette() {
  // sync: the palette renders inside the Ctrl+K keydown (a discrete, synchronous React update), not in a
  // later task, so the keys typed right after it already find the input focused.
  const snap = useSnapshot(paletteState, { sync: true });
  const ref = useRef<HTMLDivElement>(null);
  return (
    <Overlay2
      isOpen={snap.open}
      onClose={closePalette}
      // The chosen command runs only now (closePaletteThen): a dialog it opens would otherwise get the focus
      // while the palette still enforces its own, and the palette (then Blueprint's return of the focus to
      // where it was before) would take it away from the dialog's first field.
      onClosed={runAfterClose}
      shouldReturnFocusOnClose={false}
      childRef={ref as React.RefObject<HTMLElement>}
      hasBackdrop
      autoFocus
      enforceFocus
      canEscapeKeyClose
      transitionDuration={0}
      // Inline, not in a Portal, and not lazy: Blueprint's Portal mounts its children one effect (a painted
      // frame) later, and a lazy overlay renders nothing at its first opening until an effect has run; keys
      // typed right after Ctrl+K would find no input to land in.
      usePortal={false}
      lazy={false}
      className="busops-palette-overlay"
    >
      <div ref={ref} className={`busops-palette ${Classes.ELEVATION_4}`}>
        {snap.open && <LazyPaletteBody startCommandId={snap.startCommandId} />}
      </div>
    </Overlay2>
  );
}
