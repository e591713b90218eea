import type { AdPlaybackState } from '@ott/player';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/renderWithI18n';
import { AdOverlay } from './AdOverlay';

const AD: AdPlaybackState = { breakId: 'adsbrw01-0', position: 1, count: 2, duration: 8, currentTime: 2.2, skipOffset: 5, clickable: true, stitched: false };

function renderOverlay(ad: Partial<AdPlaybackState> = {}) {
  const session = { skipAd: vi.fn(), clickAd: vi.fn() };
  renderWithI18n(<AdOverlay ad={{ ...AD, ...ad }} session={session} />);
  return session;
}

describe('AdOverlay', () => {
  it('says an ad plays, which of the break, announced to screen readers, and the time left', () => {
    renderOverlay();
    expect(screen.getByRole('status')).toHaveTextContent('Ad 1 of 2');
    expect(screen.getByText('0:05 left')).toBeInTheDocument();
  });

  it('counts down to the skip offset, with no skip button yet', () => {
    renderOverlay({ currentTime: 2.2 });
    expect(screen.getByText('Skip in 3 s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip ad' })).not.toBeInTheDocument();
  });

  it('shows the skip button from the skip offset on, reachable and pressed by keyboard', async () => {
    const user = userEvent.setup();
    const session = renderOverlay({ currentTime: 5 });
    expect(screen.queryByText(/Skip in/)).not.toBeInTheDocument();
    await user.tab(); // Visit advertiser
    await user.tab();
    expect(screen.getByRole('button', { name: 'Skip ad' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(session.skipAd).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an ad that cannot be skipped', { skipOffset: null }],
    ['a stitched ad without a skip offset', { skipOffset: null, stitched: true }],
  ])('%s shows neither countdown nor skip button', (_case, ad) => {
    renderOverlay(ad);
    expect(screen.queryByText(/Skip/)).not.toBeInTheDocument();
  });

  it('links to the advertiser when the ad has a page', async () => {
    const session = renderOverlay();
    await userEvent.click(screen.getByRole('button', { name: 'Visit advertiser' }));
    expect(session.clickAd).toHaveBeenCalledTimes(1);
  });

  it('has no advertiser button when the ad has no page, and no time left before the duration is known', () => {
    renderOverlay({ clickable: false, duration: Number.NaN });
    expect(screen.queryByRole('button', { name: 'Visit advertiser' })).not.toBeInTheDocument();
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
  });
});
