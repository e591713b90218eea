import { HttpClient, type FetchLike } from '@ott/common';
import type { z } from 'zod/mini';
import type { CleengHosts } from '../config/hosts';
import {
  anyReplySchema,
  authDataSchema,
  captureStatusSchema,
  checkedCodeSchema,
  customerConsentsSchema,
  entitlementReplySchema,
  envelope,
  generatedCodeSchema,
  localesSchema,
  publisherConsentsSchema,
  wireCustomerSchema,
} from './schemas';

/** `z.infer` of a schema built by `envelope`. */
type Out<S extends z.core.$ZodType> = z.output<S>;

export interface CleengApiClientOptions {
  hosts: CleengHosts;
  fetch?: FetchLike;
}

/** Body of PUT /customers/{id}/capture: the personal fields plus the custom answers. */
export interface CaptureAnswersBody {
  customerId: string;
  [field: string]: unknown;
}

/**
 * One method per call of the provider (001 §7.4), with JSON bodies and, for the customer's calls,
 * the JWT as bearer credential (`token`). MediaStore replies go through common's HttpClient in
 * billing style: a non-empty `errors` list fails the call with its first entry, a failed status
 * with the server's message (code = status). No session, no retries: see CleengSession.
 */
export class CleengApiClient {
  private readonly mediaStore: HttpClient;
  private readonly authHost: HttpClient;

  constructor(options: CleengApiClientOptions) {
    this.mediaStore = new HttpClient({ baseUrl: options.hosts.mediaStore, fetch: options.fetch, bodyFormat: 'json', replyStyle: 'billing' });
    this.authHost = new HttpClient({ baseUrl: options.hosts.auth, fetch: options.fetch, bodyFormat: 'json' });
  }

  // --- session -----------------------------------------------------------------------------

  login(body: { email: string; password: string; publisherId: string; customerIP: string }): Promise<Out<typeof authDataSchema>> {
    return this.mediaStore.post('/auths', { body, auth: 'none', schema: envelope(authDataSchema) });
  }

  refreshToken(refreshToken: string): Promise<Out<typeof authDataSchema>> {
    return this.mediaStore.post('/auths/refresh_token', { body: { refreshToken }, auth: 'none', schema: envelope(authDataSchema) });
  }

  register(body: {
    email: string;
    password: string;
    locale: string;
    country: string;
    currency: string;
    publisherId: string;
    customerIP: string;
    captchaValue?: string;
  }): Promise<Out<typeof authDataSchema>> {
    return this.mediaStore.post('/customers', { body, auth: 'none', schema: envelope(authDataSchema) });
  }

  getLocales(customerIP: string): Promise<Out<typeof localesSchema>> {
    return this.mediaStore.get('/locales', { query: { customerIP: customerIP || undefined }, auth: 'none', schema: envelope(localesSchema) });
  }

  // --- customer ----------------------------------------------------------------------------

  getCustomer(token: string, customerId: string): Promise<Out<typeof wireCustomerSchema>> {
    return this.mediaStore.get(`/customers/${enc(customerId)}`, { token, auth: 'required', schema: envelope(wireCustomerSchema) });
  }

  updateCustomer(token: string, customerId: string, body: Record<string, unknown>): Promise<Out<typeof wireCustomerSchema>> {
    return this.mediaStore.patch(`/customers/${enc(customerId)}`, { token, auth: 'required', body, schema: envelope(wireCustomerSchema) });
  }

  getCustomerConsents(token: string, customerId: string): Promise<Out<typeof customerConsentsSchema>> {
    return this.mediaStore.get(`/customers/${enc(customerId)}/consents`, { token, auth: 'required', schema: envelope(customerConsentsSchema) });
  }

  updateCustomerConsents(token: string, customerId: string, consents: ReadonlyArray<{ name: string; version: string; state: string }>): Promise<unknown> {
    return this.mediaStore.put(`/customers/${enc(customerId)}/consents`, { token, auth: 'required', body: { id: customerId, consents }, schema: anyReplySchema });
  }

  getPublisherConsents(publisherId: string): Promise<Out<typeof publisherConsentsSchema>> {
    return this.mediaStore.get(`/publishers/${enc(publisherId)}/consents`, { auth: 'none', schema: envelope(publisherConsentsSchema) });
  }

  getCaptureStatus(token: string, customerId: string): Promise<Out<typeof captureStatusSchema>> {
    return this.mediaStore.get(`/customers/${enc(customerId)}/capture/status`, { token, auth: 'required', schema: envelope(captureStatusSchema) });
  }

  updateCaptureAnswers(token: string, body: CaptureAnswersBody): Promise<unknown> {
    return this.mediaStore.put(`/customers/${enc(body.customerId)}/capture`, { token, auth: 'required', body, schema: anyReplySchema });
  }

  /** PUT /customers/passwords: sends the reset mail (the address as `customerEmail`, like the update call's). */
  requestPasswordReset(body: { customerEmail: string; publisherId: string; resetUrl?: string }): Promise<unknown> {
    return this.mediaStore.put('/customers/passwords', { body, auth: 'none', schema: anyReplySchema });
  }

  /** PATCH /customers/passwords: sets the new password with the token of the reset mail. */
  updatePassword(body: { customerEmail?: string; publisherId: string; resetPasswordToken: string; newPassword: string }): Promise<unknown> {
    return this.mediaStore.patch('/customers/passwords', { body, auth: 'none', schema: anyReplySchema });
  }

  // --- entitlements ------------------------------------------------------------------------

  getEntitlement(token: string, offerId: string): Promise<Out<typeof entitlementReplySchema>> {
    return this.mediaStore.get(`/entitlements/${enc(offerId)}`, { token, auth: 'required', schema: envelope(entitlementReplySchema) });
  }

  // --- auth host: device codes -------------------------------------------------------------

  generateCode(body: { deviceId: string; deviceName: string; broadcasterId: number | string }): Promise<Out<typeof generatedCodeSchema>> {
    return this.authHost.post('/v1/codes/generate', { body, auth: 'none', schema: generatedCodeSchema });
  }

  authorizeCode(token: string, code: string): Promise<unknown> {
    return this.authHost.post('/v1/codes/authorize', { token, auth: 'required', body: { code }, schema: anyReplySchema });
  }

  checkCode(query: { code: string; deviceId: string; broadcasterId: string }): Promise<Out<typeof checkedCodeSchema>> {
    return this.authHost.get('/v1/codes/check', { query: { ...query }, auth: 'none', schema: checkedCodeSchema });
  }

  /** The MediaStore client, for the checkout and subscription calls (CleengCommerceApi). */
  get mediaStoreClient(): HttpClient {
    return this.mediaStore;
  }
}

/** A path segment: ids come from replies and the config, never raw into a path. */
export const enc = (segment: string): string => encodeURIComponent(segment);
