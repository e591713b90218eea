/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CONTENT_HOST?: string;
  readonly VITE_DEFAULT_CONFIG_SOURCE?: string;
  readonly VITE_SETTINGS_URL?: string;
  readonly VITE_HELP_URL?: string;
  /** Development only: the base URL of a local stand-in of the subscription-billing provider (apps/provider-sandbox). */
  readonly VITE_CLEENG_HOST_OVERRIDE?: string;
}
