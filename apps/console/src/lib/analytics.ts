// Page views on every navigation (spec §2): posted to the API by default, Firebase Analytics when configured.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from './api';
import { firebaseConfig, isFirebaseAnalyticsConfigured } from './env';

export interface PageView {
  path: string;
  title: string;
}

type Sink = (view: PageView) => Promise<void>;

const apiSink: Sink = async (view) => {
  await api.call('recordPageView', { body: view });
};

function firebaseSink(): Sink {
  const analyticsPromise = Promise.all([import('firebase/app'), import('firebase/analytics')]).then(
    ([app, analytics]) => {
      const firebaseApp = app.getApps()[0] ?? app.initializeApp(firebaseConfig!);
      return { analytics, instance: analytics.getAnalytics(firebaseApp) };
    },
  );
  return async (view) => {
    const { analytics, instance } = await analyticsPromise;
    analytics.logEvent(instance, 'page_view', { page_path: view.path, page_title: view.title });
  };
}

let sink: Sink | null = null;

export function recordPageView(view: PageView): void {
  sink ??= isFirebaseAnalyticsConfigured ? firebaseSink() : apiSink;
  // Analytics never disturbs the user: failures are dropped.
  sink(view).catch(() => undefined);
}

/** Mount once inside the router (signed-in layout): one page view per pathname change. */
export function usePageViews(titleOf: (path: string) => string): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view per path, whatever the title function
  useEffect(() => {
    recordPageView({ path: pathname, title: titleOf(pathname) });
  }, [pathname]);
}
