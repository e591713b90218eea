/**
 * Subscriptions bought in an app store are managed there (spec 000 §4): the web app hides plan
 * changes for them and links to the store's own subscription help instead.
 */
export const EXTERNAL_PAYMENT_PROVIDERS = {
  apple: { name: 'Apple', supportUrl: 'https://support.apple.com/en-us/HT202039' },
  google: { name: 'Google', supportUrl: 'https://support.google.com/googleplay/answer/7018481' },
  roku: { name: 'Roku', supportUrl: 'https://support.roku.com/article/208756478' },
} as const;

export type ExternalPaymentProvider = keyof typeof EXTERNAL_PAYMENT_PROVIDERS;

export interface PaymentSourceInput {
  paymentGateway?: string | null;
  paymentMethod?: string | null;
}

const PROVIDER_PREFIX = /^(apple|google|roku)(?:$|[\s_-])/;

/**
 * The in-app store a subscription was paid through, read from its payment gateway or method
 * ("apple", "apple_in_app", "google-play", "roku pay", ...); undefined for web payments.
 */
export function externalPaymentProviderOf(subscription: PaymentSourceInput | null | undefined): ExternalPaymentProvider | undefined {
  for (const field of [subscription?.paymentGateway, subscription?.paymentMethod]) {
    const match = PROVIDER_PREFIX.exec(field?.trim().toLowerCase() ?? '');
    if (match) return match[1] as ExternalPaymentProvider;
  }
  return undefined;
}

export type PlanChangeAvailability =
  | { canChangePlan: true }
  | { canChangePlan: false; provider: ExternalPaymentProvider; providerName: string; supportUrl: string };

export function planChangeAvailability(subscription: PaymentSourceInput | null | undefined): PlanChangeAvailability {
  const provider = externalPaymentProviderOf(subscription);
  if (!provider) return { canChangePlan: true };
  const { name, supportUrl } = EXTERNAL_PAYMENT_PROVIDERS[provider];
  return { canChangePlan: false, provider, providerName: name, supportUrl };
}
