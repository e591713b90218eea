import { nextTask } from './nextTask';

/**
 * Resolves once the browser has painted the next frame: a task queued from an animation-frame
 * callback runs after that frame's paint (without animation frames, e.g. in a hidden tab, after a
 * task). The home releases the rows below the first screen only then, so that their rendering does
 * not hold back the paint of the first cards' images.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return nextTask();
  return new Promise((resolve) => {
    requestAnimationFrame(() => void nextTask().then(resolve));
  });
}
