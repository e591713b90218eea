import { createAccountError, type AppServices, type SubscriptionController } from '@ott/common';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchStub } from '../../test/fetchStub';
import { renderAccountModal, TEST_USER } from '../AccountForms/testing/renderAccountModal';
import { mediaReply, MOVIE } from '../../screens/Media/mediaTestFixtures';
import { createFakeCheckoutController, MONTHLY, PREMIER, testOffer, WEEKEND_PASS, YEARLY, type FakeCheckoutController, type FakeCheckoutOptions } from './testing/fakeCheckoutController';

afterEach(() => {
  vi.restoreAllMocks();
});

async function openChooseOffer(options: { offers?: FakeCheckoutOptions['offers']; path?: string; fetch?: ReturnType<typeof createFetchStub>; prepare?: (fake: FakeCheckoutController) => void; app?: (services: AppServices) => void } = {}) {
  let fake: FakeCheckoutController | undefined;
  const result = await renderAccountModal({
    path: options.path ?? '/?u=choose-offer',
    user: TEST_USER,
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.app && { prepare: options.app }),
    checkout: (store) => {
      fake = createFakeCheckoutController(store, { offers: options.offers ?? [MONTHLY, YEARLY, WEEKEND_PASS] });
      options.prepare?.(fake);
      return fake;
    },
  });
  const dialog = within(await screen.findByRole('dialog', { name: 'Choose your plan' }));
  return { ...result, dialog, fake: fake as FakeCheckoutController };
}

