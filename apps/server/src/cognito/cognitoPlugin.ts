import type { FastifyInstance } from 'fastify';
import type { AccountsSettings } from '../accounts/AccountsOptions';
import type { AccountDb } from '../accounts/db/schema';
import type { RequestLimiter } from '../accounts/rateLimit/RequestLimits';
import { isAllowedResetUrl } from '../accounts/reset/resetLink';
import type { Clock } from '../clock';
import type { ServerContext } from '../context';
import { cognitoPlanAccess } from '../protection/CognitoPlanAccess';
import { applyBillingSeed, readBillingSeed } from './billingSeed';
import { BillingStore } from './BillingStore';
import { cognitoConfigIds, cognitoPoolsOf, type CognitoOptions } from './CognitoOptions';
import { registerCognitoRoutes, type CognitoContext } from './cognitoRoutes';
import { CognitoTokens } from './CognitoTokens';
import { ExternalTokens } from './ExternalTokens';
import { PaymentsClient } from './PaymentsClient';
import { PortalSessions } from './PortalSessions';
import { ViewerTokens } from './ViewerTokens';

export interface CognitoPluginOptions {
  db: AccountDb;
  clock: Clock;
  settings: AccountsSettings;
  limits: RequestLimiter;
  cognito: CognitoOptions;
  content: ServerContext | undefined;
}

/** Where the variant's routes sit below the account API's prefix. */
export const COGNITO_PREFIX = '/cognito';

/**
 * The Cognito-style variant's back end (issue 18), registered by the account plugin under
 * /api/cognito on the account database: seeds the catalog's plans and offers (`billing.json`),
 * builds the token verifiers from the catalog's pools and the options, and attaches the plan seam
 * that lets content protection open paid media to a pool user with a subscription.
 */
export async function registerCognito(scope: FastifyInstance, options: CognitoPluginOptions): Promise<void> {
  const { db, clock, settings, cognito, content } = options;
  const seed = content ? readBillingSeed(content.catalog.dir) : undefined;
  if (seed) await applyBillingSeed(db, seed);
  const store = new BillingStore(db);
  const tokens = new CognitoTokens(content ? cognitoPoolsOf(content.catalog, cognito) : [], cognito.fetch);
  content?.protection.attachCognito(cognitoPlanAccess(tokens, store, clock));
  const context: CognitoContext = {
    clock,
    store,
    tokens,
    external: new ExternalTokens(cognito.externalProviders ?? [], cognito.fetch),
    viewerTokens: new ViewerTokens(settings.tokenSecret),
    portalSessions: new PortalSessions(settings.tokenSecret),
    payments: cognito.paymentsHost ? new PaymentsClient(cognito.paymentsHost, cognito.paymentsKey, cognito.fetch) : undefined,
    paymentsOrigin: cognito.paymentsHost ? new URL(cognito.paymentsHost).origin : undefined,
    limits: options.limits,
    content,
    cognitoConfigIds: content ? cognitoConfigIds(content.catalog) : [],
    // The sites the portal returns to: the origins password-reset links may name (and loopback ones in development).
    isAllowedReturnUrl: (url) => isAllowedResetUrl(url, settings.allowedResetOrigins, settings.devOutbox),
  };
  await scope.register(async (routes) => registerCognitoRoutes(routes, context), { prefix: COGNITO_PREFIX });
}
