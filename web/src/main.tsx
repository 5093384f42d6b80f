import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchRouteModules } from './app/router';
import { initI18n } from './lib/i18n/i18n';
import { startBuildVersionPolling } from './lib/pwa/build-version';
import { installChunkErrorReload } from './lib/pwa/chunk-reload';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';

installChunkErrorReload();
captureInstallPrompt();
// The page's route modules download while the messages do, not after them.
prefetchRouteModules(window.location.pathname);
await initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

void registerServiceWorker();
if (import.meta.env.PROD) startBuildVersionPolling();
