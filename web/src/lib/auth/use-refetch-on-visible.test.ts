import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRefetchOnVisible } from './use-refetch-on-visible';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useRefetchOnVisible', () => {
  afterEach(() => setVisibility('visible'));

  it('refetches when the tab becomes visible again', () => {
    const refetch = vi.fn();
    renderHook(() => useRefetchOnVisible(refetch, true));
    setVisibility('hidden');
    expect(refetch).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled (no session)', () => {
    const refetch = vi.fn();
    renderHook(() => useRefetchOnVisible(refetch, false));
    setVisibility('visible');
    expect(refetch).not.toHaveBeenCalled();
  });
});
