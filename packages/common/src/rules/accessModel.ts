/**
 * Which access model a site runs under (spec 000 §1 and §4 "Access-model selection").
 * AVOD: free with ads, no login. AUTHVOD: free after login. SVOD: subscription.
 */
export const ACCESS_MODEL = {
  AVOD: 'AVOD',
  AUTHVOD: 'AUTHVOD',
  SVOD: 'SVOD',
} as const;

export type AccessModel = (typeof ACCESS_MODEL)[keyof typeof ACCESS_MODEL];

/** The account/payment provider a site is wired to; never both at once. */
export type AccessIntegration = 'jwp' | 'cleeng';

/** The slice of the app config this rule reads. */
export interface AccessModelConfig {
  contentProtection?: { accessModel?: string | null } | null;
  integrations?: {
    cleeng?: { monthlyOffer?: string | number | null; yearlyOffer?: string | number | null } | null;
    jwp?: { assetId?: string | number | null } | null;
  } | null;
}

const CONTENT_PROTECTION_MODELS: Readonly<Record<string, AccessModel>> = {
  free: ACCESS_MODEL.AVOD,
  freeauth: ACCESS_MODEL.AUTHVOD,
  authvod: ACCESS_MODEL.AUTHVOD,
  svod: ACCESS_MODEL.SVOD,
};

/**
 * Maps `contentProtection.accessModel` for a site without a provider.
 * No value means no protection, so AVOD. A value the spec does not list fails closed to SVOD:
 * a typo in the config must never open paid content.
 */
export function accessModelFromContentProtection(accessModel: string | null | undefined): AccessModel {
  if (accessModel === undefined || accessModel === null || accessModel.trim() === '') return ACCESS_MODEL.AVOD;
  return CONTENT_PROTECTION_MODELS[accessModel.trim().toLowerCase()] ?? ACCESS_MODEL.SVOD;
}

/** A config id counts as set when it is a non-empty string or a positive number. */
export const isConfiguredId = (value: string | number | null | undefined): boolean =>
  typeof value === 'number' ? Number.isFinite(value) && value > 0 : typeof value === 'string' && value.trim() !== '';

/**
 * The access model of a site. With the video-platform provider (jwp): SVOD if the integration has
 * an asset id, else AUTHVOD. With the subscription-billing provider (cleeng): SVOD if a monthly or
 * yearly offer is set, else AUTHVOD. Without a provider: the config's content protection.
 */
export function selectAccessModel(config: AccessModelConfig, integration?: AccessIntegration | null): AccessModel {
  if (integration === 'jwp') {
    return isConfiguredId(config.integrations?.jwp?.assetId) ? ACCESS_MODEL.SVOD : ACCESS_MODEL.AUTHVOD;
  }
  if (integration === 'cleeng') {
    const cleeng = config.integrations?.cleeng;
    return isConfiguredId(cleeng?.monthlyOffer) || isConfiguredId(cleeng?.yearlyOffer) ? ACCESS_MODEL.SVOD : ACCESS_MODEL.AUTHVOD;
  }
  return accessModelFromContentProtection(config.contentProtection?.accessModel);
}
