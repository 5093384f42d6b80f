import { startTransition, useEffect, useState } from 'react';

/**
 * Whether this render happens where only the browser's render may go: false in the server's render
 * of a page (src/entry-server.tsx) and while the app takes that markup over (the page's root is
 * inert until the app has it, src/app/app.tsx), true otherwise.
 */
function browserRender(): boolean {
  return typeof document !== 'undefined' && !document.getElementById('root')?.hasAttribute('inert');
}

/**
 * False in the server's render of a page and while the app takes that markup over, true in every
 * other render: for what only the browser can render, which then follows right after the take-over.
 * It follows as a transition, in the scheduler's short slices: an update that React must apply at
 * once (an external store's new snapshot, a layout effect's state) would render it inside the
 * take-over's own task, a long one on a phone.
 */
export function useBrowserOnly(): boolean {
  const [browser, setBrowser] = useState(browserRender);
  useEffect(() => {
    if (!browser) startTransition(() => setBrowser(true));
  }, [browser]);
  return browser;
}
