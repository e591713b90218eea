import {
  AuthTokenStore,
  assertEmailChangeAllowed,
  createAccountError,
  createBroadcastRefreshChannel,
  isHttpError,
  type AuthResponse,
  type AuthService,
  type AuthTokens,
  type Capture,
  type ConsentsService,
  type Customer,
  type CustomerConsent,
  type DeviceCode,
  type DeviceCodeStatus,
  type DeviceInfo,
  type DeviceLoginService,
  type FetchLike,
  type ForgotPasswordPayload,
  type LoginPayload,
  type Logger,
  type PersonalDetails,
  type ProfileService,
  type ProviderCapabilities,
  type PublisherConsent,
  type RefreshChannel,
  type RegisterPayload,
  type ResetPasswordPayload,
  type StorageService,
  type UpdateCustomerPayload,
} from '@ott/common';
import { CleengApiClient } from '../api/CleengApiClient';
import { captureAnswersBody, normaliseDeviceCode, toCustomer, toDeviceCode, wireId } from '../api/mappers';
import type { CleengHosts } from '../config/hosts';
import { failingAs, operationError } from '../errors/operationErrors';
import { CleengSession } from '../session/CleengSession';
import { systemClock, type Clock } from '../session/clock';

export interface CleengAccountServiceOptions {
  hosts: CleengHosts;
  publisherId: string;
  fetch?: FetchLike;
  storage: StorageService;
  logger: Logger;
  capabilities: ProviderCapabilities;
  clock?: Clock;
  /** Cross-tab refresh channel; default: a BroadcastChannel where there is one. null: none. */
  refreshChannel?: RefreshChannel | null;
  /**
   * The visitor's IP as the provider wants it (`customerIP`); the browser does not know it, so the
   * default is empty and the provider reads it from the request.
   */
  customerIP?: () => string | Promise<string>;
}

/**
 * The account side of the subscription-billing provider: sign-in, registration, session, profile,
 * consents, capture (personal details), password reset and device codes, over one session.
 */
export class CleengAccountService implements AuthService, ProfileService, ConsentsService, DeviceLoginService {
  readonly api: CleengApiClient;
  readonly session: CleengSession;
  private readonly publisherId: string;

  constructor(private readonly options: CleengAccountServiceOptions) {
    this.api = new CleengApiClient({ hosts: options.hosts, fetch: options.fetch });
    this.publisherId = options.publisherId;
    this.session = new CleengSession({
      api: this.api,
      tokens: new AuthTokenStore(options.storage),
      clock: options.clock ?? systemClock,
      logger: options.logger,
      channel: options.refreshChannel === null ? undefined : (options.refreshChannel ?? createBroadcastRefreshChannel()),
    });
  }

  private async customerIP(): Promise<string> {
    return (await this.options.customerIP?.()) ?? '';
  }

  // --- AuthService -------------------------------------------------------------------------

  async initialize({ onSessionExpired }: { onSessionExpired: () => void | Promise<void> }): Promise<void> {
    await this.session.restore(onSessionExpired, this.options.logger);
  }

  getAuthData(): Promise<AuthTokens | null> {
    return this.session.validTokens();
  }

  async login({ email, password }: LoginPayload): Promise<AuthResponse> {
    const auth = await failingAs('authenticate_failed', async () =>
      this.api.login({ email, password, publisherId: this.publisherId, customerIP: await this.customerIP() }),
    );
    this.session.start(auth);
    return this.getUser();
  }

  async register({ email, password, consents, captchaValue }: RegisterPayload): Promise<AuthResponse> {
    const auth = await failingAs('create_account_failed', async () => {
      const customerIP = await this.customerIP();
      const locales = await this.api.getLocales(customerIP);
      return this.api.register({
        email,
        password,
        locale: locales.locale,
        country: locales.country,
        currency: locales.currency,
        publisherId: this.publisherId,
        customerIP,
        ...(captchaValue ? { captchaValue } : {}),
      });
    });
    this.session.start(auth);
    const { user, customerConsents } = await this.getUser();
    if (consents.length === 0) return { user, customerConsents };
    try {
      return { user, customerConsents: await this.updateCustomerConsents(user, consents) };
    } catch (error) {
      // The account exists and is signed in: the consents can be given again from the account page.
      this.options.logger.error('Saving the consents given at sign-up failed', error);
      return { user, customerConsents };
    }
  }

  async logout(): Promise<void> {
    this.session.end();
  }

  getUser(): Promise<AuthResponse> {
    return failingAs('fetch_user_failed', () =>
      this.session.authorized(async (token, customerId) => {
        const [customer, consents] = await Promise.all([this.api.getCustomer(token, customerId), this.api.getCustomerConsents(token, customerId)]);
        return { user: toCustomer(customer), customerConsents: consents.consents };
      }),
    );
  }

