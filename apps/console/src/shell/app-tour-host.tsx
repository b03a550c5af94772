// Where the welcome tour mounts: loaded only when it shows (scripts/js-budget.mjs), once per user.
import { SHOW_APP_TOUR_DEFAULT } from '@busops/domain';
import { useSnapshot } from 'valtio';
import { authState } from '../features/auth/auth.store';
import { lazyComponent } from '../lib/lazy-component';
import { readStored, STORAGE_KEYS } from '../lib/storage';

const LazyAppTour = lazyComponent(
  () => import('./app-tour'),
  () => null,
);

/**
 * The tour shows once per user, in whatever browser (issue 19): while the user's `tour_seen_at` is null
 * (undefined = a user stored before the field, not yet reloaded: not shown). 'showAppTour' false in this
 * browser (spec §3) still turns it off here.
 */
export function AppTourHost() {
  const { user } = useSnapshot(authState);
  const show = readStored<boolean>(STORAGE_KEYS.showAppTour, SHOW_APP_TOUR_DEFAULT);
  return show && user?.tour_seen_at === null ? <LazyAppTour /> : null;
}
