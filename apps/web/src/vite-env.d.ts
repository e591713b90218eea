/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CONTENT_HOST?: string;
  readonly VITE_DEFAULT_CONFIG_SOURCE?: string;
  readonly VITE_SETTINGS_URL?: string;
  readonly VITE_HELP_URL?: string;
  /** Development only: the base URL of a development host of the subscription-billing provider (see README). */
  readonly VITE_CLEENG_HOST_OVERRIDE?: string;
  /** Development only: the video platform's stand-in (`http://127.0.0.1:8180/inplayer`) in place of its hosts. */
  readonly VITE_JWP_HOST_OVERRIDE?: string;
  /** Development only: the Cognito emulator (cognito-local, `http://127.0.0.1:<port>/`) in place of Cognito's endpoint. */
  readonly VITE_COGNITO_ENDPOINT_OVERRIDE?: string;
}
