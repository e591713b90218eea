/**
 * Path segments and query parameter names of spec 000 §2, named once so that builders, the route
 * parser and the screens agree on every character of a URL.
 */

/** First path segment of each route. */
export const ROUTE_SEGMENTS = {
  media: 'm',
  playlist: 'p',
  contentList: 'n',
  series: 's',
  search: 'q',
  other: 'o',
  user: 'u',
  liveGuide: 'tv',
  /** Device-login link: the spec leaves its path open, see DEVICE_LOGIN_PATH. */
  deviceLogin: 'activate',
} as const;

/** Query parameter names used by the routes and the account overlay. */
export const QUERY_PARAMS = {
  /** Alternate-language links on the home page and language detection. */
  language: 'lng',
  /** Playlist id on a media page, feed id on a series page. */
  related: 'r',
  /** `play=1` starts playback on arrival. */
  play: 'play',
  /** Episode id on a media or series page. */
  episode: 'e',
  channel: 'channel',
  start: 'start',
  end: 'end',
  /** `beginning=1` starts a live programme from its beginning. */
  beginning: 'beginning',
  /** Account overlay value. */
  accountOverlay: 'u',
  /** Device-login code carried by the device-login link (name chosen here: the spec does not show it). */
  deviceCode: 'code',
  token: 'token',
  appConfig: 'app-config',
} as const;

/** Value of a boolean flag parameter (`play=1`, `beginning=1`). */
export const QUERY_FLAG_ON = '1';

/** Sub-pages of the user area `/u`. */
export const USER_PAGES = ['my-account', 'favorites', 'payments'] as const;
export type UserPage = (typeof USER_PAGES)[number];

/** Sub-pages of `/o`. */
export const OTHER_PAGES = ['about', 'licenses'] as const;
export type OtherPage = (typeof OTHER_PAGES)[number];

export const HOME_PATH = '/';
export const LIVE_GUIDE_PATH = `/${ROUTE_SEGMENTS.liveGuide}`;
/**
 * Where a TV's "go to … and enter the code" link lands. The spec only says a device-login redirect
 * exists; `/activate` is the short, memorable path viewers know from other services.
 */
export const DEVICE_LOGIN_PATH = `/${ROUTE_SEGMENTS.deviceLogin}`;
