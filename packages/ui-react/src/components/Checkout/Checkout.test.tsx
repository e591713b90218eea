import { AppError, type CheckoutStore, type Config, type Offer } from '@ott/common';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountModal, TEST_USER } from '../AccountForms/testing/renderAccountModal';
import type { CaptchaWidget } from '../Captcha/captchaWidget';
import { TestCaptchaWidget } from '../Captcha/testing/TestCaptchaWidget';
import { createTestConfig } from '../../test/fixtures';
import { createFakeCheckoutController, MONTHLY, PREMIER, testOrder, WEEKEND_PASS, type FakeCheckoutController, type FakeCheckoutOptions } from './testing/fakeCheckoutController';

afterEach(() => {
  vi.restoreAllMocks();
});

interface OpenOptions extends FakeCheckoutOptions {
  offer?: Offer | null;
  path?: string;
  config?: Config;
  captchaWidget?: CaptchaWidget;
  prepare?: (fake: FakeCheckoutController, store: CheckoutStore) => void;
}

async function openCheckout({ offer = MONTHLY, path = '/m/abc?u=checkout', prepare, config, captchaWidget, ...fakeOptions }: OpenOptions = {}) {
  let fake: FakeCheckoutController | undefined;
  const result = await renderAccountModal({
    path,
    user: TEST_USER,
    ...(config && { config }),
    ...(captchaWidget && { captchaWidget }),
    checkout: (store) => {
      if (offer) store.getState().setSelectedOffer(offer);
      fake = createFakeCheckoutController(store, fakeOptions);
      prepare?.(fake, store);
      return fake;
    },
  });
  return { ...result, fake: fake as FakeCheckoutController, dialog: () => within(screen.getByRole('dialog', { name: 'Checkout' })) };
}

const total = async () => (await screen.findByTestId('order-total')).textContent;

/** Fills in the card form with a valid expiry and CVC and pays. */
async function payByCard(user: UserEvent, cardNumber: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Cardholder name' }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), cardNumber);
  await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1239');
  await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  await user.click(screen.getByRole('button', { name: 'Pay €6.99' }));
}

/** Stands in for the browser leaving the site (a provider page). */
function mockAssign() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://localhost/m/abc?u=checkout', origin: 'http://localhost' } as Location);
  return assign;
}

describe('checkout screen: the order', () => {
  it('without a chosen offer goes back to choose-offer', async () => {
    const { url } = await openCheckout({ offer: null });
    await waitFor(() => expect(url()).toBe('/m/abc?u=choose-offer'));
  });

  it('creates the order and shows its total', async () => {
    const { fake } = await openCheckout();
    expect(await total()).toBe('€6.99');
    expect(fake.createOrder).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('Monthly€6.99');
  });

  it('shows the breakdown: trial discount, fees and the tax at its rate', async () => {
    const order = testOrder(MONTHLY, {
      totalPrice: 8.47,
      taxRate: 0.21,
      priceBreakdown: { offerPrice: 6.99, discountAmount: 1, discountedPrice: 5.99, customerServiceFee: 0.5, paymentMethodFee: 0.25, taxValue: 1.73 },
      discount: { applied: true, type: 'trial' },
    });
    await openCheckout({
      prepare: (fake, store) =>
        fake.createOrder.mockImplementation(async () => {
          store.getState().setOrder(order);
          return order;
        }),
    });
    expect(await total()).toBe('€8.47');
    const rows = screen.getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Monthly €6.99', 'Free trial − €1.00', 'Payment method fee €0.25', 'Service fee €0.50', 'Tax (21%) €1.73', 'Total €8.47']);
  });

  it.each([
    ['SAVE20 takes 20 % off', 'SAVE20', '€5.59', undefined],
    ['an unknown coupon is refused on the field', 'NOPE', '€6.99', 'This coupon code is not valid'],
  ])('coupon: %s', async (_case, code, expectedTotal, fieldError) => {
    const { user } = await openCheckout();
    await total();
    await user.click(screen.getByRole('button', { name: 'Redeem coupon' }));
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), code);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(async () => expect(await total()).toBe(expectedTotal));
    if (fieldError) expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription(fieldError);
    else expect(screen.getByText('Your coupon code has been applied')).toBeInTheDocument();
  });

  it('an order the provider lost returns to choose-offer', async () => {
    const { user, url } = await openCheckout({ prepare: (fake) => fake.applyCoupon.mockRejectedValue(new AppError('Order not found', { code: 404 })) });
    await total();
    await user.click(screen.getByRole('button', { name: 'Redeem coupon' }));
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'SAVE20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(url()).toBe('/m/abc?u=choose-offer'));
  });
});

