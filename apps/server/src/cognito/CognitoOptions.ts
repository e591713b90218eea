import { isConfiguredId } from '@ott/common';
import type { Catalog } from '../catalog/Catalog';

/** An external library-login provider whose tokens `exchange-token` accepts (`--external-providers`). */
export interface ExternalProvider {
  /** The provider's name as the viewer token carries it (`provider` claim). */
  name: string;
  /** The `iss` its tokens carry. */
  issuer: string;
  /** Where its public keys are (JWKS). */
  jwksUri: string;
  /** Its sign-in page; set: Cognito-style configs that list no providers are served with this one (000 §3 "External provider"). */
  loginUrl?: string | undefined;
  /** Its name as viewers read it (default: `name`). */
  title?: string | undefined;
  /** Its icon's URL. */
  icon?: string | undefined;
}

/** `buildServer({ accounts: { cognito } })`: the Cognito-style variant's back end under /api/cognito. */
export interface CognitoOptions {
  /** The pool's issuer (`--cognito-issuer`); default per config: `https://cognito-idp.{region}.amazonaws.com/{userPoolId}`. */
  issuer?: string | undefined;
  /** The app client id access tokens must carry (`--cognito-client-id`); default: each config's `clientId`. */
  clientId?: string | undefined;
  /** Base URL of the card-page payments host (`--payments-host`), speaking the Checkout Sessions shape. */
  paymentsHost?: string | undefined;
  /** Secret API key sent to the payments host as bearer (`OTT_PAYMENTS_KEY`); none: no authorization header. */
  paymentsKey?: string | undefined;
  /** External library-login providers (`--external-providers`). */
  externalProviders?: readonly ExternalProvider[] | undefined;
  /** The fetch of the payments and JWKS calls (tests). */
  fetch?: typeof fetch | undefined;
}

/** One user pool whose access tokens the server accepts. */
export interface CognitoPool {
  issuer: string;
  clientIds: ReadonlySet<string>;
}

/** The production issuer of a pool (AWS's documented form). */
export const cognitoIssuerOf = (region: string, userPoolId: string): string => `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;

/** The JWKS a pool publishes: `{issuer}/.well-known/jwks.json` (AWS and the local emulator alike). */
export const jwksUriOf = (issuer: string): string => `${issuer.replace(/\/+$/, '')}/.well-known/jwks.json`;

/** The ids of the catalog configs that enable the Cognito-style variant (`integrations.cognito.userPoolId`). */
export function cognitoConfigIds(catalog: Catalog): string[] {
  return [...catalog.configs.values()].filter((config) => cognitoSettingsOf(config.text) !== undefined).map((config) => config.id);
}

/** `integrations.cognito` of a config's published text, when it names a pool. */
export function cognitoSettingsOf(text: string): { region: string; userPoolId: string; clientId: string } | undefined {
  const cognito = (JSON.parse(text) as { integrations?: { cognito?: Record<string, unknown> } }).integrations?.cognito;
  if (!cognito || !isConfiguredId(cognito['userPoolId'] as string)) return undefined;
  return { region: String(cognito['region'] ?? '').trim(), userPoolId: String(cognito['userPoolId']).trim(), clientId: String(cognito['clientId'] ?? '').trim() };
}

/**
 * The pools to accept, one per issuer: every config's pool (its issuer, or `issuer` when given,
 * and its app client, or `clientId` when given); with both options and no such config, that one.
 */
export function cognitoPoolsOf(catalog: Catalog, options: CognitoOptions): CognitoPool[] {
  const pools = new Map<string, Set<string>>();
  const add = (issuer: string, clientId: string): void => {
    if (!issuer || !clientId) return;
    const key = issuer.replace(/\/+$/, '');
    pools.set(key, (pools.get(key) ?? new Set()).add(clientId));
  };
  for (const config of catalog.configs.values()) {
    const settings = cognitoSettingsOf(config.text);
    if (settings) add(options.issuer ?? cognitoIssuerOf(settings.region, settings.userPoolId), options.clientId ?? settings.clientId);
  }
  if (pools.size === 0 && options.issuer && options.clientId) add(options.issuer, options.clientId);
  return [...pools].map(([issuer, clientIds]) => ({ issuer, clientIds }));
}
