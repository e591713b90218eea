import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findAccountDialog } from '../AccountForms/testing/renderAccountModal';
import { renderSubscriptionScreen } from '../../test/renderSubscriptionScreen';

describe('u=upgrade-subscription (spec 000 §4 "Plan change")', () => {
  it('an upgrade applies now and ends on upgrade-subscription-success', async () => {
    const view = await renderSubscriptionScreen('upgrade-subscription', { query: 'offerId=S-yearly' });
    const dialog = await findAccountDialog('Change plan');
    expect(dialog.getByText('Switch from Monthly to Yearly. The new plan starts right away.')).toBeInTheDocument();
    expect(dialog.getByText('New price: €99.00')).toBeInTheDocument();

    await view.user.click(dialog.getByRole('button', { name: 'Change plan' }));

    await waitFor(() => expect(view.url()).toBe('/u/payments?u=upgrade-subscription-success'));
    expect(await screen.findByRole('dialog', { name: 'Plan changed' })).toBeInTheDocument();
    expect(await screen.findByText('Your new plan is active and ready to enjoy now.')).toBeInTheDocument();
    expect(view.service.switchSubscription).toHaveBeenCalledWith({ customerId: 'c-1', offerId: 'S-monthly', toOfferId: 'S-yearly', switchDirection: 'upgrade' });
    expect(view.services.stores.account.getState().subscription?.offerId).toBe('S-yearly');
  });

  it('a downgrade is pending until the end of the paid period: upgrade-subscription-pending', async () => {
    const view = await renderSubscriptionScreen('upgrade-subscription', { query: 'offerId=S-weekly' });
    const dialog = await findAccountDialog('Change plan');
    expect(dialog.getByText(/You keep your current plan until January 15, 2030/)).toBeInTheDocument();

    await view.user.click(dialog.getByRole('button', { name: 'Change plan' }));

    await waitFor(() => expect(view.url()).toBe('/u/payments?u=upgrade-subscription-pending'));
    expect(await screen.findByRole('dialog', { name: 'Plan change scheduled' })).toBeInTheDocument();
    expect(await screen.findByText('Your plan changes to your new plan on January 15, 2030. Until then nothing changes.')).toBeInTheDocument();
    expect(view.services.stores.account.getState().subscription?.offerId).toBe('S-monthly');
  });

  it('a failed switch ends on upgrade-subscription-error and changes nothing', async () => {
    const view = await renderSubscriptionScreen('upgrade-subscription', { query: 'offerId=S-yearly' });
    view.service.switchSubscription.mockRejectedValueOnce(new Error('Switch not allowed'));
    const dialog = await findAccountDialog('Change plan');
    await view.user.click(dialog.getByRole('button', { name: 'Change plan' }));

    await waitFor(() => expect(view.url()).toBe('/u/payments?u=upgrade-subscription-error'));
    expect(await screen.findByRole('dialog', { name: 'Plan not changed' })).toBeInTheDocument();
    expect(await screen.findByText('Your plan could not be changed. Nothing was charged; please try again later.')).toBeInTheDocument();
    expect(view.services.stores.account.getState().subscription?.offerId).toBe('S-monthly');
  });

  it.each([['offerId=S-unknown'], ['']])('says the plan is not available for %o', async (query) => {
    await renderSubscriptionScreen('upgrade-subscription', { query });
    const dialog = await findAccountDialog('Change plan');
    expect(dialog.getByText('This plan is not available. Please choose another one on the payments page.')).toBeInTheDocument();
  });

  it('"Keep my current plan" closes without switching', async () => {
    const view = await renderSubscriptionScreen('upgrade-subscription', { query: 'offerId=S-yearly' });
    const dialog = await findAccountDialog('Change plan');
    await view.user.click(dialog.getByRole('button', { name: 'Keep my current plan' }));
    await waitFor(() => expect(view.url()).toBe('/u/payments'));
    expect(view.service.switchSubscription).not.toHaveBeenCalled();
  });
});
