import { useEffect } from 'react';

/** Calls `refetch` whenever the tab becomes visible again, so a stale session is noticed. */
export function useRefetchOnVisible(refetch: () => unknown, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [refetch, enabled]);
}
