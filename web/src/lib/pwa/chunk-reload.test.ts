import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError, shouldReloadAfterChunkError } from './chunk-reload';

describe('chunk-load reload throttle', () => {
  it('reloads the first time and then at most once per 10 s', () => {
    expect(shouldReloadAfterChunkError(null, 50_000)).toBe(true);
    expect(shouldReloadAfterChunkError(45_000, 50_000)).toBe(false);
    expect(shouldReloadAfterChunkError(40_000, 50_000)).toBe(true);
    expect(shouldReloadAfterChunkError(Number.NaN, 50_000)).toBe(true);
  });

  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadAfterChunkError', () => {
  const location = window.location;
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: location });
  });

  it('stores the time in sessionStorage and does not reload twice within 10 s', () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    expect(reloadAfterChunkError(sessionStorage, 100_000)).toBe(true);
    expect(sessionStorage.getItem('larder.chunk-reload-at')).toBe('100000');
    expect(reloadAfterChunkError(sessionStorage, 105_000)).toBe(false);
    expect(reloadAfterChunkError(sessionStorage, 110_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
