import { ACCOUNT_FIELD_RULES, ACCOUNT_NOTICE_KEYS } from './accountErrors';
import { ERROR_CATALOGUE } from './accountCatalogue';
import { CARD_FIELD_ERROR_KEYS } from './checkoutErrors';
import { PASSWORD_ERROR_RULES } from './passwordErrors';

/** Keys the mapping functions return directly (the rule tables are read below). */
const MAPPING_KEYS = [
  'error:unknown_error',
  'error:video_not_found',
  'account:login.wrong_email',
  'account:login.wrong_combination',
  'account:login_device.error_title',
  'account:registration.user_exists',
  'account:registration.field_is_not_valid_email',
  'account:registration.invalid_password',
  'account:registration.consents_error',
  'account:registration.failed_to_create',
  'account:registration.field_required',
  'account:captcha.required',
  'account:reset.invalid_link',
  'account:reset.wrong_email',
  'account:checkout.coupon_not_valid',
  'account:checkout.coupon_not_valid_for_offer',
  'user:account.errors.unknown_error',
  'user:account.delete_account.invalid_credentials',
  'user:account.delete_account.error',
  'video:unauthorized',
  'video:access_blocked',
  'video:favorites_warning',
] as const;

/**
 * Every translation key the errors module can hand to a screen, sorted: the UI's translation
 * files must define each of them in every language.
 */
export const ERROR_TRANSLATION_KEYS: readonly string[] = [
  ...new Set<string>([
    ...Object.values(ERROR_CATALOGUE).map((entry) => entry.translationKey),
    ...PASSWORD_ERROR_RULES.flatMap((rule) => (rule.result.key ? [rule.result.key] : [])),
    ...ACCOUNT_FIELD_RULES.flatMap((rule) => (rule.result.key ? [rule.result.key] : [])),
    ...Object.values(CARD_FIELD_ERROR_KEYS),
    ...Object.values(ACCOUNT_NOTICE_KEYS),
    ...MAPPING_KEYS,
  ]),
].sort();
