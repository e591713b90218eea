import { registerServices, type Config, type ServiceContainer, type ServiceResolver } from '@ott/common';
import { CognitoApiClient } from './api/CognitoApiClient';
import { cognitoEndpoint, poolIds, serviceUrl } from './config/endpoints';
import { CognitoIdentity } from './identity/CognitoIdentity';
import { CognitoAccountService } from './services/CognitoAccountService';
import { CognitoCheckoutService } from './services/CognitoCheckoutService';
import { CognitoEntitlementService } from './services/CognitoEntitlementService';
import { CognitoSubscriptionService } from './services/CognitoSubscriptionService';
import { exchangeToken } from './viewerToken/exchangeToken';

export interface RegisterCognitoOptions {
  endpointOverride: string | null;
}

/**
 * Registers the variant's services over the core services: one account service (sign-in,
 * profile, lists, password change, sharing the pool session); subscriptions, offers and
 * entitlement on our server where the config names its hosts, authorised with that session's
 * access token. The pool settings and hosts are checked first, so a config without them fails at
 * start-up with the config error rather than on the first login.
 */
export function registerCognitoServices(container: ServiceContainer, config: Config, { endpointOverride }: RegisterCognitoOptions): void {
  const { userPoolId, clientId } = poolIds(config);
  const endpoint = cognitoEndpoint(config, endpointOverride);
  const contentHost = container.has('contentHost') ? container.resolve('contentHost') : undefined;
  const apiUrl = serviceUrl(config, 'apiUrl', contentHost);
  const entitlementUrl = serviceUrl(config, 'entitlementUrl', contentHost);
  const billingPortalUrl = serviceUrl(config, 'billingPortalUrl', contentHost);
  const accountUrl = serviceUrl(config, 'accountUrl', contentHost);

  registerServices(
    container,
    ['auth', 'profile', 'lists', 'passwordChange'],
    (resolve) => new CognitoAccountService(new CognitoIdentity({ userPoolId, clientId, endpoint }), resolve('storage'), resolve('logger'), resolve('capabilities')),
  );
  // The account service is the session every call of our server is authorised with.
  const session = (resolve: ServiceResolver) => resolve('auth') as CognitoAccountService;
  const api = (resolve: ServiceResolver, baseUrl: string) => new CognitoApiClient({ apiUrl: baseUrl, entitlementUrl, fetch: resolve('fetch') });

  if (apiUrl) {
    registerServices(container, ['subscriptions'], (resolve) => new CognitoSubscriptionService(api(resolve, apiUrl), session(resolve), billingPortalUrl));
    registerServices(container, ['checkout'], (resolve) => new CognitoCheckoutService(api(resolve, apiUrl)));
  }
  if (entitlementUrl) {
    registerServices(
      container,
      ['entitlement'],
      (resolve) => new CognitoEntitlementService(api(resolve, apiUrl ?? entitlementUrl), session(resolve), () => resolve('siteStore').getState().viewerToken),
    );
  }
  // Viewers from an external library or with a `?token=` link (000 §1-§4): their token traded for our server's viewer token.
  if (accountUrl) {
    registerServices(container, ['viewerTokens'], (resolve) => ({
      exchange: (providerToken: string) => exchangeToken(accountUrl, providerToken, resolve('fetch')),
    }));
  }
}
