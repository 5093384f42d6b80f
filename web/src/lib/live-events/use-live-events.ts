import { useEffect, useRef } from 'react';
import { type LiveEventStreamHandlers, openLiveEventStream } from './event-stream';

/**
 * Keeps one live event stream open while `sessionKey` (the signed-in user) is set; a new key
 * reopens it, null closes it. The handlers may change on every render.
 */
export function useLiveEvents(sessionKey: string | null, handlers: LiveEventStreamHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (sessionKey === null) return;
    return openLiveEventStream({
      onEvent: (event) => latest.current.onEvent(event),
      onUnauthorized: () => latest.current.onUnauthorized(),
      onResync: () => latest.current.onResync(),
    });
  }, [sessionKey]);
}
