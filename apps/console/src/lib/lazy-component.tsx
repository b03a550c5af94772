// A component behind a dynamic import that never suspends: the screens and the AG Grid wrapper.
//
// Why not React.lazy + Suspense: once a Suspense fallback has been shown, React holds back the reveal of
// the content that replaces it until 300 ms after the fallback appeared (its fallback throttle), even when
// the chunk is already in the HTTP cache or prefetched. Measured on /employee: the screen committed at
// 340 ms while its data had arrived at 60 ms. Here the component renders at once when its module is
// loaded (the shell prefetches it when idle), otherwise the fallback, then the component as soon as the
// module is in, with a plain state update that React does not throttle.
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

export interface LazyComponent<P> {
  (props: P): ReactNode;
  /** Starts (once) the download and evaluation of the module; resolves to its component. */
  preload(): Promise<ComponentType<P>>;
  /** The component when its module has been loaded, else null. */
  loaded(): ComponentType<P> | null;
}

interface Entry<P> {
  preload(): Promise<ComponentType<P>>;
  loaded(): ComponentType<P> | null;
  fallback(): ReactNode;
}

export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: () => ReactNode,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const entry: Entry<P> = {
    preload() {
      loading ??= load().then(
        (module) => {
          loaded = module.default;
          return loaded;
        },
        (error: unknown) => {
          loading = null; // a failed download is retried by the next mount
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
    fallback,
  };
  const render = (props: P) => <LazyView entry={entry} props={props} />;
  return Object.assign(render, { preload: entry.preload, loaded: entry.loaded });
}

function LazyView<P extends object>({ entry, props }: { entry: Entry<P>; props: P }): ReactNode {
  // the component is wrapped: a function put in the state would be called by React as an updater
  const [Component, setComponent] = useState<{ type: ComponentType<P> } | null>(() => {
    const type = entry.loaded();
    return type ? { type } : null;
  });
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (Component) return;
    let live = true;
    entry.preload().then(
      (type) => live && setComponent({ type }),
      (error: unknown) => live && setFailure(error ?? new Error('chunk')),
    );
    return () => {
      live = false;
    };
  }, [Component, entry]);
  if (failure) throw failure; // the route's error page, as a failed React.lazy chunk would show
  if (!Component) return entry.fallback();
  return <Component.type {...props} />;
}
