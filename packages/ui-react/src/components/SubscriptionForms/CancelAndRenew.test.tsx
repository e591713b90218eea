import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findAccountDialog } from '../AccountForms/testing/renderAccountModal';
import { renderSubscriptionScreen } from '../../test/renderSubscriptionScreen';
import { monthly } from '../../test/subscriptionFakes';

describe('u=unsubscribe (spec 000 §2, §4 cancel)', () => {
  it('asks first, cancels with the provider, then confirms that access stays until the end of the period', async () => {
    const view = await renderSubscriptionScreen('unsubscribe');
    const dialog = await findAccountDialog('We are sorry to see you go');
    expect(dialog.getByText(/If you unsubscribe, Monthly will not renew/)).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Unsubscribe' })).toHaveFocus());

    await view.user.click(dialog.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('dialog', { name: 'Your subscription is cancelled' })).toBeInTheDocument();
    expect(await screen.findByText('You will not be charged again. You can keep watching until January 15, 2030.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back to payments' })).toHaveFocus());
    expect(view.service.cancelSubscription).toHaveBeenCalledOnce();
    expect(view.services.stores.account.getState().subscription?.status).toBe('cancelled');

    await view.user.click(screen.getByRole('button', { name: 'Back to payments' }));
    await waitFor(() => expect(view.url()).toBe('/u/payments'));
  });

  it('"No, keep my subscription" closes without cancelling', async () => {
    const view = await renderSubscriptionScreen('unsubscribe');
    const dialog = await findAccountDialog('We are sorry to see you go');
    await view.user.click(dialog.getByRole('button', { name: 'No, keep my subscription' }));
    await waitFor(() => expect(view.url()).toBe('/u/payments'));
    expect(view.service.cancelSubscription).not.toHaveBeenCalled();
  });

  it('says so when the provider refuses, and the subscription stays active', async () => {
    const view = await renderSubscriptionScreen('unsubscribe');
    view.service.cancelSubscription.mockRejectedValueOnce(new Error('Missing unsubscribe url'));
    const dialog = await findAccountDialog('We are sorry to see you go');
    await view.user.click(dialog.getByRole('button', { name: 'Unsubscribe' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your subscription could not be cancelled. Please try again later.');
    expect(view.services.stores.account.getState().subscription?.status).toBe('active');
  });

  it('has nothing to cancel for a subscription that is already cancelled', async () => {
    await renderSubscriptionScreen('unsubscribe', { billing: { subscriptions: [monthly({ status: 'cancelled' })] } });
    const dialog = await findAccountDialog('We are sorry to see you go');
    expect(dialog.getByText('There is no active subscription to cancel.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});

describe('u=renew-subscription (spec 000 §4 renew)', () => {
  it('renews a cancelled subscription, then confirms the next fee and its date', async () => {
    const view = await renderSubscriptionScreen('renew-subscription', { billing: { subscriptions: [monthly({ status: 'cancelled' })] } });
    const dialog = await findAccountDialog('Renew your subscription');
    expect(dialog.getByText('Your next payment will be on January 15, 2030.')).toBeInTheDocument();

    await view.user.click(dialog.getByRole('button', { name: 'Renew subscription' }));

    expect(await screen.findByRole('dialog', { name: 'Your subscription is renewed' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome back! You will pay €9.99 from January 15, 2030.')).toBeInTheDocument();
    expect(view.service.renewSubscription).toHaveBeenCalledOnce();
    expect(view.services.stores.account.getState().subscription?.status).toBe('active');
  });

  it.each([
    ['an active subscription', 'active', true],
    ['a provider that cannot renew', 'cancelled', false],
  ] as const)('offers nothing for %s', async (_case, status, canRenewSubscription) => {
    await renderSubscriptionScreen('renew-subscription', { billing: { subscriptions: [monthly({ status })] }, capabilities: { canRenewSubscription } });
    const dialog = await findAccountDialog('Renew your subscription');
    expect(dialog.getByText('This subscription cannot be renewed here.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Renew subscription' })).not.toBeInTheDocument();
  });

  it('says so when the renewal fails', async () => {
    const view = await renderSubscriptionScreen('renew-subscription', { billing: { subscriptions: [monthly({ status: 'cancelled' })] } });
    view.service.renewSubscription.mockRejectedValueOnce(new Error('Subscription has expired'));
    const dialog = await findAccountDialog('Renew your subscription');
    await view.user.click(dialog.getByRole('button', { name: 'Renew subscription' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your subscription could not be renewed. Please try again later.');
  });
});
