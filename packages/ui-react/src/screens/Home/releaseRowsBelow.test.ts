import { createUiStore } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { releaseRowsBelow } from './releaseRowsBelow';

/** A promise and its resolve function. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Lets every promise callback queued so far run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start() {
  const ui = createUiStore();
  ui.getState().setFirstScreenLoading(true);
  const loaded = deferred();
  const shown = deferred();
  const timeout = deferred();
  let shownAsked = 0;
  const released = releaseRowsBelow(ui, loaded.promise, {
    imagesShown: () => {
      shownAsked += 1;
      return shown.promise;
    },
    sleep: () => timeout.promise,
    waitMs: 3000,
  });
  return { ui, loaded, shown, timeout, released, shownAsked: () => shownAsked, loading: () => ui.getState().firstScreenLoading };
}

describe('releaseRowsBelow', () => {
  it('waits for the first screen, the home to render it and its first images on screen', async () => {
    for (const order of [['loaded', 'rendered'], ['rendered', 'loaded']] as const) {
      const run = start();
      for (const step of order) {
        await settle();
        expect(run.shownAsked()).toBe(0);
        if (step === 'loaded') run.loaded.resolve();
        else run.ui.getState().setFirstScreenRendered();
      }
      await settle();
      expect(run.shownAsked()).toBe(1);
      expect(run.loading()).toBe(true);
      run.shown.resolve();
      await run.released;
      expect(run.loading()).toBe(false);
    }
  });

  it('does not wait for a home that rendered before it was called', async () => {
    const ui = createUiStore();
    ui.getState().setFirstScreenLoading(true);
    ui.getState().setFirstScreenRendered();
    await releaseRowsBelow(ui, Promise.resolve(), { imagesShown: () => Promise.resolve(), sleep: () => new Promise(() => {}), waitMs: 3000 });
    expect(ui.getState().firstScreenLoading).toBe(false);
  });

  it('releases the rows below after the longest wait when the first screen is still loading', async () => {
    const run = start();
    await settle();
    expect(run.loading()).toBe(true);
    run.timeout.resolve();
    await run.released;
    expect(run.loading()).toBe(false);
  });
});
