import {
  pendingSwitchSchema,
  captureSchema,
  customerConsentSchema,
  orderSchema,
  paymentDetailSchema,
  paymentMethodSchema,
  publisherConsentSchema,
  subscriptionSchema,
  transactionSchema,
} from '@ott/common';
import { z } from 'zod/mini';

/**
 * The provider's replies (Cleeng MediaStore API shapes; README, "Calls"), one schema per shape.
 * MediaStore replies are an envelope `{ responseData, errors }`: the client raises a non-empty
 * `errors` list (its first entry) and these schemas read `responseData`. The auth host (device
 * codes) answers without an envelope. Extra keys are tolerated (a newer API may add some); a
 * missing required field is common's invalid_reply.
 */

const text = z.string().check(z.minLength(1));
/** Ids come as numbers or strings; the app keeps strings. */
export const wireIdSchema = z.pipe(z.union([z.string(), z.number()]), z.transform((value: string | number) => String(value)));
/** A field that may be absent or null; null becomes undefined. */
export const maybe = <T extends z.core.$ZodType>(schema: T) =>
  z.optional(z.pipe(z.nullish(schema), z.transform((value: z.output<T> | null | undefined): NonNullable<z.output<T>> | undefined => value ?? undefined)));

/** The `responseData` of a MediaStore envelope, validated with `schema`. */
export const envelope = <T extends z.core.$ZodType>(schema: T) =>
  z.pipe(
    z.object({ responseData: schema }),
    z.transform((reply: { responseData: z.output<T> }) => reply.responseData),
  );

/** POST /auths, POST /customers, POST /auths/refresh_token: the JWT and the single-use refresh token. */
export const authDataSchema = z.object({
  jwt: text,
  refreshToken: text,
  customerToken: maybe(z.string()),
});
export type AuthData = z.infer<typeof authDataSchema>;

/** GET /locales: where the visitor is, for registration and orders. */
export const localesSchema = z.object({
  country: z.string(),
  currency: z.string(),
  locale: z.string(),
  ipAddress: maybe(z.string()),
});
export type Locales = z.infer<typeof localesSchema>;

/** GET and PATCH /customers/{id}. `externalData` is the publisher's free-form data (the app's metadata). */
export const wireCustomerSchema = z.object({
  id: wireIdSchema,
  email: z.string(),
  firstName: maybe(z.string()),
  lastName: maybe(z.string()),
  country: maybe(z.string()),
  regDate: maybe(z.string()),
  lastLoginDate: maybe(z.string()),
  lastUserIp: maybe(z.string()),
  externalId: maybe(z.string()),
  externalData: maybe(z.record(z.string(), z.unknown())),
});
export type WireCustomer = z.infer<typeof wireCustomerSchema>;

/** GET /customers/{id}/consents and GET /publishers/{id}/consents. */
export const customerConsentsSchema = z.object({ consents: z.array(customerConsentSchema) });
export const publisherConsentsSchema = z.object({ consents: z.array(publisherConsentSchema) });

/** GET /customers/{id}/capture/status has the shape of common's Capture. */
export const captureStatusSchema = captureSchema;

/** GET /entitlements/{offerId}. `expiresAt` in seconds, when the provider says. */
export const entitlementReplySchema = z.object({
  accessGranted: z.boolean(),
  expiresAt: maybe(z.number()),
});

/** Auth host, POST /v1/codes/generate: the code, its expiry (epoch ms) and where to enter it. */
export const generatedCodeSchema = z.object({
  code: text,
  expiresAt: maybe(z.number()),
  verificationUrl: maybe(z.string()),
});

/** Auth host, GET /v1/codes/check once the code is authorized (401: not yet, 410: expired). */
export const checkedCodeSchema = z.object({
  accessToken: text,
  refreshToken: text,
  tokenType: maybe(z.string()),
  /** Lifetime of the access token in ms. */
  expiresIn: maybe(z.number()),
  customerId: maybe(wireIdSchema),
});

