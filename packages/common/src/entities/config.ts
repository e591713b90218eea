import { z } from '../zod';
import { externalProviderSchema } from './externalProvider';
import { booleanishSchema, idSchema, isTruthyFlag, optionalField } from './schemaHelpers';

/**
 * The remote app config (spec 000 §3 and §5). This is the one definition of its shape; the rules
 * that span fields (one integration, one entitlement type) and the loading result live in
 * `config/`. Optional fields may be null or missing; containers (assets, styling, features,
 * integrations, custom) come out as objects so that screens read `config.styling.footerText`
 * without guarding the container.
 */

/** Shown when a config has no site name (the spec leaves the value open). */
export const DEFAULT_SITE_NAME = 'OTT Web App';

export const CONTENT_ROW_TYPE = {
  PLAYLIST: 'playlist',
  CONTINUE_WATCHING: 'continue_watching',
  FAVORITES: 'favorites',
  CONTENT_LIST: 'content_list',
} as const;
export type ContentRowType = (typeof CONTENT_ROW_TYPE)[keyof typeof CONTENT_ROW_TYPE];

export const MENU_ITEM_TYPE = { PLAYLIST: 'playlist', CONTENT_LIST: 'content_list', MEDIA: 'media' } as const;
export type MenuItemType = (typeof MENU_ITEM_TYPE)[keyof typeof MENU_ITEM_TYPE];

export const AD_DELIVERY_METHOD = { CSAI: 'csai', SSAI: 'ssai' } as const;
export type AdDeliveryMethod = (typeof AD_DELIVERY_METHOD)[keyof typeof AD_DELIVERY_METHOD];

/** contentProtection.accessModel values as the config spells them (spec §5). */
export const CONFIG_ACCESS_MODEL = { FREE: 'free', FREEAUTH: 'freeauth', AUTHVOD: 'authvod', SVOD: 'svod' } as const;
export type ConfigAccessModel = (typeof CONFIG_ACCESS_MODEL)[keyof typeof CONFIG_ACCESS_MODEL];

const text = optionalField(z.string());
const customParams = optionalField(z.record(z.string(), z.unknown()));

/** An object-valued field that may be null or missing and then reads as `{}`. */
const container = <T extends z.ZodMiniObject>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((value): z.output<T> => value ?? ({} as z.output<T>)),
  );

export const contentRowSchema = z.object({
  /** Playlist or content-list id; continue-watching and favorites rows need none. */
  contentId: text,
  type: z.enum(CONTENT_ROW_TYPE),
  title: text,
  featured: optionalField(z.boolean()),
  backgroundColor: text,
  /** Comma list of languages; "!" excludes one (spec §5 "Language filters"). */
  filterTags: text,
  custom: customParams,
});
export type ContentRow = z.infer<typeof contentRowSchema>;

