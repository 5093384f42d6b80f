import { startBootReads } from './app/boot-reads';
import { matchPage, preloadPage } from './app/page-modules';
import { afterFirstPaint } from './lib/after-first-paint';
import { hasServerMarkup } from './lib/server-markup';

/**
 * The HTML's entry: a small file without the framework, so that it runs as soon as it has arrived.
 * It asks for the page's own modules and its first reads, then loads the app (`main.tsx`): all of
 * them download together, where the app alone would ask for them only once React, the router and
 * MUI had downloaded and run.
 */
const page = matchPage(window.location.pathname);
if (hasServerMarkup()) {
  // A page the server rendered is its own first paint, with the answers it read: the app's
  // modules are asked for once it is on screen (the server leaves the HTML's preloads out).
  await afterFirstPaint();
  preloadPage(page);
} else {
  preloadPage(page);
  startBootReads(page, window.location.search);
  // The app's modules download meanwhile (the HTML preloads them); they run once the splash is on screen.
  await afterFirstPaint();
}
// The app is handed the page matched here, so that its boot queries need not match it again.
const { startApp } = await import('./main');
await startApp(page);
