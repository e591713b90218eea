import { ACCOUNT_NOTICE_KEYS, ERROR_TRANSLATION_KEYS, VALIDATION_MESSAGES } from '@ott/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { CONSENT_MESSAGES } from './consentForm';
import { EMAIL_FORM_MESSAGES } from './EmailSection';

/** Every key this page can show comes from @ott/common's mappings; each must be translated. */
describe('account page translations', () => {
  const i18n = createI18n();
  beforeAll(() => i18n.loadNamespaces(['account', 'user']));

  it('defines every user:account key the errors module can return', () => {
    const keys = [...ERROR_TRANSLATION_KEYS, ...Object.values(ACCOUNT_NOTICE_KEYS)].filter((key) => key.startsWith('user:account.'));
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('defines the validation messages the forms use', () => {
    const keys = [
      VALIDATION_MESSAGES.firstName,
      VALIDATION_MESSAGES.lastName,
      VALIDATION_MESSAGES.formRequired,
      VALIDATION_MESSAGES.formInvalid,
      ...Object.values(EMAIL_FORM_MESSAGES),
      ...Object.values(CONSENT_MESSAGES),
    ];
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });
});
