import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../test/renderWithApp';
import { useViewportWidth } from './useViewportWidth';

describe('useViewportWidth', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the window width on resize', () => {
    setViewportWidth(800);
    const { result } = renderHook(() => useViewportWidth());
    expect(result.current).toBe(800);
    act(() => setViewportWidth(390));
    expect(result.current).toBe(390);
  });

  it('reads the window only when it resizes, not at every render (a read can force a layout)', () => {
    setViewportWidth(1024);
    const { result, rerender } = renderHook(() => useViewportWidth());
    const read = vi.spyOn(window, 'innerWidth', 'get');
    for (let count = 0; count < 5; count += 1) rerender();
    expect(result.current).toBe(1024);
    expect(read).not.toHaveBeenCalled();
  });
});
