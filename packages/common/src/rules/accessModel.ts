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

const CONTENT_PROTECTION_MODELS: Readonly<Record<string, AccessModel>> = {
  free: ACCESS_MODEL.AVOD,
  freeauth: ACCESS_MODEL.AUTHVOD,
  authvod: ACCESS_MODEL.AUTHVOD,
  svod: ACCESS_MODEL.SVOD,
};

/**
 * Maps `contentProtection.accessModel` for a site without a provider (with one, the integration
 * module's own rule decides: IntegrationModule.accessModel).
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
