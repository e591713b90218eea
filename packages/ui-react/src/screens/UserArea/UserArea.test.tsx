import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthTestConfig, createFakeAccountService, fakeCustomIntegration, testCustomer } from '../../test/accountIntegration';
import { createTestConfig } from '../../test/fixtures';
import { renderWithApp } from '../../test/renderWithApp';

// Module mocks with modules shared between files (isolate: false): this file evaluates the app's
// modules again after its mocks, and the next file again without them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// The account page is engineer C's screen: here only that the route shows it.
vi.mock('../MyAccount/MyAccount', () => ({ default: () => <h1>My account stand-in</h1> }));

beforeAll(async () => {
  await import('./UserArea');
  await import('../Favorites/Favorites');
});

const main = () => within(screen.getByRole('main'));

async function renderUserArea(path: string, { signedIn = true, avod = false, gate }: { signedIn?: boolean; avod?: boolean; gate?: Promise<void> } = {}) {
  const fake = createFakeAccountService({ signedInAs: signedIn ? testCustomer() : null, initializeGate: gate });
  return renderWithApp({
    path,
    config: avod ? createTestConfig() : createAuthTestConfig(),
    integrations: [fakeCustomIntegration(fake.service)],
  });
}

describe('user area routes /u (spec 000 §2)', () => {
  it.each([
    ['a visitor', '/u/favorites', { signedIn: false }, '/'],
    ['a visitor', '/u/my-account', { signedIn: false }, '/'],
    ['an AVOD site (no accounts)', '/u/my-account', { avod: true }, '/'],
    ['an unknown sub-path', '/u/settings', {}, '/u/my-account'],
    ['the user area itself', '/u', {}, '/u/my-account'],
    ['payments (SVOD only)', '/u/payments', {}, '/u/my-account'],
  ])('%s: %s (%o) redirects to %s', async (_case, path, options, target) => {
    const { router } = await renderUserArea(path, options);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('shows the account page at /u/my-account', async () => {
    const { router } = await renderUserArea('/u/my-account');
    expect(await main().findByRole('heading', { name: 'My account stand-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/u/my-account');
  });

  it('shows the favorites page at /u/favorites', async () => {
    await renderUserArea('/u/favorites');
    expect(await main().findByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
  });

  it('waits with the loading indicator while the session is restored, without redirecting', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { router } = await renderUserArea('/u/favorites', { gate });
    expect(await main().findByRole('status')).toHaveTextContent('Loading…');
    expect(router.state.location.pathname).toBe('/u/favorites');
    await act(async () => release());
    expect(await main().findByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
  });

  it('goes home when the user logs out on a user page', async () => {
    const { router, services } = await renderUserArea('/u/favorites');
    await main().findByRole('heading', { level: 1, name: 'Favorites' });
    await act(() => services.accountController!.logout());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