describe('checkout screen: paying', () => {
  it.each([
    ['a pass returns to the page', WEEKEND_PASS, '/m/abc'],
    ['a premier item returns to the page', PREMIER, '/m/abc'],
    ['a subscription opens welcome', MONTHLY, '/m/abc?u=welcome'],
  ])('FREEPASS, no payment needed: %s', async (_case, offer, destination) => {
    const { user, fake, url, visited } = await openCheckout({ offer, path: '/m/abc?u=checkout&coupon=FREEPASS' });
    // A link's coupon opens the coupon form with it; applying it makes the order free.
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No payment needed: continue to get access.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(fake.payWithoutDetails).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    await waitFor(() => expect(url()).toBe(destination));
    expect(visited()).not.toContain('/m/abc?u=choose-offer&coupon=FREEPASS');
  });

  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['378282246310005', '3782 822463 10005'],
    ['36227206271667', '3622 720627 1667'],
  ])('the card number %s is grouped as %s', async (typed, shown) => {
    const { user } = await openCheckout();
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    await user.type(number, typed);
    expect(number).toHaveValue(shown);
  });

  it.each([
    ['1', '1'],
    ['2', '02'],
    ['29', '02/9'],
    ['1228', '12/28'],
    ['1928', '12/28'],
  ])('the expiry %s reads %s', async (typed, shown) => {
    const { user } = await openCheckout();
    const expiry = await screen.findByRole('textbox', { name: 'Expiry date (MM/YY)' });
    await user.type(expiry, typed);
    expect(expiry).toHaveValue(shown);
  });

  it('the CVC takes digits only, 4 at most', async () => {
    const { user } = await openCheckout();
    const cvc = await screen.findByRole('textbox', { name: 'Security code (CVC)' });
    await user.type(cvc, '1a2b345');
    expect(cvc).toHaveValue('1234');
  });

  it('a card form with mistakes says which fields are wrong and pays nothing', async () => {
    const { user, fake } = await openCheckout();
    await user.type(await screen.findByRole('textbox', { name: 'Cardholder name' }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111112');
    await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '0120');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '12');
    await user.click(screen.getByRole('button', { name: 'Pay €6.99' }));
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription('Please enter a valid card number.');
    expect(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' })).toHaveAccessibleDescription('Please enter a valid expiry date (MM/YY) that has not passed.');
    expect(screen.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveAccessibleDescription('Please enter the security code on your card.');
    expect(fake.payWithCard).not.toHaveBeenCalled();
  });

  it.each([
    ['succeeded: welcome', { status: 'succeeded' as const }, '/m/abc?u=welcome'],
    ['pending: waiting for payment with the offer', { status: 'pending' as const }, '/m/abc?u=waiting-for-payment&offerId=S_month&type=subscription'],
  ])('a valid card, %s', async (_case, outcome, destination) => {
    const { user, fake, url } = await openCheckout({ prepare: (fake) => fake.payWithCard.mockResolvedValue(outcome) });
    await payByCard(user, '4111111111111111');
    await waitFor(() => expect(url()).toBe(destination));
    expect(fake.payWithCard).toHaveBeenCalledWith(
      expect.objectContaining({ cardholderName: 'Ada Lovelace', cardNumber: '4111111111111111', cardExpMonth: '12', cardExpYear: '39', cardCVC: '123' }),
      expect.objectContaining({ returnUrl: expect.stringContaining('u=finalize-payment') }),
    );
  });

  it('a refused card shows the payment error above the form', async () => {
    const { user } = await openCheckout({ prepare: (fake) => fake.payWithCard.mockRejectedValue(new AppError('Failed to make payment', { code: 'payment_failed', translationKey: 'account:checkout.payment_error' })) });
    await payByCard(user, '4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed');
  });

  it('PayPal: chosen among the methods, the browser goes to the provider page with the return pages', async () => {
    const assign = mockAssign();
    const { user, fake } = await openCheckout();
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    expect(fake.selectPaymentMethod).toHaveBeenCalledWith('2');
    expect(screen.getByText('Continue takes you to PayPal to complete the payment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.test/pay'));
    expect(fake.payWithPayPal).toHaveBeenCalledWith({
      successUrl: 'http://localhost/m/abc?u=waiting-for-payment&offerId=S_month&type=subscription',
      waitingUrl: 'http://localhost/m/abc?u=waiting-for-payment&offerId=S_month&type=subscription',
      cancelUrl: 'http://localhost/m/abc?u=payment-cancelled',
      errorUrl: 'http://localhost/m/abc?u=payment-error',
    });
  });

  it('only a card: no method choice, the card form', async () => {
    await openCheckout({ methods: ['card'] });
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'PayPal' })).not.toBeInTheDocument();
  });
});

