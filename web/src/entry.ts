import { startBootReads } from './app/boot-reads';
import { matchPage, preloadPageModules } from './app/page-modules';

/**
 * The HTML's entry: a small file without the framework, so that it runs as soon as it has arrived.
 * It asks for the page's own modules and its first reads, then loads the app (`main.tsx`): all of
 * them download together, where the app alone would ask for them only once React, the router and
 * MUI had downloaded and run.
 */
preloadPageModules(window.location.pathname);
startBootReads(matchPage(window.location.pathname), window.location.search);
await import('./main');
