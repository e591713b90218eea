import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findAccountDialog } from '../AccountForms/testing/renderAccountModal';
import { renderSubscriptionScreen } from '../../test/renderSubscriptionScreen';
import { card } from '../../test/subscriptionFakes';

describe('u=payment-method and u=payment-method-success', () => {
  it.each([
    ['a card', [card()], 'You pay with the card ending in 4242 (expires 12/31).', 'Use another card'],
    ['PayPal', [card({ paymentMethod: 'paypal', paymentMethodSpecificParams: {} })], 'You pay with PayPal.', 'Use another card'],
    ['nothing', [], 'You have no payment method on file yet.', 'Add a card'],
  ])('with %s on file it says so and leads to edit-card', async (_case, paymentDetails, text, action) => {
    const view = await renderSubscriptionScreen('payment-method', { billing: { paymentDetails } });
    const dialog = await findAccountDialog('Payment method');
    expect(dialog.getByText(text)).toBeInTheDocument();
    await view.user.click(dialog.getByRole('link', { name: action }));
    await waitFor(() => expect(view.url()).toBe('/u/payments?u=edit-card'));
  });

  it('where the provider cannot update payment details it says so', async () => {
    await renderSubscriptionScreen('payment-method', { capabilities: { canUpdatePaymentMethod: false } });
    const dialog = await findAccountDialog('Payment method');
    expect(dialog.getByText('Payment details cannot be changed on this site.')).toBeInTheDocument();
    expect(dialog.queryByRole('link')).not.toBeInTheDocument();
  });

  it('the success screen confirms and reloads the payment details and the subscription', async () => {
    const view = await renderSubscriptionScreen('payment-method-success');
    expect(await screen.findByRole('dialog', { name: 'Payment method updated' })).toBeInTheDocument();
    expect(await screen.findByText('Your payment details have been updated.')).toBeInTheDocument();
    // Once by the page's load, once more by the success screen.
    await waitFor(() => expect(view.service.getPaymentDetails).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(view.service.getSubscriptions).toHaveBeenCalledTimes(2));
    expect(view.service.finalizeCardDetails).not.toHaveBeenCalled();
  });

  it("back from the bank's challenge page it finalizes the card first", async () => {
    const view = await renderSubscriptionScreen('payment-method-success', { query: 'redirectResult=abc123' });
    expect(await screen.findByText('Your payment details have been updated.')).toBeInTheDocument();
    expect(view.service.finalizeCardDetails).toHaveBeenCalledExactlyOnceWith({ redirectResult: 'abc123' });
  });

  it('says the details did not change when the bank refused the card', async () => {
    const view = await renderSubscriptionScreen('payment-method-success', {
      query: 'redirectResult=refused',
      prepareService: (service) => service.finalizeCardDetails.mockRejectedValueOnce(new Error('3D Not Authenticated')),
    });
    expect(await screen.findByText('Your card could not be verified, so your payment details were not changed. Please try again.')).toBeInTheDocument();
    expect(view.service.getSubscriptions).toHaveBeenCalledOnce();
  });
});
