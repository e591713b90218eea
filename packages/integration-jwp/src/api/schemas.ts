import { z } from 'zod/mini';

/**
 * The platform's replies (InPlayer API shapes as the peer project and the platform's JS SDK read
 * them; README, "Calls"), one schema per shape. Replies are plain JSON, no envelope. Extra keys are
 * tolerated (a newer API may add some); a missing required field is common's invalid_reply.
 */

/** Ids come as numbers or strings; the app keeps strings. */
export const wireIdSchema = z.pipe(z.union([z.string(), z.number()]), z.transform((value: string | number) => String(value)));
/** A field that may be absent or null; null becomes undefined. */
export const maybe = <T extends z.core.$ZodType>(schema: T) =>
  z.optional(z.pipe(z.nullish(schema), z.transform((value: z.output<T> | null | undefined): NonNullable<z.output<T>> | undefined => value ?? undefined)));
/** Amounts sometimes come as strings ("9.99"). */
const amountSchema = z.pipe(z.union([z.number(), z.string()]), z.transform((value: number | string) => Number(value)));

/** The account (GET/PUT /accounts, and inside the authenticate and register replies). */
export const accountSchema = z.object({
  id: wireIdSchema,
  uuid: maybe(z.string()),
  email: z.string(),
  full_name: maybe(z.string()),
  referrer: maybe(z.string()),
  metadata: maybe(z.record(z.string(), z.unknown())),
  created_at: maybe(z.number()),
  merchant_uuid: maybe(z.string()),
});
export type WireAccount = z.output<typeof accountSchema>;

/** POST /v2/accounts/authenticate, POST /accounts (register), refresh: the bearer token, its expiry (epoch s) and the account. */
export const authReplySchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: maybe(z.string()),
  /** Epoch seconds. */
  expires: maybe(z.number()),
  account: maybe(accountSchema),
});
export type AuthReply = z.output<typeof authReplySchema>;

/** GET /accounts/register-fields/{clientId}: the publisher's sign-up fields. */
export const registerFieldsSchema = z.object({
  collection: z.array(
    z.object({
      id: maybe(wireIdSchema),
      name: z.string().check(z.minLength(1)),
      label: maybe(z.string()),
      type: maybe(z.string()),
      required: maybe(z.boolean()),
      default_value: maybe(z.union([z.string(), z.boolean()])),
      placeholder: maybe(z.string()),
      options: maybe(z.union([z.record(z.string(), z.string()), z.array(z.unknown())])),
    }),
  ),
});
export type RegisterField = z.output<typeof registerFieldsSchema>['collection'][number];

/** GET /v2/accounts/media/favorites. */
export const favoritesSchema = z.object({
  collection: z.array(z.object({ media_id: z.string().check(z.minLength(1)) })),
  cursor: maybe(z.string()),
});

/** GET /v2/accounts/media/watch-history?filter=currently_watching. */
export const watchHistorySchema = z.object({
  collection: z.array(z.object({ media_id: z.string().check(z.minLength(1)), progress: z.number() })),
  cursor: maybe(z.string()),
});

/** GET /v2/items/{id}/access-fees: the prices of an asset. */
export const accessFeesSchema = z.array(
  z.object({
    id: wireIdSchema,
    amount: amountSchema,
    currency: z.string(),
    description: maybe(z.string()),
    title: maybe(z.string()),
    item_id: maybe(wireIdSchema),
    expires_at: maybe(z.number()),
    access_type: z.object({
      name: z.string(),
      period: maybe(z.string()),
      quantity: maybe(z.number()),
    }),
    trial_period: maybe(z.object({ quantity: maybe(z.number()), period: maybe(z.string()) })),
    item: maybe(z.object({ id: maybe(wireIdSchema), title: maybe(z.string()), plan_switch_enabled: maybe(z.boolean()) })),
  }),
);
export type AccessFee = z.output<typeof accessFeesSchema>[number];

