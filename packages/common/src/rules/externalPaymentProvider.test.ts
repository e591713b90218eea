import { describe, expect, it } from 'vitest';
import { EXTERNAL_PAYMENT_PROVIDERS, externalPaymentProviderOf, planChangeAvailability, type PaymentSourceInput } from './externalPaymentProvider';

describe('external payment providers', () => {
  it.each<[PaymentSourceInput | null, string | undefined]>([
    [{ paymentGateway: 'apple' }, 'apple'],
    [{ paymentGateway: 'Apple_In_App' }, 'apple'],
    [{ paymentGateway: 'google-play' }, 'google'],
    [{ paymentGateway: 'roku' }, 'roku'],
    [{ paymentGateway: 'adyen', paymentMethod: 'Roku Pay' }, 'roku'],
    [{ paymentGateway: 'adyen', paymentMethod: 'card' }, undefined],
    [{ paymentGateway: 'stripe', paymentMethod: 'paypal' }, undefined],
    [{ paymentGateway: 'none' }, undefined],
    [{ paymentGateway: 'pineapple' }, undefined],
    [{ paymentGateway: 'googlepay' }, undefined],
    [{}, undefined],
    [null, undefined],
  ])('%j -> %s', (subscription, provider) => {
    expect(externalPaymentProviderOf(subscription)).toBe(provider);
  });

  it.each(['apple', 'google', 'roku'] as const)('hides plan changes for %s in-app purchases and links to its support', (provider) => {
    expect(planChangeAvailability({ paymentGateway: provider })).toEqual({
      canChangePlan: false,
      provider,
      providerName: EXTERNAL_PAYMENT_PROVIDERS[provider].name,
      supportUrl: EXTERNAL_PAYMENT_PROVIDERS[provider].supportUrl,
    });
    expect(EXTERNAL_PAYMENT_PROVIDERS[provider].supportUrl).toMatch(/^https:\/\/support\./);
  });

  it('allows plan changes for web payments', () => {
    expect(planChangeAvailability({ paymentGateway: 'adyen', paymentMethod: 'card' })).toEqual({ canChangePlan: true });
    expect(planChangeAvailability(undefined)).toEqual({ canChangePlan: true });
  });
});
