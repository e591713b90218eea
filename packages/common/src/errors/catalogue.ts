import { AppError } from './AppError';

/**
 * The error catalogue of spec 001 §8 (config and startup errors live in `src/config/`).
 * One entry per error: the catalogue name is also the error's stable `code`, the message is the
 * spec's text word for word, and the translation key is what a screen shows for it.
 *
 * Where the spec gives only an identifier (video_not_found, adyen_order_unknown, ...) the message
 * is a plain-English rendering of it. Internal errors that no screen explains on their own use the
 * generic `error:unknown_error`. `{name}` placeholders are filled from `params`, which are also
 * handed to the translation as `details.values` (e.g. `maxCount` for the favorites warning).
 */
export const ERROR_CATALOGUE = {
  // General
  no_active_subscription: { message: 'user has no active subscription', translationKey: 'user:payment.no_subscription' },
  user_not_logged_in: { message: 'User not logged in', translationKey: 'error:unknown_error' },
  not_logged_in: { message: 'Not logged in', translationKey: 'error:unknown_error' },
  id_required: { message: 'id is required', translationKey: 'error:unknown_error' },
  not_supported: { message: 'Not supported', translationKey: 'error:unknown_error' },
  missing_unsubscribe_url: { message: 'Missing unsubscribe url', translationKey: 'account:cancel_subscription.unknown_error_occurred' },
  no_asset_id_configured: { message: 'no assetId configured', translationKey: 'error:unknown_error' },
  search_not_supported: { message: 'Search is not supported', translationKey: 'search:error_heading' },
  feature_not_enabled: { message: '{feature} feature is not enabled', translationKey: 'error:unknown_error' },

  // HTTP edge (see httpErrors.ts): the code of request_failed is replaced by the HTTP status.
  request_failed: { message: 'Request failed with status {status}', translationKey: 'error:unknown_error' },
  invalid_reply: { message: 'Invalid reply from the server: {reason}', translationKey: 'error:unknown_error' },
  network_error: { message: 'Network request failed', translationKey: 'error:unknown_error' },

  // Login and registration
  authenticate_failed: { message: 'Failed to authenticate user', translationKey: 'account:login.wrong_combination' },
  fetch_user_failed: { message: 'Failed to fetch user data', translationKey: 'error:unknown_error' },
  update_user_data_failed: { message: 'Failed to update user data', translationKey: 'error:unknown_error' },
  sign_out_failed: { message: 'Failed to sign out', translationKey: 'error:unknown_error' },
  create_account_failed: { message: 'Failed to create account', translationKey: 'account:registration.failed_to_create' },
  get_offers_failed: { message: 'Failed to get offers', translationKey: 'account:choose_offer.no_pricing_available' },

  // Device code
  generate_code_failed: { message: 'Failed to generate code', translationKey: 'account:login_device.error_title' },
  authorize_code_failed: { message: 'Failed to authorize code', translationKey: 'account:login_device.error_title' },
  check_code_failed: { message: 'Failed to check code', translationKey: 'account:login_device.error_title' },

  // Account and password
  change_password_failed: { message: 'Failed to change password', translationKey: 'error:unknown_error' },
  reset_your_password_failed: { message: 'Failed to reset your password', translationKey: 'error:unknown_error' },
  change_your_password_failed: { message: 'Failed to change your password', translationKey: 'error:unknown_error' },
  update_user_failed: { message: 'Failed to update user', translationKey: 'user:account.errors.unknown_error' },
  get_transactions_failed: { message: 'Failed to get transactions', translationKey: 'error:unknown_error' },
  update_subscription_failed: { message: 'Failed to update subscription', translationKey: 'account:checkout.upgrade_error' },
  change_subscription_failed: { message: 'Failed to change subscription', translationKey: 'user:payment.change_plan_error' },
  update_card_details_failed: { message: 'Failed to update card details', translationKey: 'error:unknown_error' },
  get_receipt_failed: { message: 'Failed to get billing receipt', translationKey: 'error:unknown_error' },
  receipt_parse_failed: { message: "Couldn't parse receipt: {reason}", translationKey: 'error:unknown_error' },
  email_update_not_supported: { message: 'Email update not supported', translationKey: 'user:account.errors.email_update_not_supported' },
  wrong_combination: { message: 'Wrong email/password combination', translationKey: 'user:account.errors.wrong_combination' },

  // Checkout
  no_order_created: { message: 'No order created', translationKey: 'error:unknown_error' },
  no_offer_selected: { message: 'No offer selected', translationKey: 'account:choose_offer.field_required' },
  payment_failed: { message: 'Failed to make payment', translationKey: 'account:checkout.payment_error' },
  paypal_url_failed: { message: 'Failed to generate PayPal payment url', translationKey: 'account:checkout.payment_error' },
  adyen_order_unknown: { message: 'Adyen order is unknown', translationKey: 'error:adyen_order_unknown' },
  no_pricing_available: { message: 'No pricing available', translationKey: 'account:choose_offer.no_pricing_available' },

  // Media and content
  media_not_found: { message: 'MediaItem not found', translationKey: 'error:video_not_found' },
  unauthorized: { message: 'Unauthorized', translationKey: 'video:unauthorized' },
  access_blocked: { message: 'access blocked', translationKey: 'video:access_blocked' },
  access_tokens_failed: { message: 'Failed to get / generate access tokens and retrieve media.', translationKey: 'error:unknown_error' },
  access_tokens_refresh_failed: { message: 'Failed to refresh access tokens and retrieve media.', translationKey: 'error:unknown_error' },
  video_not_found: { message: 'Video not found', translationKey: 'error:video_not_found' },
  playlist_not_found: { message: 'Playlist not found', translationKey: 'error:playlist_not_found' },
  series_error: { message: 'Series could not be loaded', translationKey: 'error:series_error' },
  items_load_failed: { message: 'Could not load items', translationKey: 'common:could_not_load_items' },
  favorites_full: { message: 'Favorites list is full ({maxCount} items)', translationKey: 'video:favorites_warning' },
} as const satisfies Record<string, { message: string; translationKey: string }>;

