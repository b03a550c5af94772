import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerFeatures } from './features';
import { restoreSession, watchIdentity } from './features/auth/auth.store';
import { installIconLoader } from './lib/icons';
import { App } from './shell/app';

installIconLoader();
registerFeatures();
// Synchronously restores the stored user (or logs out), then checks the services list in the background.
void restoreSession();
watchIdentity();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