  async forgotPassword({ email, resetUrl }: ForgotPasswordPayload): Promise<void> {
    await failingAs('reset_your_password_failed', () =>
      this.api.requestPasswordReset({ customerEmail: email, publisherId: this.publisherId, ...(resetUrl ? { resetUrl } : {}) }),
    );
  }

  async resetPassword({ email, resetPasswordToken, newPassword }: ResetPasswordPayload): Promise<void> {
    await failingAs('change_password_failed', () =>
      this.api.updatePassword({ ...(email ? { customerEmail: email } : {}), publisherId: this.publisherId, resetPasswordToken, newPassword }),
    );
  }

  // --- ProfileService ----------------------------------------------------------------------

  async updateCustomer(payload: UpdateCustomerPayload): Promise<Customer> {
    const changesEmail = payload.email !== undefined && payload.email !== null;
    if (changesEmail || payload.confirmationPassword) assertEmailChangeAllowed(this.options.capabilities, payload);
    const body: Record<string, unknown> = {};
    if (payload.firstName !== undefined) body.firstName = payload.firstName;
    if (payload.lastName !== undefined) body.lastName = payload.lastName;
    if (changesEmail) {
      body.email = payload.email;
      body.confirmationPassword = payload.confirmationPassword;
    }
    if (payload.metadata !== undefined) body.externalData = payload.metadata;
    return failingAs('update_user_failed', () =>
      this.session.authorized(async (token, customerId) => {
        const id = payload.id ?? customerId;
        const customer = Object.keys(body).length === 0 ? await this.api.getCustomer(token, id) : await this.api.updateCustomer(token, id, body);
        return toCustomer(customer);
      }),
    );
  }

  // --- ConsentsService ---------------------------------------------------------------------

  getCustomerConsents(customer: Customer): Promise<CustomerConsent[]> {
    return failingAs('fetch_user_failed', () =>
      this.session.authorized(async (token) => (await this.api.getCustomerConsents(token, customer.id)).consents),
    );
  }

  updateCustomerConsents(customer: Customer, consents: CustomerConsent[]): Promise<CustomerConsent[]> {
    return failingAs('update_user_data_failed', () =>
      this.session.authorized(async (token) => {
        await this.api.updateCustomerConsents(
          token,
          customer.id,
          consents.map(({ name, version, state }) => ({ name, version, state })),
        );
        return (await this.api.getCustomerConsents(token, customer.id)).consents;
      }),
    );
  }

  async getPublisherConsents(): Promise<PublisherConsent[]> {
    return (await failingAs('fetch_user_failed', () => this.api.getPublisherConsents(this.publisherId))).consents;
  }

  getCaptureStatus(customer: Customer): Promise<Capture> {
    return failingAs('fetch_user_failed', () => this.session.authorized((token) => this.api.getCaptureStatus(token, customer.id)));
  }

  updateCaptureAnswers(customer: Customer, answers: PersonalDetails): Promise<Customer> {
    return failingAs('update_user_data_failed', () =>
      this.session.authorized(async (token) => {
        await this.api.updateCaptureAnswers(token, captureAnswersBody(customer.id, answers));
        return toCustomer(await this.api.getCustomer(token, customer.id));
      }),
    );
  }

  // --- DeviceLoginService (auth host) ------------------------------------------------------

  async generateDeviceCode({ deviceId, deviceName }: DeviceInfo): Promise<DeviceCode> {
    const reply = await failingAs('generate_code_failed', () => this.api.generateCode({ deviceId, deviceName, broadcasterId: wireId(this.publisherId) }));
    return toDeviceCode(reply);
  }

  async authorizeCode(code: string): Promise<void> {
    const normalised = normaliseDeviceCode(code);
    if (normalised === '') throw createAccountError('authorize_code_failed', { details: { reason: 'empty code' } });
    await failingAs('authorize_code_failed', () => this.session.authorized((token) => this.api.authorizeCode(token, normalised)));
  }

  async checkDeviceCode(code: string, { deviceId }: DeviceInfo): Promise<DeviceCodeStatus> {
    try {
      const reply = await this.api.checkCode({ code: normaliseDeviceCode(code), deviceId, broadcasterId: this.publisherId });
      const auth = this.session.start({ jwt: reply.accessToken, refreshToken: reply.refreshToken });
      return { status: 'authorized', auth };
    } catch (error) {
      // 401: not authorized yet; 410: expired; 404: unknown or invalid, so the device needs a new code too.
      if (isHttpError(error, 401)) return { status: 'pending' };
      if (isHttpError(error, 410) || isHttpError(error, 404)) return { status: 'expired' };
      throw operationError('check_code_failed', error);
    }
  }
}