export type ErrorName = keyof typeof ERROR_CATALOGUE;

/** Placeholder names of a message template: 'a {x} b {y}' -> 'x' | 'y'. */
type PlaceholderNames<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

export type ErrorParams<Name extends ErrorName> = Record<PlaceholderNames<(typeof ERROR_CATALOGUE)[Name]['message']>, string | number>;

export interface CreateErrorOptions {
  /** Overrides the catalogue code; only HTTP errors do this (code = status). */
  code?: string | number;
  details?: Record<string, unknown>;
  cause?: unknown;
}

type CreateErrorArgs<Name extends ErrorName> = [PlaceholderNames<(typeof ERROR_CATALOGUE)[Name]['message']>] extends [never]
  ? [options?: CreateErrorOptions]
  : [options: CreateErrorOptions & { params: ErrorParams<Name> }];

const fillTemplate = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** Builds the catalogue error `name`; messages with placeholders require their `params`. */
export function createAppError<Name extends ErrorName>(name: Name, ...args: CreateErrorArgs<Name>): AppError {
  const options: CreateErrorOptions & { params?: Record<string, string | number> } = args[0] ?? {};
  const entry = ERROR_CATALOGUE[name];
  const details = { ...options.details, ...(options.params ? { values: options.params } : {}) };
  return new AppError(options.params ? fillTemplate(entry.message, options.params) : entry.message, {
    code: options.code ?? name,
    translationKey: entry.translationKey,
    details,
    cause: options.cause,
  });
}

/** True when `error` is the catalogue error `name` (HTTP errors: use isHttpError). */
export const isCatalogueError = (error: unknown, name: ErrorName): error is AppError =>
  error instanceof AppError && error.code === name;

/** "<feature> feature is not enabled", e.g. featureNotEnabledError('Export account'). */
export const featureNotEnabledError = (feature: string): AppError => createAppError('feature_not_enabled', { params: { feature } });

/** The favorites-full warning, carrying maxCount for video:favorites_warning. */
export const favoritesFullError = (maxCount: number): AppError => createAppError('favorites_full', { params: { maxCount } });

/** "Couldn't parse receipt: <reason>". */
export const receiptParseError = (reason: string, cause?: unknown): AppError =>
  createAppError('receipt_parse_failed', { params: { reason }, cause });
