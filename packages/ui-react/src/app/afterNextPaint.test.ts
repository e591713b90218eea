import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the next animation frame, then for a task after it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let done = false;
    const painted = afterNextPaint().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    frames.forEach((callback) => callback(0));
    expect(done).toBe(false);
    await painted;
    expect(done).toBe(true);
  });

  it('waits for a task where there are no animation frames', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    await expect(afterNextPaint()).resolves.toBeUndefined();
  });
});
