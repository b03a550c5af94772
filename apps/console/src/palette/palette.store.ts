// Whether the palette is open, and the command it should open on (a command with steps).
import { proxy } from 'valtio';

export const paletteState = proxy<{ open: boolean; startCommandId: string | null }>({
  open: false,
  startCommandId: null,
});

export function openPalette(startCommandId: string | null = null): void {
  paletteState.startCommandId = startCommandId;
  paletteState.open = true;
}

export function closePalette(): void {
  paletteState.open = false;
  paletteState.startCommandId = null;
}

export function togglePalette(): void {
  if (paletteState.open) closePalette();
  else openPalette();
}
