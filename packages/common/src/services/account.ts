import { z } from '../zod';
import type {
  AuthTokens,
  Capture,
  Customer,
  CustomerConsent,
  CustomerMetadata,
  ExternalProvider,
  Notification,
  PersonalDetails,
  PublisherConsent,
  StoredFavorite,
  StoredWatchHistoryEntry,
} from '../entities';
import { authTokensSchema } from '../entities';

/**
 * The account side of an integration (001 §7.4 to §7.7, §7.9), as small interfaces by
 * capability: an integration registers the services its provider has (see IntegrationServices)
 * and leaves out the rest, so nothing answers "Not supported". Failures are raised as catalogue
 * errors (AppError) where the reply is read.
 */

/** What login, registration and getUser give back: the user and their consents. */
export interface AuthResponse {
  user: Customer;
  customerConsents: CustomerConsent[];
}

export interface LoginPayload {
  email: string;
  password: string;
  /** The page the user logs in from (the provider's referrer). */
  referrer: string;
}

export interface RegisterPayload {
  email: string;
  password: string;
  /** The page the user signs up from (the provider's referrer). */
  referrer: string;
  consents: CustomerConsent[];
  captchaValue?: string;
}

/** 001 §7.9: names and metadata, or a new email together with the confirmation password. */
export interface UpdateCustomerPayload {
  id?: string;
  firstName?: string;
  lastName?: string;
  metadata?: Partial<CustomerMetadata> & Record<string, unknown>;
  email?: string;
  confirmationPassword?: string;
}

export interface ForgotPasswordPayload {
  email: string;
  /** Where the reset mail's link leads (the reset-password overlay). */
  resetUrl?: string;
}

export interface ResetPasswordPayload {
  email?: string;
  resetPasswordToken: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

/** A code shown on a TV for device login (001 §7.4 auth host, §7.6 device flow). */
export const deviceCodeSchema = z.object({
  code: z.string().check(z.minLength(1)),
  /** Epoch ms after which the code is no longer accepted. */
  expiresAt: z.optional(z.number()),
  /** Seconds between two status checks. */
  pollInterval: z.optional(z.number()),
});
export type DeviceCode = z.infer<typeof deviceCodeSchema>;

export const deviceCodeStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('authorized'), auth: authTokensSchema }),
  z.object({ status: z.literal('expired') }),
]);
export type DeviceCodeStatus = z.infer<typeof deviceCodeStatusSchema>;

export interface DeviceInfo {
  deviceId: string;
  deviceName: string;
}

/** Session and sign-in (001 §7.4 to §7.7): every integration has it. */
export interface AuthService {
  /** Restores a stored session; calls onSessionExpired when a stored token turns out invalid (forced logout). */
  initialize(options: { onSessionExpired: () => void | Promise<void> }): Promise<void>;
  /** The current session tokens, refreshed when needed (see TokenRefreshQueue); null when logged out. */
  getAuthData(): Promise<AuthTokens | null>;
  login(payload: LoginPayload): Promise<AuthResponse>;
  register(payload: RegisterPayload): Promise<AuthResponse>;
  logout(): Promise<void>;
  getUser(): Promise<AuthResponse>;
  /** Sends the reset-password mail. */
  forgotPassword(payload: ForgotPasswordPayload): Promise<void>;
  /** Sets a new password with the token from the reset mail. */
  resetPassword(payload: ResetPasswordPayload): Promise<void>;
}

/** The customer's names and metadata, or a new email with the confirmation password (capability canUpdateEmail). */
export interface ProfileService {
  updateCustomer(payload: UpdateCustomerPayload): Promise<Customer>;
}

/** Consents and the personal-details form ("capture"). */
export interface ConsentsService {
  getCustomerConsents(customer: Customer): Promise<CustomerConsent[]>;
  updateCustomerConsents(customer: Customer, consents: CustomerConsent[]): Promise<CustomerConsent[]>;
  getPublisherConsents(): Promise<PublisherConsent[]>;
  getCaptureStatus(customer: Customer): Promise<Capture>;
  /** Personal fields plus customAnswers; empty values are left out before sending (001 §5). */
  updateCaptureAnswers(customer: Customer, answers: PersonalDetails): Promise<Customer>;
}

/** Favorites and watch history kept on the account (server-side lists). */
export interface ListsService {
  getFavorites(user: Customer): Promise<StoredFavorite[]>;
  saveFavorites(user: Customer, favorites: StoredFavorite[]): Promise<void>;
  getWatchHistory(user: Customer): Promise<StoredWatchHistoryEntry[]>;
  saveWatchHistory(user: Customer, history: StoredWatchHistoryEntry[]): Promise<void>;
}

/** Changing the password of the logged-in user with the old one (capability canChangePasswordWithOldPassword). */
export interface PasswordChangeService {
  changePasswordWithOldPassword(payload: ChangePasswordPayload): Promise<void>;
}

/** Device login: a TV shows a code, a signed-in viewer authorizes it on the site. */
export interface DeviceLoginService {
  generateDeviceCode(device: DeviceInfo): Promise<DeviceCode>;
  /** Authorizes a code typed on the site; the code is uppercased first (001 §5). */
  authorizeCode(code: string): Promise<void>;
  checkDeviceCode(code: string, device: DeviceInfo): Promise<DeviceCodeStatus>;
}

/** External library-login providers offered on the login screen. */
export interface ExternalLoginService {
  getExternalLoginProviders(url: string): Promise<ExternalProvider[]>;
}

/** Account export and deletion (capabilities canExportAccountData, canDeleteAccount). */
export interface AccountDataService {
  /** Mails the account data to the user; the password when the provider checks it before exporting (the video platform does). */
  exportAccountData(payload?: { password?: string }): Promise<void>;
  /** Erases the account after checking the password. */
  deleteAccount(payload: { password: string }): Promise<void>;
}

/** Real-time notifications for the user's uuid (capability hasNotifications). */
export interface NotificationService {
  /** Resolves with the function that stops them. */
  subscribeToNotifications(uuid: string, onNotification: (notification: Notification) => void): Promise<() => void>;
}
