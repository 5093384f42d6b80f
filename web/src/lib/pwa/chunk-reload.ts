import { CHUNK_RELOAD_THROTTLE_MS, STORAGE_KEYS } from '../../config/constants';

/**
 * After a deploy, an open tab may ask for a chunk that no longer exists. Reloading fetches the
 * new index.html; the timestamp in sessionStorage stops a reload loop when the chunk is really
 * missing.
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_THROTTLE_MS;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    message.includes('Failed to fetch dynamically imported module') ||
    message.includes('error loading dynamically imported module') ||
    message.includes('Importing a module script failed') ||
    message.includes('Unable to preload CSS')
  );
}

/** Reloads the page unless it already did so within the throttle window; returns whether it did. */
export function reloadAfterChunkError(storage: Storage = sessionStorage, now = Date.now()): boolean {
  const stored = storage.getItem(STORAGE_KEYS.chunkReloadAt);
  if (!shouldReloadAfterChunkError(stored === null ? null : Number(stored), now)) return false;
  storage.setItem(STORAGE_KEYS.chunkReloadAt, String(now));
  window.location.reload();
  return true;
}

/** Vite fires `vite:preloadError` when a dynamic import's preload fails. */
export function installChunkErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
}
