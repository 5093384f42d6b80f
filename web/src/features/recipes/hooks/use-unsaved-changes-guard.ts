import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, asks before the tab closes (the browser's own prompt) and blocks in-app
 * navigation; the caller shows its dialog from the returned blocker. `allowNext()` lets one
 * navigation through, for the one that follows a save.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!dirty || allowed.current) return false;
    return currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
  });
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return {
    blocker,
    allowNext: () => {
      allowed.current = true;
    },
  };
}
