import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthTestConfig, createFakeAccountService, fakeCustomIntegration, testCustomer } from '../../test/accountIntegration';
import { createFetchStub } from '../../test/fetchStub';
import { createTestConfig } from '../../test/fixtures';
import { renderWithApp } from '../../test/renderWithApp';
import { MOVIE, mediaReply } from './mediaTestFixtures';

// Module mocks with modules shared between files (isolate: false): this file evaluates the app's
// modules again after its mocks, and the next file again without them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('../../components/Player/Player', async () => (await import('./mediaTestFixtures')).playerMock());
vi.mock('../../components/FavoriteButton/FavoriteButton', async () => (await import('./mediaTestFixtures')).favoriteButtonMock());

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await import('./Media');
});

/** The movie without its free flag: under AUTHVOD only a logged-in viewer may play it. */
const LOCKED_MOVIE = { ...MOVIE, free: undefined };

const main = () => within(screen.getByRole('main'));

async function renderMovie(path: string, { site = 'authvod', signedIn = false, gate }: { site?: 'authvod' | 'avod'; signedIn?: boolean; gate?: Promise<void> } = {}) {
  const fake = createFakeAccountService({ signedInAs: signedIn ? testCustomer() : null, initializeGate: gate });
  const view = await renderWithApp({
    path,
    config: site === 'authvod' ? createAuthTestConfig() : createTestConfig(),
    integrations: [fakeCustomIntegration(fake.service)],
    fetch: createFetchStub({ '/v2/media/mvTide01': mediaReply(LOCKED_MOVIE) }),
  });
  await main().findByRole('heading', { level: 1, name: 'The Long Tide' });
  return view;
}

describe('AUTHVOD paywall on the media screen (spec 000 §4 Playback, §6 Media access)', () => {
  it('a visitor gets "Sign up to start watching" and no player, even with play=1', async () => {
    const { user, router } = await renderMovie('/m/mvTide01/the-long-tide?play=1');
    const button = await main().findByRole('button', { name: 'Sign up to start watching' });
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Start watching' })).not.toBeInTheDocument();

    await user.click(button);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/m/mvTide01/the-long-tide?play=1&u=create-account');
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
  });

  it('once the visitor has signed in, the same page plays', async () => {
    const { router, services } = await renderMovie('/m/mvTide01/the-long-tide?play=1');
    await main().findByRole('button', { name: 'Sign up to start watching' });
    await act(async () => {
      await services.accountController!.login({ email: 'ada@example.com', password: 'secret123', referrer: '/' });
    });
    expect(await screen.findByTestId('player')).toHaveAttribute('data-media-id', 'mvTide01');
    expect(router.state.location.search).toBe('?play=1');
  });

  it('a logged-in user gets "Start watching" and plays', async () => {
    const { user } = await renderMovie('/m/mvTide01/the-long-tide', { signedIn: true });
    await user.click(await main().findByRole('button', { name: 'Start watching' }));
    expect(await screen.findByTestId('player')).toHaveAttribute('data-media-id', 'mvTide01');
  });

  it('offers nothing and plays nothing while the stored session is restored, then plays for the restored user', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await renderMovie('/m/mvTide01/the-long-tide?play=1', { signedIn: true, gate });
    expect(main().queryByRole('button', { name: 'Sign up to start watching' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByTestId('player')).toBeInTheDocument();
  });

  it('is unchanged on an AVOD site: everybody plays', async () => {
    const { user } = await renderMovie('/m/mvTide01/the-long-tide', { site: 'avod' });
    await user.click(await main().findByRole('button', { name: 'Start watching' }));
    await waitFor(() => expect(screen.getByTestId('player')).toBeInTheDocument());
  });
});

describe('offers of the item (a pass, a pay-per-view)', () => {
  it.each([
    ['granted: the item plays', true, 'Start watching'],
    ['not granted: it is bought', false, 'Buy'],
  ])('%s', async (_case, granted, label) => {
    const fake = createFakeAccountService({ signedInAs: testCustomer() });
    const getEntitlements = vi.fn(async () => ({ accessGranted: granted }));
    await renderWithApp({
      path: '/m/mvTide01/the-long-tide',
      config: createAuthTestConfig(),
      integrations: [fakeCustomIntegration(fake.service)],
      fetch: createFetchStub({ '/v2/media/mvTide01': mediaReply({ ...LOCKED_MOVIE, productIds: 'custom:P_pass' }) }),
      prepare: (services) => {
        services.services.entitlement = { getEntitlements, getMediaToken: vi.fn() };
      },
    });
    expect(await main().findByRole('button', { name: label })).toBeInTheDocument();
    expect(getEntitlements).toHaveBeenCalledWith('P_pass');
  });
});
