import { UPDATE_CHECK_INTERVAL_MS } from '../../config/constants';

/**
 * Registers the service worker built by vite-plugin-pwa (registerType 'prompt'). A new worker
 * is told to take over at once; when any new worker takes control, including one activated by
 * another tab, the page reloads so that code and cache agree.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  // Not needed for the first paint: workbox-window loads after it.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  workbox.addEventListener('waiting', () => workbox.messageSkipWaiting());
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install claims an uncontrolled page; nothing is stale then.
    if (hadController) reload();
  });
  workbox
    .register()
    .then((registration) => {
      if (!registration) return;
      setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
    })
    // A browser that refuses service workers (a policy, some private windows) keeps the app as it is.
    .catch(() => undefined);
}
