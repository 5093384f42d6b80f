import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRoutePrefetch } from './use-route-prefetch';

describe('useRoutePrefetch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('prefetches after 100 ms of hover or focus', () => {
    const prefetch = vi.fn();
    const { result } = renderHook(() => useRoutePrefetch('/user/profile', prefetch));
    act(() => result.current.onMouseEnter());
    act(() => vi.advanceTimersByTime(99));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(prefetch).toHaveBeenCalledWith('/user/profile');
  });

  it('does not prefetch when the pointer leaves early', () => {
    const prefetch = vi.fn();
    const { result } = renderHook(() => useRoutePrefetch('/user/profile', prefetch));
    act(() => result.current.onFocus());
    act(() => vi.advanceTimersByTime(50));
    act(() => result.current.onBlur());
    act(() => vi.advanceTimersByTime(200));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
