import { ACCOUNT_NOTICE_KEYS, ERROR_TRANSLATION_KEYS, VALIDATION_MESSAGES } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';

/** The parts of the catalogue the payments page and its overlay screens show. */
const SECTIONS = ['account:cancel_subscription.', 'account:renew_subscription.', 'user:payment.', 'account:checkout.invalid_'];

describe('subscription translations', () => {
  it("defines every key common's notices, errors and card rules can hand to the subscription screens", async () => {
    const i18n = createI18n();
    await i18n.loadNamespaces(['account', 'user']);
    const keys = [...new Set([...ERROR_TRANSLATION_KEYS, ...Object.values(ACCOUNT_NOTICE_KEYS), ...Object.values(VALIDATION_MESSAGES)])].filter((key) =>
      SECTIONS.some((section) => key.startsWith(section)),
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'account:cancel_subscription.unknown_error_occurred',
        'account:renew_subscription.unknown_error_occurred',
        'user:payment.change_plan_error',
        'user:payment.no_subscription',
        'account:checkout.invalid_card_number',
      ]),
    );
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });
});