export const menuItemSchema = z.object({
  label: z.string(),
  contentId: z.string(),
  type: optionalField(z.enum(MENU_ITEM_TYPE)),
  filterTags: text,
  /** May hold `language`: a comma list of languages with "!" exclusions. */
  custom: customParams,
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const stylingSchema = z.object({
  backgroundColor: text,
  highlightColor: text,
  headerBackground: text,
  /** Markdown; a "<br>"-style marker splits lines and "|" splits items (spec §2 Layout). */
  footerText: text,
});
export type Styling = z.infer<typeof stylingSchema>;

export const featuresSchema = z.object({
  recommendationsPlaylist: text,
  searchPlaylist: text,
  continueWatchingList: text,
  favoritesList: text,
  /** Search through the site's app-content search endpoint instead of a search playlist. */
  appContentSearch: optionalField(booleanishSchema),
});
export type Features = z.infer<typeof featuresSchema>;

export const assetsSchema = z.object({
  banner: text,
});
export type Assets = z.infer<typeof assetsSchema>;

/** Sandbox hosts unless a config says otherwise: a missing flag must never charge real money. */
const useSandbox = z.pipe(
  z.nullish(z.boolean()),
  z.transform((value) => value ?? true),
);

export const cleengIntegrationSchema = z.object({
  /** Publisher id; set means the subscription-billing provider is enabled. */
  id: optionalField(idSchema),
  monthlyOffer: text,
  yearlyOffer: text,
  useSandbox,
});
export type CleengIntegration = z.infer<typeof cleengIntegrationSchema>;

export const jwpIntegrationSchema = z.object({
  /** Client id; set means the video-platform provider is enabled. */
  clientId: text,
  /** Access-fee asset; set means subscriptions are sold through the provider's access fees. */
  assetId: optionalField(idSchema),
  useSandbox,
});
export type JwpIntegration = z.infer<typeof jwpIntegrationSchema>;

/** The self-hosted custom account API. */
export const customIntegrationSchema = z.object({
  /** Base URL of the account API; set means this integration is enabled. */
  apiUrl: text,
  /** Optional entitlement host answering POST {provider, credentials, asset} -> {entitled, token}. */
  entitlementUrl: text,
});
export type CustomIntegration = z.infer<typeof customIntegrationSchema>;

/** A Cognito-style user pool with an account host and a subscription API beside it. */
export const cognitoIntegrationSchema = z.object({
  region: text,
  /** Set means this integration is enabled. */
  userPoolId: text,
  /** App client id of the user pool. */
  clientId: text,
  /** Hosted sign-in domain of the pool, when it has one. */
  domain: text,
  /** Account host: {accountUrl}/exchange-token. */
  accountUrl: text,
  /** Subscription API: /active-subscriptions, /product-offers, /get-access. */
  apiUrl: text,
  /** Entitlement host: POST /entitlement. */
  entitlementUrl: text,
  /** Billing-portal page that the portal link (token + returnUrl) opens. */
  billingPortalUrl: text,
  /** The site's subscription offers (ids of GET /product-offers), named as the billing provider's are. */
  monthlyOffer: text,
  yearlyOffer: text,
});
export type CognitoIntegration = z.infer<typeof cognitoIntegrationSchema>;

export const integrationsSchema = z.object({
  cleeng: optionalField(cleengIntegrationSchema),
  jwp: optionalField(jwpIntegrationSchema),
  custom: optionalField(customIntegrationSchema),
  cognito: optionalField(cognitoIntegrationSchema),
});
export type Integrations = z.infer<typeof integrationsSchema>;

export const contentProtectionSchema = z.object({
  /** When missing, the access model follows from the integration (spec §4). */
  accessModel: optionalField(z.enum(CONFIG_ACCESS_MODEL)),
  drm: optionalField(z.object({ defaultPolicyId: text })),
});
export type ContentProtection = z.infer<typeof contentProtectionSchema>;

export const configSchema = z.object({
  id: text,
  siteName: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => (value && value.trim() !== '' ? value : DEFAULT_SITE_NAME)),
  ),
  description: z.string(),
  siteId: z.string(),
  /** Player library id, loaded from /libraries/{player}.js when set. */
  player: text,
  analyticsToken: text,
  adConfig: text,
  adSchedule: text,
  adScheduleUrls: optionalField(z.object({ json: text, xml: text })),
  adDeliveryMethod: optionalField(z.enum(AD_DELIVERY_METHOD)),
  assets: container(assetsSchema),
  content: z.array(contentRowSchema),
  menu: z.array(menuItemSchema),
  styling: container(stylingSchema),
  features: container(featuresSchema),
  integrations: container(integrationsSchema),
  custom: container(
    z.looseObject({
      inlinePlayer: optionalField(booleanishSchema),
      deleteAccountUrl: optionalField(z.string()),
      /** The external library-login providers (000 §2 `login-external`, §3 "External provider"), for a site whose integration exchanges their tokens. */
      externalProviders: optionalField(z.array(externalProviderSchema)),
    }),
  ),
  contentProtection: optionalField(contentProtectionSchema),
});
export type Config = z.infer<typeof configSchema>;
/** A config as it arrives, before defaults are applied. */
export type ConfigInput = z.input<typeof configSchema>;

/** Whether search uses the app-content search endpoint (set in features or, for older configs, custom). */
export const isAppContentSearchEnabled = (config: Pick<Config, 'features' | 'custom'>): boolean =>
  isTruthyFlag(config.features.appContentSearch) || isTruthyFlag(config.custom.appContentSearch);
