import { AppError, createAccountError } from '@ott/common';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountModal, TEST_USER } from '../AccountForms/testing/renderAccountModal';
import { createFakeCheckoutController, MONTHLY, type FakeCheckoutController } from './testing/fakeCheckoutController';

afterEach(() => {
  vi.useRealTimers();
});

async function open(path: string, prepare?: (fake: FakeCheckoutController) => void) {
  let fake: FakeCheckoutController | undefined;
  const result = await renderAccountModal({
    path,
    user: TEST_USER,
    checkout: (store) => {
      fake = createFakeCheckoutController(store);
      prepare?.(fake);
      return fake;
    },
  });
  return { ...result, fake: fake as FakeCheckoutController };
}

describe('waiting-for-payment screen', () => {
  it.each([
    ['a subscription opens welcome', 'subscription', '/m/abc?u=welcome'],
    ['a pass returns to the page', 'pass', '/m/abc'],
    ['a pay-per-view returns to the page', 'ppv', '/m/abc'],
  ])('granted: %s', async (_case, type, destination) => {
    const { fake, url } = await open(`/m/abc?u=waiting-for-payment&offerId=S_month&type=${type}`);
    await waitFor(() => expect(url()).toBe(destination));
    expect(fake.waitForPayment).toHaveBeenCalledWith('S_month', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
  });

  it('says it is waiting, then that it takes longer than usual', async () => {
    let finish: (result: 'longer_than_usual') => void = () => {};
    const { url } = await open('/m/abc?u=waiting-for-payment&offerId=S_month&type=subscription', (fake) =>
      fake.waitForPayment.mockImplementation(() => new Promise((resolve) => (finish = resolve))),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Waiting for payment' }));
    expect(await dialog.findByText('We are waiting for the payment to be confirmed. This can take a few seconds.')).toBeInTheDocument();
    act(() => finish('longer_than_usual'));
    expect(await dialog.findByText('The payment is taking longer than usual. Please check again later.')).toBeInTheDocument();
    expect(url()).toBe('/m/abc?u=waiting-for-payment&offerId=S_month&type=subscription');
  });

  it('without an offer to wait for, says it takes longer than usual', async () => {
    const { fake } = await open('/m/abc?u=waiting-for-payment');
    expect(await screen.findByText('The payment is taking longer than usual. Please check again later.')).toBeInTheDocument();
    expect(fake.waitForPayment).not.toHaveBeenCalled();
  });
});

describe('waiting-for-payment after an offer bought on its own page (referrer invoice, token, product)', () => {
  afterEach(() => sessionStorage.clear());

  it('the token this tab sent: waits for the access, and the token counts once', async () => {
    sessionStorage.setItem('jwapp.offer-redirect', 'tok-1');
    const { fake, url } = await open('/m/abc?u=waiting-for-payment&offerId=R_premier&type=ppv&invoice=in_9&token=tok-1&product=prod_AB12');
    await waitFor(() => expect(url()).toBe('/m/abc'));
    expect(fake.waitForPayment).toHaveBeenCalledWith('R_premier', expect.anything());
    expect(sessionStorage.getItem('jwapp.offer-redirect')).toBeNull();
  });

  it.each([
    ['another token', 'tok-1', '&invoice=in_9&token=tok-2'],
    ['no purchase started in this tab', null, '&invoice=in_9&token=tok-1'],
    ['a malformed product', 'tok-1', '&token=tok-1&product=prod_AB-12'],
  ])('%s: payment-error says the link is not ours, nothing is polled', async (_case, stored, referrer) => {
    if (stored) sessionStorage.setItem('jwapp.offer-redirect', stored);
    const { fake, url } = await open(`/m/abc?u=waiting-for-payment&offerId=R_premier&type=ppv${referrer}`);
    await waitFor(() => expect(url()).toBe('/m/abc?u=payment-error'));
    expect(await screen.findByText('This payment link does not belong to a purchase started in this browser. Nothing has been charged here.')).toBeInTheDocument();
    expect(fake.waitForPayment).not.toHaveBeenCalled();
  });

  it("PayPal's own token on its return is not judged", async () => {
    const { fake, url } = await open('/m/abc?u=waiting-for-payment&offerId=S_month&type=subscription&token=EC-1');
    await waitFor(() => expect(url()).toBe('/m/abc?u=welcome'));
    expect(fake.waitForPayment).toHaveBeenCalled();
  });
});

describe('payment-error screen', () => {
  it("reached from a provider's error page: the general message", async () => {
    await open('/m/abc?u=payment-error');
    expect(await screen.findByText('Your payment could not be completed. Nothing has been charged.')).toBeInTheDocument();
  });
});

describe('finalize-payment screen', () => {
  it.each([
    ['a subscription opens welcome', 'subscription', '/m/abc?u=welcome'],
    ['a pass returns to the page', 'pass', '/m/abc'],
    ['a pay-per-view returns to the page', 'ppv', '/m/abc'],
    ['no type: welcome', undefined, '/m/abc?u=welcome'],
  ])('completes the payment with the return parameters: %s', async (_case, type, destination) => {
    const typeParam = type ? `&type=${type}` : '';
    const { fake, url } = await open(`/m/abc?u=finalize-payment&orderId=o1&redirectResult=r-42&paymentMethodId=1&offerId=S_month${typeParam}`);
    await waitFor(() => expect(url()).toBe(destination));
    expect(fake.finalizePayment).toHaveBeenCalledTimes(1);
    expect(fake.finalizePayment).toHaveBeenCalledWith({ orderId: 'o1', redirectResult: 'r-42', paymentMethodId: '1', ...(type && { offerType: type }) });
  });

  it('without an order id says the order is unknown', async () => {
    await open('/m/abc?u=finalize-payment&redirectResult=r-42', (fake) => fake.finalizePayment.mockRejectedValue(createAccountError('adyen_order_unknown')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment could not be matched to an order. Please start again.');
  });

  it('a refused payment says it failed', async () => {
    await open('/m/abc?u=finalize-payment&orderId=o1', (fake) =>
      fake.finalizePayment.mockRejectedValue(new AppError('Failed to make payment', { code: 'payment_failed', translationKey: 'account:checkout.payment_error' })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed');
  });
});

describe('welcome screen', () => {
  it('welcomes to the site and counts 10 s down, then closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { url } = await open('/m/abc?u=welcome');
    const dialog = within(await screen.findByRole('dialog', { name: 'Welcome to Harbour TV' }));
    expect(dialog.getByRole('button', { name: 'Start watching (10)' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(dialog.getByRole('button', { name: 'Start watching (7)' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(7000));
    await waitFor(() => expect(url()).toBe('/m/abc'));
  });

  it('start watching closes at once', async () => {
    const { user, url } = await open('/m/abc?u=welcome');
    await user.click(await screen.findByRole('button', { name: /^Start watching/ }));
    await waitFor(() => expect(url()).toBe('/m/abc'));
  });
});

describe('payment-error and payment-cancelled screens', () => {
  it.each([
    ['payment-error', 'Payment failed', 'Your payment could not be completed. Nothing has been charged.'],
    ['payment-cancelled', 'Payment cancelled', 'You cancelled the payment. Nothing has been charged.'],
  ])('u=%s says so; without a chosen offer, back goes to choose-offer', async (value, title, message) => {
    const { user, url } = await open(`/m/abc?u=${value}`);
    const dialog = within(await screen.findByRole('dialog', { name: title }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Back to checkout' }));
    await waitFor(() => expect(url()).toBe('/m/abc?u=choose-offer'));
  });

  it('close leaves the overlay', async () => {
    const { user, url } = await open('/m/abc?u=payment-cancelled');
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment cancelled' }));
    await dialog.findByText('You cancelled the payment. Nothing has been charged.');
    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(url()).toBe('/m/abc'));
  });

  it('with a chosen offer, back to checkout', async () => {
    const { user, url, checkoutStore } = await open('/m/abc?u=payment-error');
    act(() => checkoutStore.getState().setSelectedOffer(MONTHLY));
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment failed' }));
    await user.click(await dialog.findByRole('button', { name: 'Back to checkout' }));
    await waitFor(() => expect(url()).toBe('/m/abc?u=checkout'));
  });
});
