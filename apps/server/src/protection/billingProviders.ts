import type { Config } from '@ott/common';
import { CLEENG_SEAM } from './CleengPlanAccess';
import { cognitoBillingOf } from './CognitoPlanAccess';
import { JWP_SEAM } from './JwpPlanAccess';
import type { BillingProviderName, BillingProviderSeam, ProviderBilling } from './ProviderPlanAccess';

/** The providers that bill their own customers, whose tokens this server passes on to them. */
export const BILLING_PROVIDERS: Readonly<Record<BillingProviderName, BillingProviderSeam>> = { cleeng: CLEENG_SEAM, jwp: JWP_SEAM };

/** The billing of a config by the one provider it enables (a catalog refuses two), or the Cognito-style variant's, else undefined. */
export function providerBillingOf(config: Pick<Config, 'integrations'>): ProviderBilling | undefined {
  for (const seam of Object.values(BILLING_PROVIDERS)) {
    const billing = seam.billingOf(config);
    if (billing) return billing;
  }
  return cognitoBillingOf(config);
}
