import { useEffect, useRef } from 'react';

/** Submits the surrounding form once, right after it appears (a shared link starts its import). */
export function AutoSubmit({ when }: { when: boolean }) {
  const marker = useRef<HTMLSpanElement>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!when || done.current) return;
    done.current = true;
    marker.current?.closest('form')?.requestSubmit();
  }, [when]);
  return <span ref={marker} hidden />;
}
