import { act, configure, screen, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerProps } from '../../components/Player/Player';
import { createAuthTestConfig, createFakeAccountService, fakeCustomIntegration, testCustomer } from '../../test/accountIntegration';
import { createFetchStub } from '../../test/fetchStub';
import { createTestConfig } from '../../test/fixtures';
import { renderWithApp } from '../../test/renderWithApp';
import { LIVE_CONFIG, LIVE_CONTENT, LIVE_PLAYLIST, NOW } from './liveGuideFixtures';

// Module mocks with modules shared between files (isolate: false): this file evaluates the app's
// modules again after its mocks, and the next file again without them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

const clock = vi.hoisted(() => ({ now: 0 }));
vi.mock('../../hooks/useNow', () => ({ useNow: () => clock.now }));
vi.mock('./LivePlayer', () => ({
  LivePlayer: ({ item, autoplay }: PlayerProps) => (
    <div role="region" aria-label="Player">
      {`${item.title}${autoplay ? ', autoplay' : ''}`}
    </div>
  ),
}));

configure({ asyncUtilTimeout: 5000 });

/** Brightwater Sounds is for subscribers (requiresSubscription), like the demo's lcMusic2. */
const CONTENT = {
  ...LIVE_CONTENT,
  '/v2/playlists/livechan': {
    ...LIVE_PLAYLIST,
    playlist: LIVE_PLAYLIST.playlist.map((channel) => (channel.mediaid === 'chanXml1' ? { ...channel, requiresSubscription: 'true' } : { ...channel, free: 'true' })),
  },
};
const SOUNDS = '/tv?channel=chanXml1';

async function renderGuide(path: string, site: 'authvod' | 'svod' | 'avod', { signedIn = false, gate }: { signedIn?: boolean; gate?: Promise<void> } = {}) {
  const fake = createFakeAccountService({ signedInAs: signedIn ? testCustomer() : null, initializeGate: gate });
  const config =
    site === 'authvod'
      ? createAuthTestConfig({ menu: LIVE_CONFIG.menu })
      : createTestConfig({ menu: LIVE_CONFIG.menu, ...(site === 'svod' ? { contentProtection: { accessModel: 'svod' } } : {}) });
  const view = await renderWithApp({ path, config, integrations: site === 'authvod' ? [fakeCustomIntegration(fake.service)] : [], fetch: createFetchStub(CONTENT) });
  await screen.findByRole('region', { name: 'Programme guide' });
  return view;
}

const paywall = () => screen.findByRole('region', { name: 'Brightwater Sounds' });

describe('live guide paywall (spec 000 §4 Playback, §6 Media access)', () => {
  beforeEach(() => {
    clock.now = NOW;
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it.each(['authvod', 'svod'] as const)('a visitor on the %s site gets the paywall for the subscription channel, not the player', async (site) => {
    await renderGuide(SOUNDS, site);
    const wall = await paywall();
    expect(within(wall).getByRole('heading', { level: 2, name: 'Brightwater Sounds' })).toBeInTheDocument();
    expect(within(wall).getByText('Locked')).toBeInTheDocument();
    expect(within(wall).getByRole('button', { name: 'Sign up to start watching' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
  });

  it('the paywall button opens sign-up on the same guide page', async () => {
    const { user, router } = await renderGuide(SOUNDS, 'authvod');
    await user.click(within(await paywall()).getByRole('button', { name: 'Sign up to start watching' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${SOUNDS}&u=create-account`);
  });

  it('after signing in on AUTHVOD the channel plays in place', async () => {
    const { services } = await renderGuide(SOUNDS, 'authvod');
    await paywall();
    await act(async () => {
      await services.accountController!.login({ email: 'ada@example.com', password: 'secret123', referrer: '/' });
    });
    expect(await screen.findByRole('region', { name: 'Player' })).toHaveTextContent('Brightwater Sounds, autoplay');
    expect(screen.queryByRole('region', { name: 'Brightwater Sounds' })).not.toBeInTheDocument();
  });

  it('a signed-in viewer on AUTHVOD plays it at once', async () => {
    await renderGuide(SOUNDS, 'authvod', { signedIn: true });
    expect(await screen.findByRole('region', { name: 'Player' })).toHaveTextContent('Brightwater Sounds');
  });

  it('offers nothing while the stored session is restored', async () => {
    let release!: () => void;
    await renderGuide(SOUNDS, 'authvod', { signedIn: true, gate: new Promise<void>((resolve) => (release = resolve)) });
    expect(screen.queryByRole('button', { name: 'Sign up to start watching' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('region', { name: 'Player' })).toBeInTheDocument();
  });

  it('a free channel plays for a visitor on the SVOD site', async () => {
    await renderGuide('/tv?channel=chanJson', 'svod');
    expect(await screen.findByRole('region', { name: 'Player' })).toHaveTextContent('Brightwater One');
  });

  it('everything plays on an AVOD site', async () => {
    await renderGuide(SOUNDS, 'avod');
    expect(await screen.findByRole('region', { name: 'Player' })).toHaveTextContent('Brightwater Sounds');
  });
});