/** GET /payments/methods. */
export const paymentMethodsSchema = z.array(z.object({ id: wireIdSchema, method_name: z.string(), is_external: maybe(z.boolean()) }));

/** POST /vouchers/discount: the price with the voucher, and for how many periods. */
export const discountSchema = z.object({ amount: amountSchema, discount_duration: maybe(z.number()) });

/** POST /payments, POST /subscriptions: accepted; the outcome follows as a notification (a 3-D Secure page may be named at once). */
export const paymentReplySchema = z.optional(
  z.looseObject({
    message: maybe(z.string()),
    code: maybe(z.number()),
    redirect_to_url: maybe(z.string()),
  }),
);

/** POST /external-payments (PayPal): the approval page, or the access id when the customer already has access. */
export const externalPaymentSchema = z.looseObject({ endpoint: maybe(z.string()), id: maybe(wireIdSchema) });

/** GET /items/{id}/access: the customer's access to an asset (402 when there is none). */
export const itemAccessSchema = z.object({
  id: maybe(wireIdSchema),
  customer_id: maybe(wireIdSchema),
  /** Epoch seconds. */
  expires_at: z.number(),
  starts_at: maybe(z.number()),
  item: z.object({ id: wireIdSchema, title: maybe(z.string()) }),
});
export type ItemAccess = z.output<typeof itemAccessSchema>;

/** GET /subscriptions?limit=15&page=0 (variant adapter). */
export const subscriptionsSchema = z.object({
  collection: z.array(
    z.looseObject({
      item_id: maybe(wireIdSchema),
      item_title: maybe(z.string()),
      subscription_id: maybe(wireIdSchema),
      subscription_price: maybe(amountSchema),
      action_type: maybe(z.string()),
      next_rebill_date: maybe(z.number()),
      charged_amount: maybe(amountSchema),
      payment_method_name: maybe(z.string()),
      currency: maybe(z.string()),
      access_type: maybe(z.object({ period: maybe(z.string()) })),
      access_fee_id: maybe(wireIdSchema),
      unsubscribe_url: maybe(z.string()),
    }),
  ),
  total: maybe(z.number()),
});
export type WireSubscription = z.output<typeof subscriptionsSchema>['collection'][number];

/** GET /v2/accounting/payment-history. */
export const paymentHistorySchema = z.object({
  collection: z.array(
    z.looseObject({
      transaction_token: maybe(z.string()),
      trx_token: maybe(z.string()),
      consumer_id: maybe(wireIdSchema),
      payment_method_name: maybe(z.string()),
      action_type: maybe(z.string()),
      item_id: maybe(wireIdSchema),
      item_type: maybe(z.string()),
      item_title: maybe(z.string()),
      charged_amount: maybe(amountSchema),
      currency_iso: maybe(z.string()),
      created_at: z.number(),
    }),
  ),
  total: maybe(z.number()),
});
export type PaymentHistoryEntry = z.output<typeof paymentHistorySchema>['collection'][number];

/** GET /v2/payments/cards/default: the default card per currency. */
export const defaultCardsSchema = z.object({
  cards: maybe(
    z.record(
      z.string(),
      z.object({
        number: z.union([z.string(), z.number()]),
        card_name: maybe(z.string()),
        card_type: maybe(z.string()),
        exp_month: z.union([z.string(), z.number()]),
        exp_year: z.union([z.string(), z.number()]),
        account_id: maybe(wireIdSchema),
      }),
    ),
  ),
});

/** Replies that carry only a message (logout, change password, export, erase, switch, card update). */
export const messageReplySchema = z.optional(z.looseObject({ message: maybe(z.string()), code: maybe(z.number()) }));

/** GET /v3/sites/{siteId}/entitlements: the site's plans the customer is entitled to (001 §7.2). */
export const siteEntitlementsSchema = z.object({
  plans: z.array(z.looseObject({ id: z.string(), metadata: z.looseObject({ access_model: maybe(z.string()), name: maybe(z.string()) }) })),
});
