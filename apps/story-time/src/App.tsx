import type { AppConfig } from '@ott/common';
import { createCleengIntegration } from '@ott/integration-cleeng';
import { createCognitoIntegration } from '@ott/integration-cognito';
import { customIntegration } from '@ott/integration-custom';
import { AltchaCaptcha, CaptchaWidgetProvider, OttApp } from '@ott/ui-react';
import { createAppConfig } from './appConfig';

const defaultAppConfig = createAppConfig(import.meta.env);

/**
 * Development only (README): the subscription-billing provider's hosts replaced by one development
 * host that serves the MediaStore and the auth host's paths at its root.
 * Production builds leave VITE_CLEENG_HOST_OVERRIDE unset: the config's `useSandbox` then picks
 * the provider's own hosts.
 */
const billingHostOverride = (url: string | undefined) => (url?.trim() ? { mediaStore: url, auth: url } : null);

/**
 * The account integrations this site can run with; its own config enables none (a free site), so
 * the services of the custom account API (@ott/integration-custom), of the subscription-billing
 * provider (@ott/integration-cleeng) and of the Cognito-style variant (@ott/integration-cognito,
 * VITE_COGNITO_ENDPOINT_OVERRIDE in development builds) are never downloaded unless a config asks for them.
 */
const integrations = [
  customIntegration,
  createCleengIntegration({ hostOverride: billingHostOverride(import.meta.env.VITE_CLEENG_HOST_OVERRIDE) }),
  createCognitoIntegration({ endpointOverride: import.meta.env.VITE_COGNITO_ENDPOINT_OVERRIDE?.trim() || null }),
];

/** The children's site: the shared app with this brand. */
export function App({ appConfig = defaultAppConfig }: { appConfig?: AppConfig }) {
  // The sign-up and checkout captcha (configs with `custom.captchaSiteKey`): ALTCHA, loaded when shown.
  return (
    <CaptchaWidgetProvider widget={AltchaCaptcha}>
      <OttApp appConfig={appConfig} integrations={integrations} />
    </CaptchaWidgetProvider>
  );
}
