/**
 * Ends the current task and resolves in a new one, so that the browser can handle input and paint
 * in between: work split this way is several short tasks instead of one long one, which a slow
 * phone would spend unresponsive. `scheduler.yield()` where the browser has it (the continuation
 * keeps its place ahead of other queued tasks), else a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