describe('checkout screen: captcha (a site key configured)', () => {
  const WITH_CAPTCHA = createTestConfig({ custom: { captchaSiteKey: 'k' } });

  it('the free submit waits for the answer and sends it', async () => {
    const { user, fake } = await openCheckout({ path: '/m/abc?u=checkout&coupon=FREEPASS', config: WITH_CAPTCHA, captchaWidget: TestCaptchaWidget });
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const slot = within(await screen.findByRole('group', { name: 'Verification' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await slot.findByRole('alert')).toHaveTextContent('Complete the verification to continue.');
    expect(fake.payWithoutDetails).not.toHaveBeenCalled();
    await user.click(slot.getByRole('checkbox', { name: 'I am not a robot' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fake.payWithoutDetails).toHaveBeenCalledWith('answer-k-0'));
  });

  it('PayPal sends the answer with the return pages; the card form has no captcha (its call takes none)', async () => {
    const assign = mockAssign();
    const { user, fake } = await openCheckout({ config: WITH_CAPTCHA, captchaWidget: TestCaptchaWidget });
    await screen.findByRole('textbox', { name: 'Card number' });
    expect(screen.queryByRole('group', { name: 'Verification' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.test/pay'));
    expect(fake.payWithPayPal).toHaveBeenCalledWith(expect.objectContaining({ captchaValue: 'answer-k-0' }));
  });

  it.each([
    ['the free submit', '/m/abc?u=checkout&coupon=FREEPASS', 'payWithoutDetails'],
    ['PayPal', '/m/abc?u=checkout', 'payWithPayPal'],
  ] as const)('%s refused by the provider for its captcha: the slot asks again, a fresh answer goes through, nothing typed is lost', async (_case, path, call) => {
    const assign = mockAssign();
    const { user, fake } = await openCheckout({ path, config: WITH_CAPTCHA, captchaWidget: TestCaptchaWidget });
    fake[call].mockRejectedValueOnce(new AppError('Captcha verification failed', { code: 422, translationKey: 'error:unknown_error' }));
    if (call === 'payWithoutDetails') await user.click(await screen.findByRole('button', { name: 'Apply' }));
    else await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    const slot = within(await screen.findByRole('group', { name: 'Verification' }));
    await user.click(slot.getByRole('checkbox', { name: 'I am not a robot' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await slot.findByRole('alert')).toHaveTextContent('Complete the verification to continue.');
    expect(slot.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();
    if (call === 'payWithoutDetails') expect(screen.getByRole('textbox', { name: /coupon/i })).toHaveValue('FREEPASS');
    else expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await user.click(slot.getByRole('checkbox', { name: 'I am not a robot' }));
    expect(slot.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The second answer is the widget's next generation, not the refused one.
    if (call === 'payWithoutDetails') await waitFor(() => expect(fake.payWithoutDetails).toHaveBeenLastCalledWith(expect.stringMatching(/^answer-k-[1-9]/)));
    else {
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.test/pay'));
      expect(fake.payWithPayPal).toHaveBeenLastCalledWith(expect.objectContaining({ captchaValue: expect.stringMatching(/^answer-k-[1-9]/) }));
    }
  });

  it('without a site key nothing is asked and no value is sent', async () => {
    mockAssign();
    const { user, fake } = await openCheckout({ captchaWidget: TestCaptchaWidget });
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    expect(screen.queryByRole('group', { name: 'Verification' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fake.payWithPayPal).toHaveBeenCalledWith(expect.not.objectContaining({ captchaValue: expect.anything() })));
  });
});

describe('checkout screen: PayPal says the access is already active (001 §8)', () => {
  it.each([
    ['the provider hands back the error URL', (fake: FakeCheckoutController) => fake.payWithPayPal.mockResolvedValue('http://localhost/m/abc?u=payment-error')],
    ['the refusal itself reaches the screen', (fake: FakeCheckoutController) => fake.payWithPayPal.mockRejectedValue(new Error('Already have an active access'))],
  ])('%s: ends on payment-error saying so', async (_case, prepare) => {
    const assign = mockAssign();
    const { user, url } = await openCheckout({ prepare });
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(url()).toBe('/m/abc?u=payment-error'));
    expect(await screen.findByText('You already have access to this offer. Nothing has been charged.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
