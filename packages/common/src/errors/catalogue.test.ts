import { describe, expect, it } from 'vitest';
import { AppError } from './AppError';
import { createCatalogueError, ERROR_CATALOGUE, receiptParseError } from './accountCatalogue';
import { createAppError, favoritesFullError, featureNotEnabledError, isCatalogueError, type ErrorName } from './catalogue';
import { mapDeleteAccountError } from './accountErrors';
import { mapCheckoutError } from './checkoutErrors';
import { mapPasswordError } from './passwordErrors';

/** The messages of 001 §8, word for word (config/startup errors belong to src/config). */
const SPEC_MESSAGES: [ErrorName, string][] = [
  ['no_active_subscription', 'user has no active subscription'],
  ['user_not_logged_in', 'User not logged in'],
  ['not_logged_in', 'Not logged in'],
  ['id_required', 'id is required'],
  ['not_supported', 'Not supported'],
  ['missing_unsubscribe_url', 'Missing unsubscribe url'],
  ['no_asset_id_configured', 'no assetId configured'],
  ['search_not_supported', 'Search is not supported'],
  ['authenticate_failed', 'Failed to authenticate user'],
  ['fetch_user_failed', 'Failed to fetch user data'],
  ['update_user_data_failed', 'Failed to update user data'],
  ['sign_out_failed', 'Failed to sign out'],
  ['create_account_failed', 'Failed to create account'],
  ['get_offers_failed', 'Failed to get offers'],
  ['generate_code_failed', 'Failed to generate code'],
  ['authorize_code_failed', 'Failed to authorize code'],
  ['check_code_failed', 'Failed to check code'],
  ['change_password_failed', 'Failed to change password'],
  ['reset_your_password_failed', 'Failed to reset your password'],
  ['change_your_password_failed', 'Failed to change your password'],
  ['update_user_failed', 'Failed to update user'],
  ['get_transactions_failed', 'Failed to get transactions'],
  ['update_subscription_failed', 'Failed to update subscription'],
  ['change_subscription_failed', 'Failed to change subscription'],
  ['update_card_details_failed', 'Failed to update card details'],
  ['get_receipt_failed', 'Failed to get billing receipt'],
  ['email_update_not_supported', 'Email update not supported'],
  ['no_order_created', 'No order created'],
  ['no_offer_selected', 'No offer selected'],
  ['payment_failed', 'Failed to make payment'],
  ['paypal_url_failed', 'Failed to generate PayPal payment url'],
  ['media_not_found', 'MediaItem not found'],
  ['unauthorized', 'Unauthorized'],
  ['access_blocked', 'access blocked'],
  ['access_tokens_failed', 'Failed to get / generate access tokens and retrieve media.'],
  ['access_tokens_refresh_failed', 'Failed to refresh access tokens and retrieve media.'],
  ['items_load_failed', 'Could not load items'],
];

const SPEC_KEYS: [ErrorName, string][] = [
  ['authorize_code_failed', 'account:login_device.error_title'],
  ['adyen_order_unknown', 'error:adyen_order_unknown'],
  ['no_pricing_available', 'account:choose_offer.no_pricing_available'],
  ['video_not_found', 'error:video_not_found'],
  ['playlist_not_found', 'error:playlist_not_found'],
  ['series_error', 'error:series_error'],
  ['favorites_full', 'video:favorites_warning'],
  ['create_account_failed', 'account:registration.failed_to_create'],
  ['old_password_mismatch', 'account:reset.old_password_does_not_match'],
  ['delete_account_invalid_credentials', 'user:account.delete_account.invalid_credentials'],
  ['coupon_not_valid', 'account:checkout.coupon_not_valid'],
  ['coupon_not_valid_for_offer', 'account:checkout.coupon_not_valid_for_offer'],
];

describe('error catalogue', () => {
  it.each(SPEC_MESSAGES)('%s raises the spec message "%s" with its name as code', (name, message) => {
    const error = createCatalogueError(name as 'not_supported');
    expect(error).toBeInstanceOf(AppError);
    expect([error.message, error.code]).toEqual([message, name]);
    expect(isCatalogueError(error, name)).toBe(true);
  });

  it.each(SPEC_KEYS)('%s carries the translation key %s', (name, key) => {
    expect(ERROR_CATALOGUE[name].translationKey).toBe(key);
  });

  it('gives every entry a namespaced translation key and a non-empty message', () => {
    for (const entry of Object.values(ERROR_CATALOGUE)) {
      expect(entry.message.length).toBeGreaterThan(0);
      expect(entry.translationKey).toMatch(/^[a-z]+:[a-z_.]+$/);
    }
  });

  it.each([
    ['Export account', 'Export account feature is not enabled'],
    ['Delete account', 'Delete account feature is not enabled'],
  ])('raises "<feature> feature is not enabled" for %s', (feature, message) => {
    const error = featureNotEnabledError(feature);
    expect([error.message, error.code]).toEqual([message, 'feature_not_enabled']);
    expect(error.details.values).toEqual({ feature });
  });

  it('hands maxCount of the favorites warning to the translation', () => {
    const error = favoritesFullError(48);
    expect(error.translationKey).toBe('video:favorites_warning');
    expect(error.details.values).toEqual({ maxCount: 48 });
    expect(error.message).toContain('48');
  });

  it('starts the receipt parse failure with "Couldn\'t parse receipt" and keeps the cause', () => {
    const cause = new Error('bad pdf');
    const error = receiptParseError('content type text/html', cause);
    expect(error.message.startsWith("Couldn't parse receipt")).toBe(true);
    expect(error.message).toContain('content type text/html');
    expect(error.cause).toBe(cause);
  });

  it('keeps caller details and lets HTTP errors override the code', () => {
    const error = createAppError('request_failed', { code: 503, params: { status: 503 }, details: { url: '/x' } });
    expect([error.message, error.code, error.details]).toEqual(['Request failed with status 503', 503, { url: '/x', values: { status: 503 } }]);
    expect(isCatalogueError(error, 'request_failed')).toBe(false);
  });

  it('does not recognise foreign errors as catalogue errors', () => {
    expect(isCatalogueError(new Error('Not supported'), 'not_supported')).toBe(false);
    expect(isCatalogueError(createAppError('not_supported'), 'not_logged_in')).toBe(false);
  });

  it('requires the params a message template names', () => {
    // @ts-expect-error feature_not_enabled needs { params: { feature } }
    const error = createAppError('feature_not_enabled');
    // Without params the placeholder stays visible rather than printing "undefined".
    expect(error.message).toBe('{feature} feature is not enabled');
  });
});

describe('provider refusals normalised to the catalogue', () => {
  it.each([
    ['old_password_mismatch', () => mapPasswordError(createCatalogueError('old_password_mismatch')), { field: 'oldPassword', key: 'account:reset.old_password_does_not_match' }],
    ['coupon_not_valid', () => mapCheckoutError(createCatalogueError('coupon_not_valid')), { field: 'couponCode', key: 'account:checkout.coupon_not_valid' }],
    ['coupon_not_valid_for_offer', () => mapCheckoutError(createCatalogueError('coupon_not_valid_for_offer')), { field: 'couponCode', key: 'account:checkout.coupon_not_valid_for_offer' }],
    ['delete_account_invalid_credentials', () => mapDeleteAccountError(createCatalogueError('delete_account_invalid_credentials')), { field: 'password', key: 'user:account.delete_account.invalid_credentials' }],
  ] as const)('%s is shown by its screen with the key it names', (_name, map, shown) => {
    expect(map()).toEqual(shown);
  });
});
