import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchBootQueries } from './app/boot-queries';
import type { PageMatch } from './app/page-modules';
import { initI18n } from './lib/i18n/i18n';
import { startBuildVersionPolling } from './lib/pwa/build-version';
import { installChunkErrorReload } from './lib/pwa/chunk-reload';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { createQueryClient } from './lib/react-query';
import { yieldToBrowser } from './lib/yield-to-browser';

/** Boots the app on the page the entry matched (`entry.ts`), whose modules and first reads it has asked for. */
export async function startApp(page: PageMatch): Promise<void> {
  installChunkErrorReload();
  captureInstallPrompt();
  // The queries that take the entry's reads and the messages each start in a task of their own,
  // after the one that evaluated the app's modules.
  await yieldToBrowser();
  const queryClient = createQueryClient();
  prefetchBootQueries(queryClient, page, window.location.search);
  await yieldToBrowser();
  await initI18n();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const reactRoot = createRoot(root);
  // In a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is built.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });

  void registerServiceWorker();
  if (import.meta.env.PROD) startBuildVersionPolling();
}
