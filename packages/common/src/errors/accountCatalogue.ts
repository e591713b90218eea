import type { AppError } from './AppError';
import { catalogueErrors, CORE_ERROR_CATALOGUE, type CreateErrorOptions, type ErrorTable, type PlainErrorName } from './catalogue';

/**
 * The catalogue errors of accounts, subscriptions and checkout (spec 001 §8; see catalogue.ts for
 * the rules of an entry). Only the code that signs in, pays or manages a subscription imports this
 * file, so a site's first load carries none of it.
 */
export const ACCOUNT_ERROR_CATALOGUE = {
  no_active_subscription: { message: 'user has no active subscription', translationKey: 'user:payment.no_subscription' },
  missing_unsubscribe_url: { message: 'Missing unsubscribe url', translationKey: 'account:cancel_subscription.unknown_error_occurred' },
  // Login and registration
  authenticate_failed: { message: 'Failed to authenticate user', translationKey: 'account:login.wrong_combination' },
  fetch_user_failed: { message: 'Failed to fetch user data', translationKey: 'error:unknown_error' },
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
  // Provider refusals normalised to the words the screens' mappings read (001 §8).
  old_password_mismatch: { message: 'old password does not match', translationKey: 'account:reset.old_password_does_not_match' },
  delete_account_invalid_credentials: { message: 'Invalid credentials', translationKey: 'user:account.delete_account.invalid_credentials' },
  email_update_not_supported: { message: 'Email update not supported', translationKey: 'user:account.errors.email_update_not_supported' },
  wrong_combination: { message: 'Wrong email/password combination', translationKey: 'user:account.errors.wrong_combination' },
  // Checkout
  no_order_created: { message: 'No order created', translationKey: 'error:unknown_error' },
  no_offer_selected: { message: 'No offer selected', translationKey: 'account:choose_offer.field_required' },
  payment_failed: { message: 'Failed to make payment', translationKey: 'account:checkout.payment_error' },
  paypal_url_failed: { message: 'Failed to generate PayPal payment url', translationKey: 'account:checkout.payment_error' },
  coupon_not_valid: { message: 'Invalid coupon code', translationKey: 'account:checkout.coupon_not_valid' },
  coupon_not_valid_for_offer: { message: 'Coupon code is not valid for this offer', translationKey: 'account:checkout.coupon_not_valid_for_offer' },
  adyen_order_unknown: { message: 'Adyen order is unknown', translationKey: 'error:adyen_order_unknown' },
  no_pricing_available: { message: 'No pricing available', translationKey: 'account:choose_offer.no_pricing_available' },
} as const satisfies ErrorTable;

export type AccountErrorName = keyof typeof ACCOUNT_ERROR_CATALOGUE;

/** The whole catalogue, for the checks that every translation key exists. */
export const ERROR_CATALOGUE = { ...CORE_ERROR_CATALOGUE, ...ACCOUNT_ERROR_CATALOGUE } as const;

/** Builds the account catalogue error `name`. */
export const createAccountError = /* @__PURE__ */ catalogueErrors(ACCOUNT_ERROR_CATALOGUE);

const createAnyError = /* @__PURE__ */ catalogueErrors(ERROR_CATALOGUE);

/** Builds any catalogue error whose message has no placeholder, for code whose fallback names span both tables. */
export const createCatalogueError = (name: PlainErrorName<typeof ERROR_CATALOGUE>, options: CreateErrorOptions = {}): AppError =>
  (createAnyError as (name: string, options: CreateErrorOptions) => AppError)(name, options);

/** "Couldn't parse receipt: <reason>". */
export const receiptParseError = (reason: string, cause?: unknown): AppError =>
  createAccountError('receipt_parse_failed', { params: { reason }, cause });
