import { createElement, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptchaWidget } from './captchaWidget';
import type { CaptchaControl } from './useCaptcha';

/**
 * The captcha slot of sign-up and checkout: a labelled group holding the site's captcha widget,
 * nothing without a site key. Without a widget the slot says the check cannot be loaded (and the
 * form cannot be sent); a submit without an answer says it is required.
 */
export function CaptchaField({ captcha, label }: { captcha: CaptchaControl; label: string }) {
  const { t, i18n } = useTranslation('account');
  const Widget = useCaptchaWidget();
  const messageId = useId();
  if (!captcha.siteKey) return null;
  const message = !Widget ? t('captcha.unavailable') : captcha.missing ? t('captcha.required') : undefined;
  return (
    <div className="ott-auth-form__captcha" role="group" aria-label={label} aria-describedby={message ? messageId : undefined}>
      {/* The widget is the site's own component from context (stable), not one made during render. */}
      {Widget && createElement(Widget, { siteKey: captcha.siteKey, language: i18n.language, onChange: captcha.onChange, resetSignal: captcha.resetSignal })}
      {message && (
        <p id={messageId} className="ott-field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
