import type { HtmlTagDescriptor, Plugin } from 'vite';

/** Where the app reads its settings file by default (`SETTINGS_FILE_PATH` of @ott/common). */
const SETTINGS_FILE_PATH = '/.webapp.ini';

/** The part of an app's `AppEnvDefaults` (@ott/common) that decides its first requests. */
export interface SiteStartup {
  defaultConfigSource: string;
  readSettingsByDefault?: boolean;
}

/** The build's variables these plugins read (Vite's `config.env`). */
export type Env = Record<string, unknown>;

/** Where the app's first requests go, as the build's variables and the app's defaults decide. */
export interface StartupRequests {
  /** The content host without a trailing slash (VITE_CONTENT_HOST), when the build names one. */
  contentHost?: string;
  /** The settings file, when the app reads one: its default config is known only once it has been read. */
  settingsUrl?: string;
  /** The config source (an id on the content host, or a URL) when the app reads no settings file. */
  configSource?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
function urlOf(value: unknown): URL | undefined {
  try {
    return text(value) ? new URL(text(value) as string) : undefined;
  } catch {
    return undefined;
  }
}

export function startupRequests(env: Env, startup: SiteStartup): StartupRequests {
  const contentHost = urlOf(env.VITE_CONTENT_HOST)?.href.replace(/\/+$/, '');
  const namedSettings = urlOf(env.VITE_SETTINGS_URL)?.href;
  if (namedSettings || startup.readSettingsByDefault !== false) {
    const settingsUrl = namedSettings ?? (contentHost ? `${contentHost}${SETTINGS_FILE_PATH}` : undefined);
    return { contentHost, settingsUrl };
  }
  return { contentHost, configSource: text(env.VITE_DEFAULT_CONFIG_SOURCE) ?? startup.defaultConfigSource };
}

/** Two preconnects to the content host: fetch() requests (CORS, without credentials) and images (no-cors) do not share connections. */
export function contentHostTags(env: Env): HtmlTagDescriptor[] {
  const origin = urlOf(env.VITE_CONTENT_HOST)?.origin;
  if (!origin) return [];
  return [
    { tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' },
    { tag: 'link', attrs: { rel: 'preconnect', href: origin }, injectTo: 'head' },
  ];
}

/** Opens the connections to the content host (VITE_CONTENT_HOST) while the scripts download; earlyRequests makes the first requests on them. */
export function contentHostHints(): Plugin {
  let tags: HtmlTagDescriptor[] = [];
  return {
    name: 'ott-content-host-hints',
    configResolved(config) {
      tags = contentHostTags(config.env);
    },
    transformIndexHtml: () => tags,
  };
}
