import { HttpClient, type FetchLike } from '@ott/common';
import type { z } from 'zod/mini';
import {
  accessFeesSchema,
  accountSchema,
  authReplySchema,
  defaultCardsSchema,
  discountSchema,
  externalPaymentSchema,
  favoritesSchema,
  itemAccessSchema,
  messageReplySchema,
  paymentHistorySchema,
  paymentMethodsSchema,
  paymentReplySchema,
  registerFieldsSchema,
  siteEntitlementsSchema,
  subscriptionsSchema,
  watchHistorySchema,
} from './schemas';

type Out<S extends z.core.$ZodType> = z.output<S>;

/** The card fields of a payment and of the default-card update, as the platform names them. */
export interface WireCard {
  number: string;
  card_name: string;
  exp_month: string;
  exp_year: string;
  cvv: string;
}

/** Stores of in-app purchases whose receipts the platform validates. */
export type ExternalPlatform = 'apple' | 'google-play';

/**
 * One method per call of the platform (001 §7.5), form-encoded, with the customer's access token
 * as bearer credential (`token`). A failed status raises common's HttpError with the platform's
 * message (`{code, message, errors?: {field: message}}`; every message in `details.messages`).
 * No session, no retries: see JwpSession.
 */
export class JwpApiClient {
  private readonly http: HttpClient;

  constructor(readonly baseUrl: string, fetch?: FetchLike) {
    this.http = new HttpClient({ baseUrl, fetch, bodyFormat: 'form' });
  }

  // --- session -----------------------------------------------------------------------------

  authenticate(body: { client_id: string; referrer: string; username: string; password: string }): Promise<Out<typeof authReplySchema>> {
    return this.http.post('/v2/accounts/authenticate', { body: { ...body, grant_type: 'password' }, auth: 'none', schema: authReplySchema });
  }

  /** The refresh grant of the (v1) authenticate call. */
  refresh(body: { client_id: string; refresh_token: string }): Promise<Out<typeof authReplySchema>> {
    return this.http.post('/accounts/authenticate', { body: { ...body, grant_type: 'refresh_token' }, auth: 'none', schema: authReplySchema });
  }

  register(body: {
    full_name: string;
    username: string;
    password: string;
    password_confirmation: string;
    client_id: string;
    referrer: string;
    metadata: Record<string, string>;
  }): Promise<Out<typeof authReplySchema>> {
    return this.http.post('/accounts', { body: { ...body, type: 'consumer', grant_type: 'password' }, auth: 'none', schema: authReplySchema });
  }

  logout(token: string): Promise<unknown> {
    return this.http.get('/accounts/logout', { token, auth: 'required', schema: messageReplySchema });
  }

  getRegisterFields(clientId: string): Promise<Out<typeof registerFieldsSchema>> {
    return this.http.get(`/accounts/register-fields/${enc(clientId)}`, { auth: 'none', schema: registerFieldsSchema });
  }

  // --- account -----------------------------------------------------------------------------

  getAccount(token: string): Promise<Out<typeof accountSchema>> {
    return this.http.get('/accounts', { token, auth: 'required', schema: accountSchema });
  }

  updateAccount(token: string, body: { full_name: string; metadata: Record<string, string> }): Promise<Out<typeof accountSchema>> {
    return this.http.put('/accounts', { token, auth: 'required', body, schema: accountSchema });
  }

  changePassword(token: string, body: { old_password: string; password: string; password_confirmation: string }): Promise<unknown> {
    return this.http.post('/accounts/change-password', { token, auth: 'required', body, schema: messageReplySchema });
  }

  /** Sends the reset mail; the merchant is the client id. */
  forgotPassword(body: { email: string; merchant_uuid: string }): Promise<unknown> {
    return this.http.post('/accounts/forgot-password', { auth: 'none', body: { ...body, branding_id: 0 }, schema: messageReplySchema });
  }

  resetPassword(resetToken: string, body: { password: string; password_confirmation: string }): Promise<unknown> {
    return this.http.put(`/accounts/forgot-password/${enc(resetToken)}`, { auth: 'none', body: { ...body, branding_id: 0 }, schema: messageReplySchema });
  }

  /** Mails the account's data to its address (the password is optional on the platform). */
  exportData(token: string, body: { password?: string }): Promise<unknown> {
    return this.http.post('/accounts/export', { token, auth: 'required', body: { ...body, branding_id: 0 }, schema: messageReplySchema });
  }

  eraseAccount(token: string, body: { password: string }): Promise<unknown> {
    return this.http.delete('/accounts/erase', { token, auth: 'required', body: { ...body, branding_id: 0 }, schema: messageReplySchema });
  }

  // --- lists -------------------------------------------------------------------------------

  getFavorites(token: string): Promise<Out<typeof favoritesSchema>> {
    return this.http.get('/v2/accounts/media/favorites', { token, auth: 'required', schema: favoritesSchema });
  }

  addFavorite(token: string, mediaId: string): Promise<unknown> {
    return this.http.post('/v2/accounts/media/favorites', { token, auth: 'required', body: { media_id: mediaId } });
  }

  deleteFavorite(token: string, mediaId: string): Promise<unknown> {
    return this.http.delete(`/v2/accounts/media/favorites/${enc(mediaId)}`, { token, auth: 'required' });
  }

