import type { AppConfig } from '@ott/common';
import { createCleengIntegration } from '@ott/integration-cleeng';
import { createCognitoIntegration } from '@ott/integration-cognito';
import { customIntegration } from '@ott/integration-custom';
import { createJwpIntegration } from '@ott/integration-jwp';
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
 * The account integrations this site can run with; the config enables at most one. Each module is
 * a small description of its provider, whose services are downloaded only by a config that enables
 * it: the custom account API (@ott/integration-custom, `integrations.custom.apiUrl`, e.g. the demo's
 * `demoauth`) and the subscription-billing provider (@ott/integration-cleeng,
 * `integrations.cleeng.id`, e.g. `demosvod`) and the video platform (@ott/integration-jwp,
 * `integrations.jwp.clientId`, e.g. `demojwp1`; VITE_JWP_HOST_OVERRIDE replaces its host in
 * development builds) and the Cognito-style variant (@ott/integration-cognito,
 * `integrations.cognito.userPoolId`, e.g. `democogn`; VITE_COGNITO_ENDPOINT_OVERRIDE points it at
 * the cognito-local emulator in development builds), so the free site's first load stays without them.
 */
const integrations = [
  customIntegration,
  createCleengIntegration({ hostOverride: billingHostOverride(import.meta.env.VITE_CLEENG_HOST_OVERRIDE) }),
  createJwpIntegration({ hostOverride: import.meta.env.VITE_JWP_HOST_OVERRIDE?.trim() || null }),
  createCognitoIntegration({ endpointOverride: import.meta.env.VITE_COGNITO_ENDPOINT_OVERRIDE?.trim() || null }),
];

/** The site: the shared app with this brand. */
export function App({ appConfig = defaultAppConfig }: { appConfig?: AppConfig }) {
  // The sign-up and checkout captcha (configs with `custom.captchaSiteKey`): ALTCHA, loaded when shown.
  return (
    <CaptchaWidgetProvider widget={AltchaCaptcha}>
      <OttApp appConfig={appConfig} integrations={integrations} />
    </CaptchaWidgetProvider>
  );
}
