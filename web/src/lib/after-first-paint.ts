/**
 * Resolves once the browser has painted what the page shows now (the HTML's splash, before the
 * app runs), or at once in a hidden page, which paints nothing until it is shown. The app's
 * modules evaluate in one long task: started after the first paint, they no longer hold it back
 * when they happen to arrive before it (on a fast network, or from the cache).
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    // A frame's animation callbacks run before its paint; a task queued from one runs after it.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A page hidden in the meantime gets no more frames.
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
  });
}
