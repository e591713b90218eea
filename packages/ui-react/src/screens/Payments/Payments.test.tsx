import { NO_PROVIDER_CAPABILITIES, type AppServices, type ProviderCapabilities, type Subscription, type SubscriptionService } from '@ott/common';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/renderWithApp';
import { card, createFakeSubscriptionService, monthly, SUBSCRIBER, transaction, withSubscriptions, type FakeBilling } from '../../test/subscriptionFakes';

/** The subscription-billing provider's row of 000 §6 (renew and payment method yes), with receipts where a test asks. */
const BILLING: ProviderCapabilities = { ...NO_PROVIDER_CAPABILITIES, canUpdateEmail: true, canRenewSubscription: true, canUpdatePaymentMethod: true };

interface Options {
  billing?: Partial<FakeBilling>;
  capabilities?: Partial<ProviderCapabilities>;
  accessModel?: 'SVOD' | 'AUTHVOD';
  /** No subscription service at all on this site. */
  noSubscriptions?: boolean;
  prepare?(app: AppServices, service: SubscriptionService): void;
}

async function renderPayments({ billing, capabilities, accessModel = 'SVOD', noSubscriptions = false, prepare }: Options = {}) {
  const fake = createFakeSubscriptionService(billing);
  const view = await renderWithApp({
    path: '/u/payments',
    prepare: (app) => {
      app.stores.site.getState().setAccessModel(accessModel);
      const account = app.stores.account.getState();
      account.setCapabilities({ ...BILLING, ...capabilities });
      account.setSession({ user: SUBSCRIBER });
      if (!noSubscriptions) withSubscriptions(app, fake.service);
      prepare?.(app, fake.service);
    },
  });
  return { ...view, ...fake };
}

const main = () => within(screen.getByRole('main'));
const section = async (name: string) => within(await screen.findByRole('region', { name }, { timeout: 5000 }));
const url = ({ router }: { router: { state: { location: { pathname: string; search: string } } } }) => `${router.state.location.pathname}${router.state.location.search}`;

describe('/u/payments: where it exists (spec 000 §2, §6)', () => {
  it.each([
    ['AUTHVOD', false, '/u/my-account'],
    ['SVOD', true, '/u/my-account'],
  ] as const)('under %s (no subscription service: %s) it goes to %s', async (accessModel, noSubscriptions, target) => {
    const view = await renderPayments({ accessModel, noSubscriptions });
    await waitFor(() => expect(view.router.state.location.pathname).toBe(target));
  });

  it('shows under SVOD with a subscription service, titled Payments', async () => {
    await renderPayments();
    expect(await main().findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Payments/));
  });
});

