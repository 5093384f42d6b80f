import { useCallback, useEffect, useRef } from 'react';
import { ROUTE_PREFETCH_DELAY_MS } from '../../../config/constants';
import { prefetchRoute } from '../../../lib/route-prefetch';

/**
 * Handlers that load the target route's lazy module once the pointer or focus has rested on a
 * link for ROUTE_PREFETCH_DELAY_MS, so the click finds it ready.
 */
export function useRoutePrefetch(to: string, prefetch: (path: string) => void = prefetchRoute) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const start = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => prefetch(to), ROUTE_PREFETCH_DELAY_MS);
  }, [cancel, prefetch, to]);
  useEffect(() => cancel, [cancel]);
  return { onMouseEnter: start, onFocus: start, onMouseLeave: cancel, onBlur: cancel };
}
