import { act, renderHook } from '@testing-library/react';
import { EPG_LIVE_REFRESH_MS } from '@ott/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './useNow';

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every 5 s by default', () => {
    const { result } = renderHook(() => useNow());
    expect(result.current).toBe(1_000_000);
    act(() => vi.advanceTimersByTime(EPG_LIVE_REFRESH_MS - 1));
    expect(result.current).toBe(1_000_000);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1_000_000 + EPG_LIVE_REFRESH_MS);
  });

  it('takes another interval and stops ticking when unmounted', () => {
    const { result, unmount } = renderHook(() => useNow(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(1_001_000);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
