// Blueprint icons fetched one tiny module per icon (see vite-plugins/blueprint-icon-files.ts) instead of
// the default all-paths bundles, so /login and /menu stay within the JS budget.
import { type IconName, type IconSize, Icons } from '@blueprintjs/icons';

const cache = new Map<string, Promise<string[]>>();

async function loadPaths(name: IconName, size: IconSize): Promise<string[]> {
  const url = `${import.meta.env.BASE_URL}icons/${size >= 20 ? '20px' : '16px'}/${name}.js`;
  let paths = cache.get(url);
  if (!paths) {
    paths = import(/* @vite-ignore */ url).then((module: { default: string[] }) => module.default);
    cache.set(url, paths);
  }
  return paths;
}

/** Called once by main.tsx (not in unit tests, where icons simply stay blank). */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadPaths });
}
