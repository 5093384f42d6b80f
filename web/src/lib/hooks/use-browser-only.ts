import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's render of a page (src/entry-server.tsx) and while the app takes that
 * markup over, true in every other render: for what only the browser can render, which then
 * follows right after the app has taken the page over.
 */
export function useBrowserOnly(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
