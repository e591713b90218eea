import { createHttpClient, type AccountSession, type Customer, type FetchLike, type HttpClient } from '@ott/common';
import {
  authReplySchema,
  apiUserSchema,
  codeCheckSchema,
  endedSessionsSchema,
  favoriteDocSchema,
  favoritesListSchema,
  generatedCodeSchema,
  historyDocSchema,
  historyListSchema,
  refreshReplySchema,
  sessionsListSchema,
  type AuthReply,
  type CodeCheck,
  type FavoriteDoc,
  type GeneratedCode,
  type HistoryDoc,
  type RefreshReply,
} from './schemas';

/**
 * One method per route of the custom account API (001 §7.6, notes/account-api.md), and nothing
 * else: no session, no retries. Authenticated routes take the bearer token to use, so the session
 * layer decides which token a call carries (and can retry with a refreshed one).
 *
 * Failures are raised by common's HttpClient, once, where the reply is read: an error reply
 * becomes an AppError whose message is the server's message and whose code is the HTTP status;
 * a reply of the wrong shape becomes invalid_reply; a network failure network_error.
 */

export interface CustomApiClientOptions {
  /** Absolute base URL, e.g. http://127.0.0.1:8080/api. */
  baseUrl: string;
  fetch: FetchLike;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface CustomerChanges {
  firstName?: string;
  lastName?: string;
  /** Flat publisher metadata (at most 20 keys; strings, booleans, numbers). */
  metadata?: Record<string, unknown>;
}

export interface DeviceRegistration {
  deviceId: string;
  deviceName: string;
  configId: string;
}

export interface HistoryWrite {
  mediaId: string;
  progress: number;
}

const segment = (value: string): string => encodeURIComponent(value);

export class CustomApiClient {
  private readonly http: HttpClient;

  constructor(options: CustomApiClientOptions) {
    this.http = createHttpClient({ baseUrl: options.baseUrl, fetch: options.fetch, bodyFormat: 'json' });
  }

  // Customers

  login(credentials: Credentials): Promise<AuthReply> {
    return this.http.post('/customers/login', { body: credentials, auth: 'none', schema: authReplySchema });
  }

  register(registration: Credentials & { terms: boolean; captchaValue?: string }): Promise<AuthReply> {
    return this.http.post('/customers', { body: registration, auth: 'none', schema: authReplySchema });
  }

  getMe(token: string): Promise<Customer> {
    return this.http.get('/customers/me', { token, auth: 'required', schema: apiUserSchema });
  }

  updateCustomer(token: string, customerId: string, changes: CustomerChanges): Promise<Customer> {
    return this.http.patch(`/customers/${segment(customerId)}`, { token, auth: 'required', body: changes, schema: apiUserSchema });
  }

  async forgotPassword(request: { email: string; resetUrl?: string }): Promise<void> {
    await this.http.post('/customers/forgot-password', { body: request, auth: 'none' });
  }

  async resetPassword(request: { token: string; password: string }): Promise<void> {
    await this.http.post('/customers/reset-password', { body: request, auth: 'none' });
  }

  /** The token may have expired: the server accepts it while its session is still active. */
  refreshToken(token: string): Promise<RefreshReply> {
    return this.http.post('/customers/refresh-token', { token, auth: 'required', schema: refreshReplySchema });
  }

  // Sessions

  /** Ends the token's session on the server: every token of it stops working. */
  async logout(token: string): Promise<void> {
    await this.http.post('/customers/logout', { token, auth: 'required' });
  }

  async listSessions(token: string): Promise<AccountSession[]> {
    return (await this.http.get('/sessions', { token, auth: 'required', schema: sessionsListSchema })).sessions;
  }

  async endSession(token: string, sessionId: string): Promise<void> {
    await this.http.delete(`/sessions/${segment(sessionId)}`, { token, auth: 'required' });
  }

  async endOtherSessions(token: string): Promise<number> {
    return (await this.http.delete('/sessions', { token, auth: 'required', schema: endedSessionsSchema })).ended;
  }

  // Watch history

  async getHistory(token: string): Promise<HistoryDoc[]> {
    return (await this.http.get('/history', { token, auth: 'required', schema: historyListSchema })).docs;
  }

  saveHistoryEntry(token: string, entry: HistoryWrite): Promise<HistoryDoc> {
    return this.http.post('/history', { token, auth: 'required', body: entry, schema: historyDocSchema });
  }

  async deleteHistoryEntry(token: string, mediaId: string): Promise<void> {
    await this.http.delete(`/history/${segment(mediaId)}`, { token, auth: 'required' });
  }

  // Favorites

  async getFavorites(token: string): Promise<FavoriteDoc[]> {
    return (await this.http.get('/favorites', { token, auth: 'required', schema: favoritesListSchema })).docs;
  }

  addFavorite(token: string, mediaId: string): Promise<FavoriteDoc> {
    return this.http.post('/favorites', { token, auth: 'required', body: { mediaId }, schema: favoriteDocSchema });
  }

  async removeFavorite(token: string, mediaId: string): Promise<void> {
    await this.http.delete(`/favorites/${segment(mediaId)}`, { token, auth: 'required' });
  }

  // Device flow

  generateDeviceCode(device: DeviceRegistration): Promise<GeneratedCode> {
    return this.http.post('/device-flow/generate', { body: device, auth: 'none', schema: generatedCodeSchema });
  }

  async authorizeDeviceCode(token: string, code: string): Promise<void> {
    await this.http.post('/device-flow/authorize', { token, auth: 'required', body: { code } });
  }

  checkDeviceCode(query: { code: string; deviceId: string }): Promise<CodeCheck> {
    return this.http.get('/device-flow/check', { query, auth: 'none', schema: codeCheckSchema });
  }
}