describe('/u/payments: subscription details', () => {
  it('shows the plan, its status, price per period and next payment, with cancel and change plan', async () => {
    await renderPayments();
    const details = await section('Subscription details');
    expect(await details.findByText('Monthly')).toBeInTheDocument();
    expect(details.getByText('Active')).toBeInTheDocument();
    expect(details.getByText('€9.99 per month')).toBeInTheDocument();
    expect(details.getByText('Next payment')).toBeInTheDocument();
    expect(details.getByText('January 15, 2030')).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'Cancel subscription' })).toHaveAttribute('href', '/u/payments?u=unsubscribe');
    expect(details.getByRole('button', { name: 'Change plan' })).toBeInTheDocument();
    expect(details.queryByRole('link', { name: 'Renew subscription' })).not.toBeInTheDocument();
  });

  it.each([
    // status, renewal allowed -> renew offered, cancel offered, date label
    ['cancelled', true, true, false, 'Access until'],
    ['cancelled', false, false, false, 'Access until'],
    ['active_trial', true, false, true, 'Next payment'],
  ] as const)('a %s subscription (renewal allowed: %s): renew %s, cancel %s, "%s"', async (status, canRenew, renew, cancel, dateLabel) => {
    await renderPayments({ billing: { subscriptions: [monthly({ status })] }, capabilities: { canRenewSubscription: canRenew } });
    const details = await section('Subscription details');
    expect(await details.findByText(dateLabel)).toBeInTheDocument();
    expect(details.queryByRole('link', { name: 'Renew subscription' }) !== null).toBe(renew);
    expect(details.queryByRole('link', { name: 'Cancel subscription' }) !== null).toBe(cancel);
  });

  it.each([
    ['apple', 'Apple'],
    ['google', 'Google'],
    ['roku', 'Roku'],
  ])('a subscription bought through %s hides plan changes and links to its support', async (gateway, name) => {
    await renderPayments({ billing: { subscriptions: [monthly({ paymentGateway: gateway })] } });
    const details = await section('Subscription details');
    const help = await details.findByRole('link', { name: `${name} subscription help` });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help.getAttribute('href')).toMatch(/^https:\/\/support\./);
    expect(details.queryByRole('button', { name: 'Change plan' })).not.toBeInTheDocument();
    expect(details.queryByRole('link', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('without a subscription offers to choose a plan', async () => {
    await renderPayments({ billing: { subscriptions: [monthly({ status: 'expired' })] } });
    const details = await section('Subscription details');
    expect(await details.findByText('You have no subscription.')).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/u/payments?u=choose-offer');
  });

  it('says so when the subscriptions cannot be loaded, and tries again on request', async () => {
    const view = await renderPayments({ prepare: (_app, service) => vi.mocked(service.getSubscriptions).mockRejectedValueOnce(new Error('offline')) });
    const details = await section('Subscription details');
    expect(await details.findByRole('alert')).toHaveTextContent('This information could not be loaded.');
    await view.user.click(details.getByRole('button', { name: 'Try again' }));
    expect(await details.findByText('Monthly')).toBeInTheDocument();
  });
});

describe('/u/payments: change plan (spec 000 §4 "Plan change")', () => {
  it('lists the plans the provider offers; continuing opens the upgrade-subscription overlay for the chosen one', async () => {
    const view = await renderPayments();
    const details = await section('Subscription details');
    const toggle = await details.findByRole('button', { name: 'Change plan' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const plans = await details.findByRole('group', { name: 'Choose your new plan' });
    expect(within(plans).getAllByRole('radio').map((radio) => radio.closest('div')?.textContent)).toEqual([
      'Yearly · €99.00 (starts now)',
      'Weekly · €2.99 (starts when the current period ends)',
    ]);
    const next = details.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await view.user.click(within(plans).getByRole('radio', { name: /Yearly/ }));
    await view.user.click(next);
    expect(url(view)).toBe('/u/payments?u=upgrade-subscription&offerId=S-yearly');
  });

  it('closes on its own when the subscription changes status', async () => {
    const view = await renderPayments();
    const details = await section('Subscription details');
    const toggle = await details.findByRole('button', { name: 'Change plan' });
    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => view.services.stores.account.getState().setSubscription({ ...monthly(), pendingSwitchId: 'sw-1' } as Subscription));
    await waitFor(() => expect(details.queryByRole('group', { name: 'Choose your new plan' })).not.toBeInTheDocument());
  });
});

describe('/u/payments: payment method and billing history', () => {
  it('shows the card by its last four digits and expiry, with edit card where the provider can', async () => {
    await renderPayments();
    const method = await section('Payment method');
    expect(await method.findByText('Card ending in 4242')).toBeInTheDocument();
    expect(method.getByText('12/31')).toBeInTheDocument();
    expect(method.getByRole('link', { name: 'Edit card' })).toHaveAttribute('href', '/u/payments?u=edit-card');
    expect(method.getByRole('link', { name: 'Change payment method' })).toHaveAttribute('href', '/u/payments?u=payment-method');
  });

  it('offers no change of payment method where the provider cannot (canUpdatePaymentMethod)', async () => {
    await renderPayments({ capabilities: { canUpdatePaymentMethod: false }, billing: { paymentDetails: [card({ paymentMethod: 'paypal', paymentMethodSpecificParams: {} })] } });
    const method = await section('Payment method');
    expect(await method.findByText('PayPal')).toBeInTheDocument();
    expect(method.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    [0, 0, false],
    [3, 3, false],
    [4, 4, false],
    [9, 4, true],
  ])('with %i transactions the history shows %i, "show all" offered: %s', async (count, shown, showAll) => {
    await renderPayments({ billing: { transactions: Array.from({ length: count }, (_, index) => transaction(index + 1)) } });
    const history = await section('Billing history');
    if (count === 0) {
      await waitFor(() => expect(history.getByText('No transactions yet.')).toBeInTheDocument());
    } else {
      await waitFor(() => expect(history.getAllByRole('listitem')).toHaveLength(shown));
    }
    expect(history.queryByRole('button', { name: 'Show all transactions' }) !== null).toBe(showAll);
  });

  it('"show all" lists the rest and moves focus to the first one that was hidden', async () => {
    const view = await renderPayments({ billing: { transactions: Array.from({ length: 20 }, (_, index) => transaction(index + 1)) } });
    const history = await section('Billing history');
    await view.user.click(await history.findByRole('button', { name: 'Show all transactions' }));
    await waitFor(() => expect(history.getAllByRole('listitem')).toHaveLength(20));
    expect(history.getAllByRole('listitem')[4]).toHaveFocus();
    expect(history.queryByRole('button', { name: 'Show all transactions' })).not.toBeInTheDocument();
    expect(history.getByText('Monthly 5')).toBeInTheDocument();
  });

  it('a transaction shows its title, date and price paid', async () => {
    await renderPayments({ billing: { transactions: [transaction(0)] } });
    const row = within(await (await section('Billing history')).findByRole('listitem'));
    expect(row.getByText('Monthly 0')).toBeInTheDocument();
    expect(row.getByText('January 15, 2030')).toBeInTheDocument();
    expect(row.getByText('€9.99 paid with card')).toBeInTheDocument();
  });

  it('downloads a receipt as receipt_{id}.pdf where the provider has receipts', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const view = await renderPayments({ capabilities: { canShowReceipts: true }, billing: { transactions: [transaction(1)] } });
    const history = await section('Billing history');
    await view.user.click(await history.findByRole('button', { name: 'Receipt: Monthly 1, December 16, 2029' }));
    await waitFor(() => expect(downloads).toEqual(['receipt_T1.pdf']));
    expect(view.service.getReceipt).toHaveBeenCalledWith({ transactionId: 'T1', customerId: 'c-1' });
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it('offers no receipts where the provider has none, and says so when one cannot be loaded', async () => {
    const view = await renderPayments({ billing: { transactions: [transaction(1)] } });
    const shown = await section('Billing history');
    await shown.findByText('Monthly 1');
    expect(shown.queryByRole('button', { name: /Receipt/ })).not.toBeInTheDocument();
    view.unmount();

    const failing = await renderPayments({ capabilities: { canShowReceipts: true }, billing: { transactions: [transaction(1)] } });
    failing.service.getReceipt.mockRejectedValueOnce(new Error('gone'));
    const history = await section('Billing history');
    await failing.user.click(await history.findByRole('button', { name: /^Receipt/ }));
    expect(await history.findByRole('alert')).toHaveTextContent('The receipt could not be loaded.');
  });
});
