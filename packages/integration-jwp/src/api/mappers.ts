import {
  CONSENT_STATE,
  OFFER_PERIOD,
  OFFER_TYPE,
  SUBSCRIPTION_STATUS,
  customerConsentSchema,
  publisherConsentSchema,
  type Customer,
  type CustomerConsent,
  type Offer,
  type PaymentDetail,
  type PublisherConsent,
  type Subscription,
  type Transaction,
} from '@ott/common';
import { z } from 'zod/mini';
import type { AccessFee, ItemAccess, PaymentHistoryEntry, RegisterField, WireAccount, WireSubscription } from './schemas';

/** Metadata keys of the account that carry the names (the platform keeps `full_name` beside them). */
export const FIRST_NAME_KEY = 'first_name';
export const LAST_NAME_KEY = 'surname';
/** Metadata key of the consents as JSON (the platform has no consents of its own). */
export const CONSENTS_KEY = 'consents';

/** Register fields the sign-up form already has (email, names), left out of the publisher's fields. */
const BUILT_IN_FIELDS = new Set(['email_confirmation', FIRST_NAME_KEY, LAST_NAME_KEY]);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const flag = (value: unknown): boolean | undefined => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined);

/** The platform's account as the app's customer: names from the metadata, flags read from their string form. */
export function toCustomer(account: WireAccount): Customer {
  const metadata = { ...(account.metadata ?? {}) };
  for (const key of ['terms', 'has_password']) {
    const value = flag(metadata[key]);
    if (value === undefined) delete metadata[key];
    else metadata[key] = value;
  }
  if (typeof metadata.register_source !== 'string') delete metadata.register_source;
  return {
    id: account.id,
    ...(account.uuid ? { uuid: account.uuid } : {}),
    email: account.email,
    ...(text(account.full_name) ? { fullName: account.full_name } : {}),
    ...(text(metadata[FIRST_NAME_KEY]) ? { firstName: String(metadata[FIRST_NAME_KEY]) } : {}),
    ...(text(metadata[LAST_NAME_KEY]) ? { lastName: String(metadata[LAST_NAME_KEY]) } : {}),
    metadata,
    ...(account.created_at ? { regDate: new Date(account.created_at * 1000).toISOString() } : {}),
  };
}

