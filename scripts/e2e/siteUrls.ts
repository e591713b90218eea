/** Where the global setup tells the tests the server and each site run. */
export const SERVER_URL_VARIABLE = 'OTT_E2E_SERVER_URL';

/** Where the global setup tells the tests the billing provider's sandbox runs (when a project needs it). */
export const SANDBOX_URL_VARIABLE = 'OTT_E2E_SANDBOX_URL';

/** Where the global setup tells the tests the Cognito emulator (cognito-local) runs (when the cognito project needs it). */
export const COGNITO_URL_VARIABLE = 'OTT_E2E_COGNITO_URL';

/** The request header the e2e server reads the viewer's country from (its OTT_COUNTRY_HEADER): tests set it to try geo-blocking. */
export const COUNTRY_HEADER = 'x-viewer-country';

/** `web` -> OTT_E2E_WEB_URL, `story-time` -> OTT_E2E_STORY_TIME_URL. */
export const siteUrlVariable = (site: string): string => `OTT_E2E_${site.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_URL`;

export function siteUrl(site: string): string {
  const url = process.env[siteUrlVariable(site)];
  if (!url) throw new Error(`${siteUrlVariable(site)} is not set: run the tests with pnpm e2e (the global setup starts the sites)`);
  return url;
}

export function sandboxUrl(): string {
  const url = process.env[SANDBOX_URL_VARIABLE];
  if (!url) throw new Error(`${SANDBOX_URL_VARIABLE} is not set: run the tests of the svod project with pnpm e2e`);
  return url;
}

export function serverUrl(): string {
  const url = process.env[SERVER_URL_VARIABLE];
  if (!url) throw new Error(`${SERVER_URL_VARIABLE} is not set: run the tests with pnpm e2e`);
  return url;
}

export function cognitoUrl(): string {
  const url = process.env[COGNITO_URL_VARIABLE];
  if (!url) throw new Error(`${COGNITO_URL_VARIABLE} is not set: run the tests of the cognito project with pnpm e2e`);
  return url;
}
