import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerCommands } from './commands/registry';
import { registerFeatures } from './features';
import { restoreSession, watchIdentity, watchPrincipal } from './features/auth/auth.store';
import { installIconLoader } from './lib/icons';
import { App } from './shell/app';
import { shellCommands } from './shell/shell.commands';

installIconLoader();
registerFeatures();
registerCommands(shellCommands);
// Synchronously restores the stored user (or logs out), then checks the services list in the background.
void restoreSession();
watchIdentity();
watchPrincipal();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