describe('choose-offer screen', () => {
  it.each([
    ['subscriptions and a pass: the switch, the last subscription preselected', [MONTHLY, YEARLY, WEEKEND_PASS], true, 'Yearly', ['Monthly', 'Yearly']],
    ['subscriptions only: no switch', [MONTHLY, YEARLY], false, 'Yearly', ['Monthly', 'Yearly']],
    ['a pass only: no switch, the pass preselected', [WEEKEND_PASS], false, 'Weekend pass', ['Weekend pass']],
  ])('%s', async (_case, offers, hasSwitch, preselected, listed) => {
    const { dialog } = await openChooseOffer({ offers });
    const list = await dialog.findByRole('group', { name: 'Offers' });
    expect(dialog.queryByRole('radio', { name: 'One-time access' }) !== null).toBe(hasSwitch);
    expect(within(list).getAllByRole('radio').map((radio) => radio.closest('label')?.querySelector('.ott-offer-card__title')?.textContent)).toEqual(listed);
    expect(within(list).getByRole('radio', { name: new RegExp(`^${preselected}`) })).toBeChecked();
  });

  it('shows the price with its term and the free trial', async () => {
    const { dialog } = await openChooseOffer();
    const monthly = await dialog.findByRole('radio', { name: /^Monthly/ });
    const card = monthly.closest('label') as HTMLElement;
    expect(card).toHaveTextContent('€6.99 / month');
    expect(card).toHaveTextContent('First 7 days free');
  });

  it('the switch shows the one-time offers with their access time, the last one chosen', async () => {
    const { dialog, user } = await openChooseOffer();
    await user.click(await dialog.findByRole('radio', { name: 'One-time access' }));
    const pass = dialog.getByRole('radio', { name: /^Weekend pass/ });
    expect(pass).toBeChecked();
    expect(pass.closest('label')).toHaveTextContent('€3.99 3 days access');
    expect(dialog.queryByRole('radio', { name: /^Monthly/ })).not.toBeInTheDocument();
  });

  it('continue chooses the offer and goes to checkout', async () => {
    const { dialog, user, fake, url } = await openChooseOffer();
    await user.click(await dialog.findByRole('radio', { name: /^Monthly/ }));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(fake.chooseOffer).toHaveBeenLastCalledWith(MONTHLY);
    await waitFor(() => expect(url()).toBe('/?u=checkout'));
  });

  it("where plans are sold in the provider's portal, continue opens the portal, which returns to wait for the chosen offer", async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://localhost/', origin: 'http://localhost' } as Location);
    const getCustomerPortalUrl = vi.fn(async (returnUrl: string) => `https://portal.example/billing?token=once&returnUrl=${encodeURIComponent(returnUrl)}`);
    const { dialog, user, url } = await openChooseOffer({
      offers: [MONTHLY, YEARLY],
      app: (services) => {
        services.integration = { name: 'portal', offerProvider: 'portal', ownRegisterSources: [], customerPortal: true };
        services.loadSubscriptionController = async () => ({ getCustomerPortalUrl }) as unknown as SubscriptionController;
      },
    });
    await user.click(await dialog.findByRole('radio', { name: /^Monthly/ }));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(getCustomerPortalUrl).toHaveBeenCalledWith(`http://localhost/?u=waiting-for-payment&offerId=${MONTHLY.offerId}&type=subscription`);
    expect(assign).toHaveBeenCalledWith(`https://portal.example/billing?token=once&returnUrl=${encodeURIComponent(`http://localhost/?u=waiting-for-payment&offerId=${MONTHLY.offerId}&type=subscription`)}`);
    expect(url()).toBe('/?u=choose-offer');
  });

  it('an offer sold on its own page sends the browser there with the return, error and cancel pages and a token', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://localhost/', origin: 'http://localhost' } as Location);
    const partner = testOffer('S_partner', { offerTitle: 'Partner bundle', offerUrl: 'https://partner.example.org/subscribe?plan=p1' });
    const { dialog, user, url } = await openChooseOffer({ offers: [partner] });
    await dialog.findByRole('radio', { name: /^Partner bundle/ });
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    const target = new URL(assign.mock.calls[0]?.[0] as string);
    expect(target.origin + target.pathname).toBe('https://partner.example.org/subscribe');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      plan: 'p1',
      returnUrl: 'http://localhost/?u=waiting-for-payment&offerId=S_partner&type=subscription',
      errorUrl: 'http://localhost/?u=payment-error',
      cancelUrl: 'http://localhost/?u=payment-cancelled',
      token: sessionStorage.getItem('jwapp.offer-redirect'),
    });
    expect(target.searchParams.get('token')).toMatch(/^[0-9a-f-]{36}$/);
    expect(url()).toBe('/?u=choose-offer');
  });

  it('an offer whose own page is not a web address is not followed', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://localhost/', origin: 'http://localhost' } as Location);
    const partner = testOffer('S_partner', { offerTitle: 'Partner bundle', offerUrl: 'javascript:alert(1)' });
    const { dialog, user } = await openChooseOffer({ offers: [partner] });
    await dialog.findByRole('radio', { name: /^Partner bundle/ });
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent("An unknown error occurred");
    expect(assign).not.toHaveBeenCalled();
  });

  it('no offers: says there is no pricing available', async () => {
    const { dialog } = await openChooseOffer({ prepare: (fake) => fake.loadOffers.mockRejectedValue(createAccountError('no_pricing_available')) });
    expect(await dialog.findByRole('alert')).toHaveTextContent('There are no offers available at the moment.');
  });

  it("on a media page, asks for the item's offers (a premier one opens on one-time access)", async () => {
    const fetch = createFetchStub({ '/v2/media/mvTide01': mediaReply({ ...MOVIE, productIds: '!cleeng:R_premier' }) });
    const { dialog, fake } = await openChooseOffer({ path: '/m/mvTide01/the-long-tide?u=choose-offer', fetch, offers: [MONTHLY, PREMIER] });
    await waitFor(() => expect(fake.loadOffers).toHaveBeenCalledWith({ mediaOffers: [{ offerId: 'R_premier', premier: true, provider: 'cleeng' }] }));
    expect(await dialog.findByRole('radio', { name: /^Premiere/ })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'One-time access' })).toBeChecked();
  });

  it('keeps the coupon and promotion code of a link for checkout', async () => {
    const { checkoutStore } = await openChooseOffer({ path: '/?u=choose-offer&coupon=SAVE20&promotionCode=SPRING' });
    // The codes go to the checkout controller's store once its code has loaded.
    await waitFor(() => expect(checkoutStore.getState()).toMatchObject({ couponCode: 'SAVE20', promotionCode: 'SPRING' }));
  });
});
