import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/renderWithApp';
import { createFakeSubscriptionService, SUBSCRIBER, withSubscriptions } from '../../test/subscriptionFakes';
import { Header } from '../Header/Header';

async function renderMenu({ customerPortal = false, subscribed = true } = {}) {
  const fake = createFakeSubscriptionService(subscribed ? {} : { subscriptions: [] });
  const view = await renderWithApp({
    path: '/',
    routes: [{ path: '*', element: <Header /> }],
    prepare: (app) => {
      // The menu needs an account controller to show at all; the header reads nothing else of it.
      app.accountController = { logout: vi.fn(async () => undefined) } as never;
      app.integration = { name: 'billing', offerProvider: 'billing', ownRegisterSources: [], customerPortal };
      app.stores.site.getState().setAccessModel('SVOD');
      app.stores.account.getState().setSession({ user: SUBSCRIBER });
      const controller = withSubscriptions(app, fake.service);
      void controller.reloadSubscriptions();
    },
  });
  await view.user.click(await screen.findByRole('button', { name: 'Ada Lovelace: account menu' }));
  return { ...view, ...fake, menu: within(screen.getByRole('menu')) };
}

describe('user menu of an SVOD site with subscriptions (spec 000 §6)', () => {
  it('lists payments, which leads to /u/payments', async () => {
    const view = await renderMenu();
    expect(view.menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Account', 'Payments', 'Log out']);
    await view.user.click(view.menu.getByRole('menuitem', { name: 'Payments' }));
    expect(view.router.state.location.pathname).toBe('/u/payments');
  });

  it('with a customer portal, "Manage subscription" opens the portal for a subscriber', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://localhost:3000/', assign } as Location);
    const view = await renderMenu({ customerPortal: true });
    await view.user.click(view.menu.getByRole('menuitem', { name: 'Manage subscription' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://portal.test/?return=http%3A%2F%2Flocalhost%3A3000%2F'));
  });

  it('with a customer portal and no subscription, "Manage subscription" opens choose-offer', async () => {
    const view = await renderMenu({ customerPortal: true, subscribed: false });
    await view.user.click(view.menu.getByRole('menuitem', { name: 'Manage subscription' }));
    await waitFor(() => expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe('/?u=choose-offer'));
  });
});
