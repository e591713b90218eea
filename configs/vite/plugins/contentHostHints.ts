import type { HtmlTagDescriptor, Plugin } from 'vite';

/** Where the app reads its settings file by default (`SETTINGS_FILE_PATH` of @ott/common). */
const SETTINGS_FILE_PATH = '/.webapp.ini';
/** A config id, which names `/apps/configs/<id>.json` on the content host (`CONFIG_ID_PATTERN` of @ott/common). */
const CONFIG_ID = /^[a-z0-9]{8}$/;

/** The part of an app's `AppEnvDefaults` (@ott/common) that decides its first requests. */
export interface SiteStartup {
  defaultConfigSource: string;
  readSettingsByDefault?: boolean;
}

/** The build's variables this plugin reads (Vite's `config.env`). */
type Env = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
function urlOf(value: unknown): URL | undefined {
  try {
    return text(value) ? new URL(text(value) as string) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first file of the chain that ends with the home's first image: the settings file when the
 * app reads one (its default config is known only once it has been read), else the config.
 */
export function firstRequestUrl(env: Env, startup: SiteStartup): string | undefined {
  const hostBase = urlOf(env.VITE_CONTENT_HOST)?.href.replace(/\/+$/, '');
  const settingsUrl = urlOf(env.VITE_SETTINGS_URL)?.href;
  if (settingsUrl || startup.readSettingsByDefault !== false) return settingsUrl ?? (hostBase ? `${hostBase}${SETTINGS_FILE_PATH}` : undefined);
  const source = text(env.VITE_DEFAULT_CONFIG_SOURCE) ?? startup.defaultConfigSource;
  return CONFIG_ID.test(source) ? (hostBase ? `${hostBase}/apps/configs/${source}.json` : undefined) : urlOf(source)?.href;
}

/** The tags: two preconnects (fetch() and images do not share connections) and the preload, `crossorigin` as the app's fetch() sends it. */
export function contentHostTags(env: Env, startup: SiteStartup): HtmlTagDescriptor[] {
  const origin = urlOf(env.VITE_CONTENT_HOST)?.origin;
  const preloadUrl = firstRequestUrl(env, startup);
  return [
    ...(origin
      ? [
          { tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' as const },
          { tag: 'link', attrs: { rel: 'preconnect', href: origin }, injectTo: 'head' as const },
        ]
      : []),
    ...(preloadUrl ? [{ tag: 'link', attrs: { rel: 'preload', href: preloadUrl, as: 'fetch', crossorigin: '' }, injectTo: 'head' as const }] : []),
  ];
}

/** Opens the connections to the content host (VITE_CONTENT_HOST) and starts the app's first request while the scripts download. */
export function contentHostHints(startup: SiteStartup): Plugin {
  let tags: HtmlTagDescriptor[] = [];
  return {
    name: 'ott-content-host-hints',
    configResolved(config) {
      tags = contentHostTags(config.env, startup);
    },
    transformIndexHtml: () => tags,
  };
}
