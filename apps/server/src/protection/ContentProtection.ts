import type { FastifyRequest } from 'fastify';
import type { CatalogItem } from '../catalog/schemas';
import { forbidden, PROTECTION_MESSAGE, unauthorized } from '../http/HttpError';
import type { Query } from '../http/params';
import { AccessBridge } from './AccessBridge';
import { geoBlockedCountriesOf, isProtectedItem } from './entitlement';
import { HlsSigner, type HlsFamily } from './HlsSigner';
import { ContentKeys } from './keys';
import { MediaTokens } from './MediaTokens';
import type { ConfigFile } from '../catalog/Catalog';
import { BILLING_PROVIDERS } from './billingProviders';
import { COGNITO_PROVIDER, COGNITO_UNAVAILABLE } from './CognitoPlanAccess';
import { NO_PLANS, type PlanAccess } from './PlanAccess';
import { providerPlanAccess, type BillingProviderName } from './ProviderPlanAccess';
import { Viewers } from './Viewers';

/** How long the signed URLs of a media reply (and of a master playlist) stay valid: 10 minutes. */
export const SIGNED_URL_TTL_SECONDS = 600;

export interface ContentProtectionOptions {
  /** The content-signing secret (see keys.ts resolveContentSecret). */
  secret: string;
  /** What viewers have bought (the billing seam); default: no plans. */
  plans?: PlanAccess | undefined;
  /** Request header holding the viewer's country (ISO 3166-1 alpha-2); none: no geo-blocking. */
  countryHeader?: string | undefined;
  /**
   * The host a provider that bills its own customers is asked at about them (`--cleeng-host`,
   * `--jwp-host`: a development host); default: its sandbox or production host, by each
   * config's `useSandbox`.
   */
  providerHosts?: Partial<Record<BillingProviderName, string | undefined>> | undefined;
  /** The fetch of the provider calls (tests). */
  providerFetch?: typeof fetch | undefined;
}

/**
 * Whose plans a config's viewers hold: the server's accounts (user ids), or a billing provider's
 * customers (their tokens), where only that provider's offers (`offerProvider`, its prefix in
 * `productIds`) count.
 */
export type ConfigPlans = { kind: 'account'; plans: PlanAccess } | { kind: 'provider'; plans: PlanAccess; offerProvider: BillingProviderName | typeof COGNITO_PROVIDER };

/**
 * Everything that protects playback, in one place for the routes: media tokens, HLS signatures,
 * the access bridge, the viewers (account tokens), the plan seam, and the geo check.
 */
export class ContentProtection {
  readonly mediaTokens: MediaTokens;
  readonly hls: HlsSigner;
  readonly bridge: AccessBridge;
  readonly viewers = new Viewers();
  readonly plans: PlanAccess;
  readonly countryHeader: string | undefined;
  readonly #options: ContentProtectionOptions;
  readonly #providerPlans = new Map<string, PlanAccess>();
  #cognitoPlans: PlanAccess = COGNITO_UNAVAILABLE;

  constructor(options: ContentProtectionOptions) {
    this.#options = options;
    const keys = new ContentKeys(options.secret);
    this.mediaTokens = new MediaTokens(keys.key('media-token'));
    this.hls = new HlsSigner(keys.key('hls'));
    this.bridge = new AccessBridge(keys.key('passport'), keys.key('bridge-refresh'));
    this.plans = options.plans ?? NO_PLANS;
    this.countryHeader = options.countryHeader?.trim().toLowerCase() || undefined;
  }

  /** The Cognito-style variant's plans (its pool users' subscriptions), attached once the account database is open. */
  attachCognito(plans: PlanAccess): void {
    this.#cognitoPlans = plans;
  }

  /**
   * The plans of a config's viewers: a config billed by a provider asks it about the customer's
   * token (its seam in billingProviders.ts, one plan access per config); any other, the server's
   * plan seam about account users.
   */
  plansFor(config: ConfigFile): ConfigPlans {
    const billing = config.billing;
    if (!billing) return { kind: 'account', plans: this.plans };
    // The variant's subscriptions are this server's own, asked about with the pool's access token.
    if (billing.provider === COGNITO_PROVIDER) return { kind: 'provider', plans: this.#cognitoPlans, offerProvider: COGNITO_PROVIDER };
    let plans = this.#providerPlans.get(config.id);
    if (!plans) {
      const seam = BILLING_PROVIDERS[billing.provider];
      const host = this.#options.providerHosts?.[billing.provider]?.trim() || (billing.useSandbox ? seam.hosts.sandbox : seam.hosts.production);
      plans = providerPlanAccess(seam.calls, { host, subscriptionOfferIds: billing.subscriptionOfferIds, ...(this.#options.providerFetch ? { fetch: this.#options.providerFetch } : {}) });
      this.#providerPlans.set(config.id, plans);
    }
    return { kind: 'provider', plans, offerProvider: billing.provider };
  }

  /** The viewer's country from the configured header (uppercase), when there is one. */
  countryOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
    if (!this.countryHeader) return undefined;
    const value = request.headers[this.countryHeader];
    const text = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    return text || undefined;
  }

  /** 403 "access blocked" when the item is blocked in the viewer's country. */
  checkGeo(item: CatalogItem, request: Pick<FastifyRequest, 'headers'>): void {
    const blocked = geoBlockedCountriesOf(item);
    if (blocked.length === 0) return;
    const country = this.countryOf(request);
    if (country !== undefined && blocked.includes(country)) throw forbidden(PROTECTION_MESSAGE.geoBlocked);
  }

  /**
   * The checks of every playlist and segment request of an item: the geo-block, then, for a
   * protected item, the signature of its family (401 missing, 403 wrong, expired or another item's).
   */
  checkHlsRequest(family: HlsFamily, item: CatalogItem, request: Pick<FastifyRequest, 'headers'> & { query: unknown }, nowMs: number): void {
    this.checkGeo(item, request);
    if (!isProtectedItem(item)) return;
    const check = this.hls.check(family, item.mediaid, request.query as Query, Math.floor(nowMs / 1000));
    if (check === 'missing') throw unauthorized(PROTECTION_MESSAGE.missingSignature);
    if (check === 'invalid') throw forbidden(PROTECTION_MESSAGE.badSignature);
  }

  /** `exp=&sig=` for an item's files, valid `ttlSeconds` from now. */
  signature(family: HlsFamily, itemId: string, nowMs: number, ttlSeconds: number = SIGNED_URL_TTL_SECONDS): string {
    return this.hls.query(family, itemId, Math.floor(nowMs / 1000) + Math.ceil(ttlSeconds));
  }
}
