import { lazy, Suspense } from 'react';
import type { CaptchaWidgetProps } from './captchaWidget';

// Its own chunk: ALTCHA (about 80 KB) loads when a sign-up or checkout shows the captcha slot.
const AltchaWidget = /* @__PURE__ */ lazy(() => import('./AltchaWidget'));

/**
 * The ALTCHA captcha as a `CaptchaWidget` for CaptchaWidgetProvider: a self-hosted proof-of-work
 * check whose challenges come from the account API (see captchaChallengeUrl); no third party.
 */
export function AltchaCaptcha(props: CaptchaWidgetProps) {
  return (
    <Suspense fallback={null}>
      <AltchaWidget {...props} />
    </Suspense>
  );
}
