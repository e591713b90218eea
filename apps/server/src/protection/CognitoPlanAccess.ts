import { isConfiguredId, type Config } from '@ott/common';
import type { Clock } from '../clock';
import type { BillingStore } from '../cognito/BillingStore';
import type { CognitoTokens } from '../cognito/CognitoTokens';
import type { PlanAccess } from './PlanAccess';
import { ProviderCredentialsRefused, type ProviderBilling } from './ProviderPlanAccess';

/** The Cognito-style variant's name as a config's billing and an item's offer prefix. */
export const COGNITO_PROVIDER = 'cognito';

/** The variant's billing of a config: set when `integrations.cognito.userPoolId` is; its subscriptions are this server's. */
export function cognitoBillingOf(config: Pick<Config, 'integrations'>): ProviderBilling | undefined {
  const cognito = config.integrations.cognito;
  if (!cognito || !isConfiguredId(cognito.userPoolId)) return undefined;
  return { provider: COGNITO_PROVIDER, useSandbox: false, subscriptionOfferIds: [] };
}

/**
 * The plan seam for pool users (issue 18): the viewer is the Cognito access token, verified here
 * with the pool's keys (a token that fails is refused like a provider's: not a valid viewer); the
 * subscription is an SVOD plan in this server's billing tables that has not expired.
 */
export function cognitoPlanAccess(tokens: CognitoTokens, store: BillingStore, clock: Clock): PlanAccess {
  const subOf = async (token: string): Promise<string> => {
    const account = await tokens.accountOf(token);
    if (!account) throw new ProviderCredentialsRefused();
    return account.sub;
  };
  return {
    hasActiveSubscription: async (token) => store.hasSvod(await subOf(token), clock.now()),
    // The variant sells plans, not passes: no item offer is ever granted.
    grantedOffers: async (token) => {
      await subOf(token);
      return [];
    },
    isSignedIn: async (token) => (await tokens.accountOf(token)) !== undefined,
  };
}

/** Before the account database is open (or without accounts) nobody's token can be checked. */
export const COGNITO_UNAVAILABLE: PlanAccess = {
  hasActiveSubscription: () => Promise.reject(new ProviderCredentialsRefused()),
  grantedOffers: () => Promise.reject(new ProviderCredentialsRefused()),
  isSignedIn: () => Promise.resolve(false),
};
