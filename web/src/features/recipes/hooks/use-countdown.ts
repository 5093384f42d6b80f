import { useCallback, useEffect, useRef, useState } from 'react';

export type CountdownStatus = 'idle' | 'running' | 'paused' | 'finished';

/** A timer that counts `totalSeconds` down by the wall clock, so a throttled tab stays accurate. */
export function useCountdown(totalSeconds: number, onFinish?: () => void) {
  const [status, setStatus] = useState<CountdownStatus>('idle');
  const [remaining, setRemaining] = useState(totalSeconds);
  const endsAt = useRef(0);
  const finishRef = useRef(onFinish);
  finishRef.current = onFinish;

  useEffect(() => {
    if (status !== 'running') return;
    const tick = () => {
      const left = Math.max(0, (endsAt.current - Date.now()) / 1000);
      setRemaining(left);
      if (left <= 0) {
        setStatus('finished');
        finishRef.current?.();
      }
    };
    const interval = setInterval(tick, 250);
    return () => clearInterval(interval);
  }, [status]);

  const start = useCallback(() => {
    const from = status === 'paused' ? remaining : totalSeconds;
    endsAt.current = Date.now() + from * 1000;
    setRemaining(from);
    setStatus('running');
  }, [status, remaining, totalSeconds]);
  const pause = useCallback(() => {
    setRemaining(Math.max(0, (endsAt.current - Date.now()) / 1000));
    setStatus('paused');
  }, []);
  const reset = useCallback(() => {
    setRemaining(totalSeconds);
    setStatus('idle');
  }, [totalSeconds]);

  return { status, remaining, start, pause, reset };
}