/** The consents kept as JSON in the account's metadata; unreadable ones are none. */
export function consentsOf(customer: Pick<Customer, 'metadata'>): CustomerConsent[] {
  const raw = customer.metadata[CONSENTS_KEY];
  if (typeof raw !== 'string') return [];
  try {
    const parsed = z.safeParse(z.array(customerConsentSchema), JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Metadata values the form body can carry: scalars as strings; nested values (none expected) are left out. */
export function scalarMetadata(metadata: Record<string, unknown>): Record<string, string> {
  const entries = Object.entries(metadata).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/**
 * The metadata that records consents and custom register fields: one `metadata[name]` per answer
 * (the field's value, or whether a checkbox was accepted) plus all of them as JSON.
 */
export function consentMetadata(consents: readonly CustomerConsent[]): Record<string, string> {
  const answers = consents.map((consent) => [consent.name, String(consent.value ?? consent.state === CONSENT_STATE.ACCEPTED)] as const);
  const stored = consents.map(({ name, version, state, value }) => ({ name, version, state, ...(value === undefined ? {} : { value }) }));
  return { ...Object.fromEntries(answers), [CONSENTS_KEY]: JSON.stringify(stored) };
}

/** `full_name` from the names, as the peer keeps it: "first last", else the email. */
export const fullNameOf = (firstName: string, lastName: string, email: string): string => `${firstName.trim()} ${lastName.trim()}`.trim() || email;

/** The publisher's register fields as sign-up fields: terms first (required checkbox), then the custom ones. */
export function toPublisherConsents(fields: readonly RegisterField[]): PublisherConsent[] {
  const consents = fields
    .filter((field) => !BUILT_IN_FIELDS.has(field.name))
    .map((field) => {
      const isTerms = field.name === 'terms';
      const type = isTerms ? 'checkbox' : (field.type ?? 'input');
      const defaultValue = field.default_value;
      return z.parse(publisherConsentSchema, {
        type,
        name: field.name,
        label: field.label ?? '',
        placeholder: field.placeholder,
        required: isTerms || field.required === true,
        options: field.options && !Array.isArray(field.options) ? field.options : undefined,
        ...(type === 'checkbox' ? { enabledByDefault: flag(defaultValue) ?? false } : defaultValue === undefined || defaultValue === '' ? {} : { defaultValue }),
        isCustomRegisterField: !isTerms,
      });
    });
  return [...consents.filter((consent) => consent.name === 'terms'), ...consents.filter((consent) => consent.name !== 'terms')];
}

/** Access types that are one-off passes; any other access fee is a recurring subscription. */
const PASS_ACCESS_TYPES = new Set(['ppv', 'ppv_custom']);
const PERIODS = new Set<string>(Object.values(OFFER_PERIOD));
const periodOf = (period: string | undefined, quantity: number | undefined): Offer['period'] => {
  if (period === 'month' && quantity === 12) return OFFER_PERIOD.YEAR;
  return period && PERIODS.has(period) ? (period as Offer['period']) : undefined;
};

/** The access-fee id in an order or offer id (`S30101`, `30101`): the digits after the letter. */
export const accessFeeIdOf = (offerId: string): string => offerId.replace(/^[SC]/, '');

/**
 * The asset an offer id grants (for the access check, GET /items/{assetId}/access): a subscription
 * (`S<accessFeeId>`) grants the site's asset; a pass (`C<assetId>`, or `C<assetId>_<accessFeeId>`
 * when the asset has several passes) its own asset; a bare id is an asset id.
 */
export function assetIdOfOffer(offerId: string, siteAssetId: string | null): string {
  if (/^S\d+$/.test(offerId) && siteAssetId) return siteAssetId;
  return offerId.replace(/^[SC]/, '').replace(/_\d+$/, '');
}

/**
 * An asset's access fees as offers. Offer ids say what they grant (so that the entitlement check
 * after a payment, and after a reload, asks the right asset): `S<accessFeeId>` for subscriptions
 * (the site asset's); for passes the catalogue's own `C<assetId>`, or `C<assetId>_<accessFeeId>`
 * when the asset sells several passes. The offer's `id` is the access-fee id.
 */
export function toOffers(assetId: string, fees: readonly AccessFee[]): Offer[] {
  const passes = fees.filter((fee) => PASS_ACCESS_TYPES.has(fee.access_type.name)).length;
  return fees.map((fee) => {
    const isPass = PASS_ACCESS_TYPES.has(fee.access_type.name);
    const passId = passes > 1 ? `C${assetId}_${fee.id}` : `C${assetId}`;
    return toOffer(fee, isPass ? passId : `S${fee.id}`);
  });
}

/** One access fee as the app's offer, under the given offer id. */
export function toOffer(fee: AccessFee, offerId: string): Offer {
  const isPass = PASS_ACCESS_TYPES.has(fee.access_type.name);
  return {
    id: fee.id,
    type: isPass ? OFFER_TYPE.PASS : OFFER_TYPE.SUBSCRIPTION,
    offerId,
    offerPrice: fee.amount,
    offerCurrency: fee.currency,
    customerPriceInclTax: fee.amount,
    customerCurrency: fee.currency,
    offerTitle: fee.description || fee.title || fee.item?.title || '',
    active: true,
    ...(periodOf(fee.access_type.period, fee.access_type.quantity) ? { period: periodOf(fee.access_type.period, fee.access_type.quantity) } : {}),
    ...(fee.trial_period ? { freePeriods: 1 } : {}),
    ...(fee.expires_at ? { expiresAt: fee.expires_at } : {}),
    premier: false,
    planSwitchEnabled: fee.item?.plan_switch_enabled ?? false,
  };
}

const STATUS_OF_ACTION: Readonly<Record<string, Subscription['status']>> = {
  'free-trial': SUBSCRIPTION_STATUS.ACTIVE_TRIAL,
  recurrent: SUBSCRIPTION_STATUS.ACTIVE,
  canceled: SUBSCRIPTION_STATUS.CANCELLED,
  cancelled: SUBSCRIPTION_STATUS.CANCELLED,
  ended: SUBSCRIPTION_STATUS.EXPIRED,
  incomplete_expired: SUBSCRIPTION_STATUS.EXPIRED,
};

/** A recurring subscription of the asset, with the expiry of the customer's access to it. */
export function toSubscription(subscription: WireSubscription, access: ItemAccess): Subscription {
  const period = periodOf(subscription.access_type?.period, undefined);
  return {
    subscriptionId: subscription.subscription_id ?? access.id ?? access.item.id,
    offerId: subscription.item_id ?? access.item.id,
    ...(subscription.access_fee_id ? { accessFeeId: `S${subscription.access_fee_id}` } : {}),
    status: STATUS_OF_ACTION[subscription.action_type ?? ''] ?? SUBSCRIPTION_STATUS.TERMINATED,
    expiresAt: access.expires_at,
    ...(subscription.next_rebill_date ? { nextPaymentAt: subscription.next_rebill_date } : {}),
    ...(subscription.subscription_price === undefined ? {} : { nextPaymentPrice: subscription.subscription_price }),
    ...(subscription.currency ? { nextPaymentCurrency: subscription.currency } : {}),
    paymentGateway: 'stripe',
    ...(subscription.payment_method_name ? { paymentMethod: subscription.payment_method_name } : {}),
    offerTitle: subscription.item_title ?? access.item.title ?? '',
    ...(period ? { period } : {}),
    ...(subscription.charged_amount === undefined ? {} : { totalPrice: subscription.charged_amount }),
    ...(subscription.unsubscribe_url ? { unsubscribeUrl: subscription.unsubscribe_url } : {}),
  };
}

/** Access given without a subscription (granted by the publisher): active until it expires, nothing to pay. */
export function toGrantedSubscription(access: ItemAccess): Subscription {
  return {
    subscriptionId: access.id ?? access.item.id,
    offerId: access.item.id,
    status: SUBSCRIPTION_STATUS.ACTIVE,
    expiresAt: access.expires_at,
    nextPaymentAt: access.expires_at,
    nextPaymentPrice: 0,
    paymentGateway: 'none',
    offerTitle: access.item.title ?? '',
    period: OFFER_PERIOD.GRANTED,
    totalPrice: 0,
  };
}

/** A payment-history entry as a transaction; `transactionId` is the token the receipt call takes. */
export function toTransaction(entry: PaymentHistoryEntry): Transaction {
  return {
    transactionId: entry.transaction_token ?? entry.trx_token ?? `${entry.item_id ?? 'item'}-${entry.created_at}`,
    transactionDate: entry.created_at,
    ...(entry.trx_token ? { trxToken: entry.trx_token } : {}),
    offerId: entry.item_id ?? '',
    offerType: entry.item_type ?? '',
    offerTitle: entry.item_title ?? '',
    transactionPriceInclTax: entry.charged_amount ?? 0,
    transactionCurrency: entry.currency_iso || 'EUR',
    customerId: entry.consumer_id ?? '',
    ...(entry.payment_method_name ? { paymentMethod: entry.payment_method_name } : {}),
  };
}

/** The default card of one currency as the payment detail in use. */
export function toPaymentDetail(
  currency: string,
  card: { number: string | number; card_name?: string; card_type?: string; exp_month: string | number; exp_year: string | number },
): PaymentDetail {
  const month = `0${card.exp_month}`.slice(-2);
  return {
    id: `card-${currency}`,
    paymentMethod: 'card',
    paymentGateway: 'stripe',
    currency,
    active: true,
    paymentMethodSpecificParams: {
      ...(card.card_name ? { holderName: card.card_name } : {}),
      ...(card.card_type ? { variant: card.card_type } : {}),
      lastCardFourDigits: String(card.number).slice(-4),
      cardExpirationDate: `${month}/${card.exp_year}`,
    },
  };
}