/** An empty or unread success reply. */
export const anyReplySchema = z.unknown();

/** GET /v2/offers/{id}: the offer in the fields of common's Offer (000 §3). */
export { offerSchema } from '@ott/common';

/** POST, PATCH /orders: `{ order }` (with `success`); GET /orders/{id}: the order itself. Both are read. */
export const orderReplySchema = z.pipe(
  z.union([z.object({ order: orderSchema }), orderSchema]),
  z.transform((reply: { order: z.output<typeof orderSchema> } | z.output<typeof orderSchema>) => ('order' in reply ? reply.order : reply)),
);

/** GET /payment-methods. */
export const paymentMethodsSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });

/** POST /connectors/paypal/v1/tokens. */
export const payPalTokenSchema = z.object({ redirectUrl: text });

/** GET /customers/{id}/subscriptions and /transactions: `{ items, totalCount }`. */
export const subscriptionsSchema = z.object({ items: z.array(subscriptionSchema) });
export const transactionsSchema = z.object({ items: z.array(transactionSchema) });

/** GET /customers/{id}/payment_details. */
export const paymentDetailsSchema = z.object({ paymentDetails: z.array(paymentDetailSchema) });

/** GET /customers/{id}/subscription_switches/{offerId}/availability: the switches possible now. */
export const switchAvailabilitySchema = z.object({
  available: z.pipe(
    z.nullish(
      z.array(
        z.object({
          toOfferId: z.string(),
          switchDirection: z.enum(['upgrade', 'downgrade']),
          title: maybe(z.string()),
          price: maybe(z.number()),
          currency: maybe(z.string()),
        }),
      ),
    ),
    z.transform((value) => value ?? []),
  ),
});

/** GET /receipt/{id}: the receipt as an HTML page. */
export const receiptSchema = z.string();

/**
 * The gateway's next step (Adyen drop-in `action`): the only one a browser can follow without the
 * drop-in is a redirect to `url` (the bank's challenge page).
 */
export const adyenActionSchema = z.object({
  type: z.string(),
  url: maybe(z.string()),
  method: maybe(z.string()),
  paymentMethodType: maybe(z.string()),
  data: maybe(z.unknown()),
});

/** What a card payment's Payment says about the outcome (jwplayer/ott-web-app `Payment`). */
export const wirePaymentSchema = z.object({
  id: maybe(wireIdSchema),
  orderId: maybe(wireIdSchema),
  status: z.string(),
  rejectedReason: maybe(z.string()),
  paymentMethod: maybe(z.string()),
});

/**
 * POST /connectors/adyen/initial-payment and /payment-details: an `action` to follow, a Payment
 * (initial payment), a payment detail (payment details), or the gateway's own result fields
 * (`resultCode`, `refusalReason`) when it refuses in a 200 reply.
 */
export const cardReplySchema = z.object({
  action: maybe(adyenActionSchema),
  status: maybe(z.string()),
  rejectedReason: maybe(z.string()),
  resultCode: maybe(z.string()),
  refusalReason: maybe(z.string()),
  payment: maybe(wirePaymentSchema),
});
export type CardReply = z.infer<typeof cardReplySchema>;

/** POST /connectors/adyen/sessions: what the drop-in starts with. */
export const adyenSessionSchema = z.object({
  id: text,
  sessionData: text,
  amount: maybe(z.object({ currency: z.string(), value: z.number() })),
  returnUrl: maybe(z.string()),
});

/** DELETE /payment_details/{id}. */
export const deletedPaymentDetailsSchema = z.object({ paymentDetailsId: maybe(wireIdSchema) });

/** GET /subscription_switches/{id}. */
export const subscriptionSwitchReplySchema = pendingSwitchSchema;

/** POST /connectors/adyen/payment-details(/finalize) when stored at once: the new payment detail. */
export { paymentDetailSchema };
