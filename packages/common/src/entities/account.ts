import { z } from '../zod';
import { idSchema, openEnumSchema, optionalField } from './schemaHelpers';

/** Metadata key under which a pending downgrade of one subscription is recorded (spec §3, §4). */
export const pendingDowngradeKey = (subscriptionId: string | number): string => `${subscriptionId}_pending_downgrade`;

/**
 * Customer metadata: the known flags plus any provider-specific keys, notably one
 * pending-downgrade entry per subscription (see `pendingDowngradeKey`).
 */
export const customerMetadataSchema = z.looseObject({
  terms: optionalField(z.boolean()),
  register_source: optionalField(z.string()),
  has_password: optionalField(z.boolean()),
});
export type CustomerMetadata = z.infer<typeof customerMetadataSchema>;

/** The signed-in user. A viewer-token user has an empty email (spec §6). */
export const customerSchema = z.object({
  id: idSchema,
  uuid: optionalField(z.string()),
  email: z.string(),
  fullName: optionalField(z.string()),
  firstName: optionalField(z.string()),
  lastName: optionalField(z.string()),
  country: optionalField(z.string()),
  metadata: z.pipe(
    z.nullish(customerMetadataSchema),
    z.transform((value) => value ?? {}),
  ),
  regDate: optionalField(z.string()),
  lastUserIp: optionalField(z.string()),
});
export type Customer = z.infer<typeof customerSchema>;

export const CONSENT_STATE = { ACCEPTED: 'accepted', DECLINED: 'declined' } as const;
export type ConsentState = (typeof CONSENT_STATE)[keyof typeof CONSENT_STATE];

/** Version a consent has when the provider sends none (the terms consent is version "1"). */
export const DEFAULT_CONSENT_VERSION = '1';

/** A customer's answer to one consent. */
export const customerConsentSchema = z.object({
  name: z.string(),
  version: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? DEFAULT_CONSENT_VERSION),
  ),
  state: z.enum(CONSENT_STATE),
  value: optionalField(z.union([z.string(), z.boolean()])),
  needsUpdate: optionalField(z.boolean()),
  label: optionalField(z.string()),
  required: optionalField(z.boolean()),
  newestVersion: optionalField(z.string()),
  date: optionalField(z.number()),
});
export type CustomerConsent = z.infer<typeof customerConsentSchema>;

/** Field types of publisher consents and custom registration fields; checkbox is the default. */
export const CONSENT_FIELD_TYPE = {
  CHECKBOX: 'checkbox',
  INPUT: 'input',
  SELECT: 'select',
  RADIO: 'radio',
  COUNTRY: 'country',
  US_STATE: 'us_state',
  DATEPICKER: 'datepicker',
} as const;
export type ConsentFieldType = (typeof CONSENT_FIELD_TYPE)[keyof typeof CONSENT_FIELD_TYPE];

/** A consent or custom registration field the publisher asks for at sign-up. */
export const publisherConsentSchema = z.object({
  type: z.pipe(
    z.nullish(openEnumSchema(CONSENT_FIELD_TYPE)),
    z.transform((value) => value ?? CONSENT_FIELD_TYPE.CHECKBOX),
  ),
  name: z.string(),
  label: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
  placeholder: optionalField(z.string()),
  required: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value ?? false),
  ),
  /** value -> label, for select and radio fields. */
  options: optionalField(z.record(z.string(), z.string())),
  defaultValue: optionalField(z.union([z.string(), z.boolean()])),
  enabledByDefault: optionalField(z.boolean()),
  version: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? DEFAULT_CONSENT_VERSION),
  ),
  isCustomRegisterField: optionalField(z.boolean()),
});
export type PublisherConsent = z.infer<typeof publisherConsentSchema>;

export { externalProviderSchema, type ExternalProvider } from './externalProvider';

/** Real-time notification types of the video-platform provider (spec §4 "Real-time notifications"). */
export const NOTIFICATION_TYPE = {
  ACCESS_GRANTED: 'access.granted',
  ACCESS_REVOKED: 'access.revoked',
  CARD_SUCCESS: 'payment.card.success',
  CARD_FAILED: 'payment.card.failed',
  CARD_REQUIRES_ACTION: 'payment.card.requires.action',
  SUBSCRIBE_SUCCESS: 'subscribe.success',
  SUBSCRIBE_FAILED: 'subscribe.failed',
  SUBSCRIBE_REQUIRES_ACTION: 'subscribe.requires.action',
  ACCOUNT_LOGOUT: 'account.logout',
} as const;
export type NotificationType = (typeof NOTIFICATION_TYPE)[keyof typeof NOTIFICATION_TYPE];

export const notificationSchema = z.object({
  type: openEnumSchema(NOTIFICATION_TYPE),
  resource: z.pipe(
    z.nullish(
      z.looseObject({
        message: optionalField(z.string()),
        redirect_to_url: optionalField(z.string()),
      }),
    ),
    z.transform((value) => value ?? {}),
  ),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A signed-in session of the viewer as the account API lists it (issue 21): where, since when, last used. */
export const accountSessionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** The device as the viewer knows it ("Firefox on Windows", a TV's name); may be empty. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of this browser. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
