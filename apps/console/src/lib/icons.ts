// Blueprint icons one file per icon (instead of the default 100 KiB-gzip path bundles per size), so the
// first screens stay within the JS budget: each icon used is a tiny lazily loaded chunk.
import { type IconName, Icons, type IconSize } from '@blueprintjs/icons';

type PathsModule = { default: string[] };

const paths16 = import.meta.glob<PathsModule>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js',
);
const paths20 = import.meta.glob<PathsModule>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js',
);

async function loadPaths(name: IconName, size: IconSize): Promise<string[]> {
  const table = size >= 20 ? paths20 : paths16;
  const key = Object.keys(table).find((k) => k.endsWith(`/${name}.js`));
  const load = key ? table[key] : undefined;
  return load ? (await load()).default : [];
}

export function useSplitIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadPaths });
}
