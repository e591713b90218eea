import type { UiStore } from '@ott/common';

export interface ReleaseTiming {
  /** Resolves once the first screen's important images are on screen (`importantImagesShown`). */
  imagesShown(): Promise<void>;
  /** Resolves after `ms` (`timerSleep`). */
  sleep(ms: number): Promise<void>;
  /** The longest the rows below wait (FIRST_SCREEN_WAIT_MS). */
  waitMs: number;
}

/** Resolves once the home has rendered (`firstScreenRendered` of the ui store). */
function homeRendered(ui: UiStore): Promise<void> {
  return new Promise((resolve) => {
    if (ui.getState().firstScreenRendered) return resolve();
    const unsubscribe = ui.subscribe((state) => {
      if (!state.firstScreenRendered) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Lets the home's rows below the first screen load (`firstScreenLoading` back to false) once the
 * first screen has what it shows (`firstScreenLoaded`: its lists and first images), the home has
 * rendered, and its first images are on screen; never later than `waitMs`.
 * The images often arrive while the app's script still runs: released then, the rows below would
 * render, and ask for their lists, before the first cards are on screen.
 */
export async function releaseRowsBelow(ui: UiStore, firstScreenLoaded: Promise<void>, timing: ReleaseTiming): Promise<void> {
  const firstScreenShown = Promise.all([firstScreenLoaded, homeRendered(ui)]).then(timing.imagesShown);
  await Promise.race([firstScreenShown, timing.sleep(timing.waitMs)]);
  ui.getState().setFirstScreenLoading(false);
}
