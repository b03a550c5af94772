// A shortcut shown as <kbd> keys, shared by the palette, the `?` sheet and toolbar tooltips.
import { shortcutKeys } from '../lib/hotkeys';

export function ShortcutKbd({ shortcut }: { shortcut: string }) {
  return (
    <span className="busops-kbd" title={`Phím tắt: ${shortcut}`}>
      {shortcutKeys(shortcut).map((key, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: keys repeat ('g g') and never reorder
        <kbd key={index}>{key}</kbd>
      ))}
    </span>
  );
}