  getWatchHistory(token: string): Promise<Out<typeof watchHistorySchema>> {
    return this.http.get('/v2/accounts/media/watch-history', { token, auth: 'required', query: { filter: 'currently_watching' }, schema: watchHistorySchema });
  }

  updateWatchHistory(token: string, mediaId: string, progress: number): Promise<unknown> {
    return this.http.patch('/v2/accounts/media/watch-history', { token, auth: 'required', body: { media_id: mediaId, progress } });
  }

  // --- checkout ----------------------------------------------------------------------------

  getAccessFees(assetId: string): Promise<Out<typeof accessFeesSchema>> {
    return this.http.get(`/v2/items/${enc(assetId)}/access-fees`, { auth: 'none', schema: accessFeesSchema });
  }

  getPaymentMethods(token: string): Promise<Out<typeof paymentMethodsSchema>> {
    return this.http.get('/payments/methods', { token, auth: 'required', schema: paymentMethodsSchema });
  }

  getDiscount(token: string, body: { voucher_code: string; access_fee_id: string }): Promise<Out<typeof discountSchema>> {
    return this.http.post('/vouchers/discount', { token, auth: 'required', body, schema: discountSchema });
  }

  /** A pass (one payment): POST /payments. */
  payWithCard(token: string, body: CardPaymentBody): Promise<Out<typeof paymentReplySchema>> {
    return this.http.post('/payments', { token, auth: 'required', body: { ...body }, schema: paymentReplySchema });
  }

  /** A recurring access fee: POST /subscriptions. */
  subscribeWithCard(token: string, body: CardPaymentBody): Promise<Out<typeof paymentReplySchema>> {
    return this.http.post('/subscriptions', { token, auth: 'required', body: { ...body }, schema: paymentReplySchema });
  }

  /** PayPal: the approval page's URL (`endpoint`). */
  externalPayment(token: string, body: { origin: string; access_fee: string; payment_method: string; voucher_code?: string }): Promise<Out<typeof externalPaymentSchema>> {
    return this.http.post('/external-payments', { token, auth: 'required', body: { ...body, branding_id: 0 }, schema: externalPaymentSchema });
  }

  /** Validates an in-app purchase's receipt: by product name, or by item and access fee. */
  validateExternalPayment(
    token: string,
    platform: ExternalPlatform,
    body: { receipt: string; product_name?: string; item_id?: string; access_fee_id?: string },
  ): Promise<unknown> {
    return this.http.post(`/v2/external-payments/${platform}/validate`, { token, auth: 'required', body, schema: messageReplySchema });
  }

  // --- access and entitlements -------------------------------------------------------------

  /** 200 with the access when granted; 402 when not (raised as an HttpError with code 402). */
  getItemAccess(token: string, assetId: string): Promise<Out<typeof itemAccessSchema>> {
    return this.http.get(`/items/${enc(assetId)}/access`, { token, auth: 'required', schema: itemAccessSchema });
  }

  getSiteEntitlements(token: string | undefined, siteId: string): Promise<Out<typeof siteEntitlementsSchema>> {
    return this.http.get(`/v3/sites/${enc(siteId)}/entitlements`, { ...(token ? { token } : {}), schema: siteEntitlementsSchema });
  }

  // --- variant adapter: subscriptions, billing ---------------------------------------------

  getSubscriptions(token: string, query: { limit: number; page: number }): Promise<Out<typeof subscriptionsSchema>> {
    return this.http.get('/subscriptions', { token, auth: 'required', query: { ...query }, schema: subscriptionsSchema });
  }

  getPaymentHistory(token: string): Promise<Out<typeof paymentHistorySchema>> {
    return this.http.get('/v2/accounting/payment-history', { token, auth: 'required', schema: paymentHistorySchema });
  }

  getDefaultCards(token: string): Promise<Out<typeof defaultCardsSchema>> {
    return this.http.get('/v2/payments/cards/default', { token, auth: 'required', schema: defaultCardsSchema });
  }

  setDefaultCard(token: string, body: Omit<WireCard, 'exp_month' | 'exp_year'> & { exp_month: string; exp_year: string; currency_iso: string }): Promise<unknown> {
    return this.http.put('/v2/payments/cards/default', { token, auth: 'required', body: { ...body }, schema: messageReplySchema });
  }

  switchStripeSubscription(token: string, body: { inplayer_token: string; access_fee_id: string }): Promise<unknown> {
    return this.http.post('/v2/subscriptions/stripe:switch', { token, auth: 'required', body, schema: messageReplySchema });
  }

  getReceipt(token: string, transactionId: string): Promise<Blob> {
    return this.http.get(`/v2/accounting/transactions/${enc(transactionId)}/receipt`, { token, auth: 'required', responseType: 'blob', headers: { Accept: 'application/pdf' } });
  }

  /** The subscription's unsubscribe URL (absolute, or a path on this host) cancels it. */
  unsubscribe(token: string, unsubscribeUrl: string): Promise<unknown> {
    return this.http.get(unsubscribeUrl, { token, auth: 'required', schema: messageReplySchema });
  }
}

export type CardPaymentBody = WireCard & {
  access_fee: string;
  payment_method: string;
  referrer: string;
  return_url: string;
  voucher_code?: string;
};

/** A path segment: ids come from replies and the config, never raw into a path. */
export const enc = (segment: string): string => encodeURIComponent(segment);
