import { act, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EPG_LIVE_REFRESH_MS } from '@ott/common';
import type { PlayerProps } from '../../components/Player/Player';
import { createFetchStub } from '../../test/fetchStub';
import { renderWithApp } from '../../test/renderWithApp';
import { LIVE_CONFIG, LIVE_CONTENT, NOW } from './liveGuideFixtures';

// Module mocks with modules shared between files (isolate: false): this file evaluates the app's
// modules again after its mocks, and the next file again without them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('./LivePlayer', () => ({
  LivePlayer: ({ item }: PlayerProps) => <div role="region" aria-label="Player">{item.title}</div>,
}));

const HALF_HOUR = 30 * 60 * 1000;

describe('<LiveGuide> clock', () => {
  // Only the clock and intervals are fake: the guide's 5 s tick is driven by hand, the rest runs normally.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // Two seconds before "Harbour Live" (on air until NOW + 30 min) ends.
    vi.setSystemTime(NOW + HALF_HOUR - 2000);
  });
  afterEach(() => vi.useRealTimers());

  it('recomputes programme states every 5 s: the LIVE tag moves on to the next programme', async () => {
    await renderWithApp({ path: '/tv', config: LIVE_CONFIG, fetch: createFetchStub(LIVE_CONTENT) });
    expect(await screen.findByRole('region', { name: 'Harbour Live' })).toHaveTextContent('LIVE');
    expect(screen.getByRole('button', { name: /Harbour Live/ })).toHaveAccessibleName(/LIVE$/);

    act(() => vi.advanceTimersByTime(EPG_LIVE_REFRESH_MS));

    expect(screen.getByRole('region', { name: 'Evening Concert' })).toHaveTextContent('LIVE');
    expect(screen.getByRole('button', { name: /Evening Concert/ })).toHaveAccessibleName(/LIVE$/);
    expect(screen.getByRole('button', { name: /Harbour Live/ })).toHaveClass('ott-epg-programme--past');
  });
});
