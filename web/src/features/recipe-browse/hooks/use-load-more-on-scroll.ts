import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned element's sentinel comes near the viewport. Browsers
 * without IntersectionObserver (and tests) fall back to the visible "Load more" button.
 */
export function useLoadMoreOnScroll(loadMore: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}
