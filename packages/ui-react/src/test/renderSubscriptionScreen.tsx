import { act } from '@testing-library/react';
import { NO_PROVIDER_CAPABILITIES, type AccountOverlayValue, type ProviderCapabilities, type SubscriptionController } from '@ott/common';
import { renderAccountModal, type RenderAccountModalResult } from '../components/AccountForms/testing/renderAccountModal';
import { createFakeSubscriptionService, SUBSCRIBER, withSubscriptions, type FakeBilling } from './subscriptionFakes';

/** The subscription-billing provider's row of 000 §6: renew and update payment method. */
export const BILLING_CAPABILITIES: ProviderCapabilities = { ...NO_PROVIDER_CAPABILITIES, canUpdateEmail: true, canRenewSubscription: true, canUpdatePaymentMethod: true };

export interface RenderSubscriptionScreenOptions {
  billing?: Partial<FakeBilling>;
  capabilities?: Partial<ProviderCapabilities>;
  /** Extra query of the overlay (`offerId=S-yearly`). */
  query?: string;
  /** Called with the fake provider before the screen renders (a refusal to come). */
  prepareService?(service: ReturnType<typeof createFakeSubscriptionService>['service']): void;
}

export interface RenderSubscriptionScreenResult extends RenderAccountModalResult {
  service: ReturnType<typeof createFakeSubscriptionService>['service'];
  state: FakeBilling;
  subscriptions: SubscriptionController;
}

/**
 * A subscription overlay screen over the payments page, for a signed-in subscriber whose
 * subscriptions are loaded (a real SubscriptionController over an in-memory provider).
 */
export async function renderSubscriptionScreen(value: AccountOverlayValue, options: RenderSubscriptionScreenOptions = {}): Promise<RenderSubscriptionScreenResult> {
  const fake = createFakeSubscriptionService(options.billing);
  options.prepareService?.(fake.service);
  let subscriptions!: SubscriptionController;
  const view = await renderAccountModal({
    path: `/u/payments?u=${value}${options.query ? `&${options.query}` : ''}`,
    user: SUBSCRIBER,
    capabilities: { ...BILLING_CAPABILITIES, ...options.capabilities },
    prepare: (app) => {
      subscriptions = withSubscriptions(app, fake.service);
    },
  });
  await act(() => subscriptions.load());
  return { ...view, service: fake.service, state: fake.state, subscriptions };
}
