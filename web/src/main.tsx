import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AppAbout } from './api/app/get-about';
import { appKeys } from './api/app/keys';
import { App } from './app/app';
import { prefetchBootQueries } from './app/boot-queries';
import type { PageMatch } from './app/page-modules';
import { loadMatchedRoutes } from './app/router';
import { canTakeOver, readServerMarkup, type ServerMarkupInputs } from './app/server-markup';
import { serverRenderedPages } from './app/server-rendered-pages';
import { BREAKPOINTS } from './config/constants';
import { readStoredColorScheme, resolveColorScheme } from './features/app/lib/color-scheme';
import { getStoredToken, tokenSubject } from './lib/auth/token-storage';
import { getCurrentLocale, initI18n } from './lib/i18n/i18n';
import { startBuildVersionPolling } from './lib/pwa/build-version';
import { installChunkErrorReload } from './lib/pwa/chunk-reload';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { createQueryClient } from './lib/react-query';
import { yieldToBrowser } from './lib/yield-to-browser';

/** Whether the app's first render would be the server's markup (`app/server-markup.ts`). */
function takesOver(server: ServerMarkupInputs, page: PageMatch, queryClient: QueryClient): boolean {
  const about = queryClient.getQueryData<AppAbout>(appKeys.about());
  const token = getStoredToken();
  return canTakeOver(server, {
    page: page.path,
    locale: getCurrentLocale(),
    scheme: resolveColorScheme(readStoredColorScheme(), about?.useDark),
    userId: token === null ? null : tokenSubject(token),
    narrow: !window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches,
    stored: serverRenderedPages[page.path]?.stored?.() ?? null,
  });
}

/** Boots the app on the page the entry matched (`entry.ts`), whose modules and first reads it has asked for. */
export async function startApp(page: PageMatch): Promise<void> {
  installChunkErrorReload();
  captureInstallPrompt();
  // The queries that take the entry's reads and the messages each start in a task of their own,
  // after the one that evaluated the app's modules.
  await yieldToBrowser();
  const queryClient = createQueryClient();
  // A page the server rendered carries the answers its first render read.
  const serverMarkup = readServerMarkup();
  if (serverMarkup) hydrate(queryClient, serverMarkup.queries);
  else prefetchBootQueries(queryClient, page, window.location.search);
  await yieldToBrowser();
  await initI18n();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  if (serverMarkup && takesOver(serverMarkup, page, queryClient)) {
    await loadMatchedRoutes(window.location.pathname);
    const app = (
      <StrictMode>
        <App queryClient={queryClient} hydrationData={{ loaderData: serverMarkup.loaderData }} />
      </StrictMode>
    );
    // Hydrating in a transition yields to the browser every few milliseconds, as a first render does.
    startTransition(() => void hydrateRoot(root, app));
  } else {
    const reactRoot = createRoot(root);
    // In a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread until the whole page is built.
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  }

  void registerServiceWorker();
  if (import.meta.env.PROD) startBuildVersionPolling();
}
